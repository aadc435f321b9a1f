import type { ConsentType } from '@/shared/guests/consents';
import type { CountryCode } from '@/shared/types';
import type { Db } from '../../db/connect';
import type { IntakeGuest } from './guestIntake';

export interface PublicVenue {
  id: string;
  name: string;
  country: CountryCode;
  timeZone: string;
}

/** What a checked submission gives: the guest it names, the consents ticked, and how to store the submission itself. */
export interface FormIntake {
  guest: IntakeGuest;
  consents: ConsentType[];
  /** What made the consent change, for the evidence (`booking form <id>`). */
  actorJob: string;
  store(trx: Db): Promise<string>;
}
