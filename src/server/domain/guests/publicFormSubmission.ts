import type { FastifyInstance } from 'fastify';
import { clock } from '@/shared/clock';
import dayjs, { DATE_FORMAT } from '@/shared/dayjs';
import type { CountryCode } from '@/shared/types';
import { ApiError, badRequest, notFound } from '../../api/errors';
import { inTransaction } from '../../api/transaction';
import type { ServerConfig } from '../../config';
import type { Db } from '../../db/connect';
import { bookingFormIntake } from './bookingFormIntake';
import { dynamicFormIntake } from './dynamicFormIntake';
import { FORM_BODY_LIMIT } from './formAnswers';
import type { PublicVenue } from './formIntake';
import { findOrCreateGuest, giveConsents, lockContact, type IntakeSource } from './guestIntake';

/** What the guest's page is told: the submission, and whether a link to confirm the email consent was mailed. */
export interface SubmissionAnswer {
  submissionId: string;
  confirmationMailed: boolean;
}

const FORMS = {
  BookingForms: { source: 'BookingForm', error: 'Unable to submit booking form' },
  DynamicForms: { source: 'DynamicForm', error: 'Unable to submit dynamic form' },
} as const satisfies Record<string, { source: IntakeSource; error: string }>;
type FormKind = keyof typeof FORMS;

/** The path of a form's submissions at a venue, under the public API (no sign-in). */
export const PUBLIC_FORM_PATH = '/api/public/:kind/:formId/venues/:venueId/submissions';

async function publicVenue(db: Db, venueId: string): Promise<PublicVenue> {
  const venue = await db.selectFrom('venues').select(['id', 'name', 'country', 'timeZone', 'isActive']).where('id', '=', venueId).executeTakeFirst();
  if (!venue || !venue.isActive) throw notFound(`Venue ${venueId}`);
  return { id: venue.id, name: venue.name ?? venue.id, country: venue.country as CountryCode, timeZone: venue.timeZone ?? 'Europe/Copenhagen' };
}

/**
 * One submission, in one transaction: the submission is stored; the guest is found by email or phone (or made), under
 * a lock on those contacts so that simultaneous submissions of one new guest make one profile; each ticked consent is
 * given with evidence naming the form, or, for email, asked for by a confirmation link.
 */
export async function submitPublicForm(db: Db, config: ServerConfig, kind: FormKind, formId: string, venueId: string, body: unknown, at: Date): Promise<SubmissionAnswer> {
  return inTransaction(db, async (trx) => {
    const venue = await publicVenue(trx, venueId);
    const today = dayjs(at).tz(venue.timeZone).format(DATE_FORMAT);
    const intake = kind === 'BookingForms' ? await bookingFormIntake(trx, formId, venue, body, at, today) : await dynamicFormIntake(trx, formId, venue, body, at);
    const { guest, consents } = intake;
    if (consents.includes('Email') && !guest.email) throw badRequest('body.consents', 'an email consent needs the guest’s email address');
    if (consents.length && !guest.email && !guest.phone) throw badRequest('body.consents', 'a consent needs the guest’s email address or phone number');
    const submissionId = await intake.store(trx);
    if (!guest.email && !guest.phone) return { submissionId, confirmationMailed: false };
    const actor = { source: FORMS[kind].source, at, actorUserId: null, actorJob: intake.actorJob };
    await lockContact(trx, venue.country, guest);
    const found = await findOrCreateGuest(trx, venue.country, venue.id, guest, actor);
    const result = await giveConsents(trx, { guestId: found.id, country: venue.country, venue, email: guest.email, consents, publicUrl: config.publicUrl, mail: config.mail }, actor);
    return { submissionId, confirmationMailed: result.requested.length > 0 };
  });
}

/**
 * `POST /api/public/{BookingForms|DynamicForms}/{formId}/venues/{venueId}/submissions`: what a guest sends from the
 * group's site or the venue's check-in tablet, without signing in. The body is bounded; every refusal names the field
 * after the form's catalogued message ("Unable to submit booking form: body.values.<id>: is required").
 */
export function registerPublicForms(app: FastifyInstance, db: Db, config: ServerConfig): void {
  app.post<{ Params: { kind: string; formId: string; venueId: string } }>(PUBLIC_FORM_PATH, { bodyLimit: FORM_BODY_LIMIT }, async (request, reply) => {
    const kind = Object.keys(FORMS).find((k) => k.toLowerCase() === request.params.kind.toLowerCase()) as FormKind | undefined;
    if (!kind) throw notFound(`Form kind ${request.params.kind}`);
    try {
      const answer = await submitPublicForm(db, config, kind, request.params.formId, request.params.venueId, request.body, clock.now());
      return reply.status(201).header('cache-control', 'no-store').send(answer);
    } catch (error) {
      if (error instanceof ApiError) throw new ApiError(error.status, `${FORMS[kind].error}: ${error.message}`, error.field);
      throw error;
    }
  });
}
