import type { DynamicFormRecord } from '@generated/shared/types/dynamicForms';
import { z } from 'zod';
import type { CountryCode } from '@/shared/types';
import { fromZodError, notFound } from '../../api/errors';
import type { Db } from '../../db/connect';
import { answer, answerChoice, answerDate, answerEmail, answerPhone, answerText, consentsAnswer } from './formAnswers';
import { splitName, type IntakeGuest } from './guestIntake';
import type { FormIntake, PublicVenue } from './formIntake';

type Question = NonNullable<DynamicFormRecord['fields']>[number];

function questionSchema(q: Question, country: CountryCode): z.ZodTypeAny {
  switch (q.type) {
    case 'Email':
      return answerEmail();
    case 'Phone':
      return answerPhone(country);
    case 'Number':
      return z.coerce.number().finite('is not a number');
    case 'Date':
      return answerDate();
    case 'Checkbox':
      return z.boolean();
    case 'Dropdown':
      return answerChoice(q.options ?? []);
    case 'Textarea':
      return answerText(2000);
    default:
      return answerText(500);
  }
}

/** The guest's name: a question keyed `name` or `full_name`, or the pair `first_name` and `last_name`. */
function guestName(answers: Record<string, unknown>): Pick<IntakeGuest, 'firstName' | 'lastName'> {
  const str = (key: string) => (typeof answers[key] === 'string' ? (answers[key] as string) : null);
  const full = str('name') ?? str('full_name');
  if (full) return splitName(full);
  return { firstName: str('first_name'), lastName: str('last_name') };
}

/**
 * A guest's check-in through a dynamic form: the form must be active and published at the venue. The guest is the one
 * whose email or phone the form's first Email and Phone questions give; the submission keeps every answer as text.
 */
export async function dynamicFormIntake(db: Db, formId: string, venue: PublicVenue, body: unknown, at: Date): Promise<FormIntake> {
  const form = await db.selectFrom('dynamicForms').select(['id', 'isActive', 'fields', 'venueIds']).where('id', '=', formId).executeTakeFirst();
  if (!form || !form.isActive || !(form.venueIds ?? []).includes(venue.id)) throw notFound(`Dynamic form ${formId} at ${venue.id}`);
  const questions = form.fields ?? [];
  const answersSchema = z.object(Object.fromEntries(questions.map((q) => [q.key, answer(questionSchema(q, venue.country), Boolean(q.required))]))).strict();
  const parsed = z.object({ answers: answersSchema, consents: consentsAnswer }).strict().safeParse(body ?? {});
  if (!parsed.success) throw fromZodError('body', parsed.error);
  const answers = parsed.data.answers as Record<string, string | number | boolean | undefined>;
  const firstOfType = (type: string) => {
    const q = questions.find((x) => x.type === type && answers[x.key] !== undefined);
    return q ? String(answers[q.key]) : null;
  };
  const guest: IntakeGuest = { ...guestName(answers), email: firstOfType('Email'), phone: firstOfType('Phone'), birthDate: null };
  return {
    guest,
    consents: parsed.data.consents,
    actorJob: `dynamic form ${form.id}`,
    async store(trx) {
      const row = await trx
        .insertInto('dynamicFormSubmissions')
        .values({
          formId: form.id,
          venueId: venue.id,
          submittedAt: at,
          answers: JSON.stringify(questions.filter((q) => answers[q.key] !== undefined).map((q) => ({ key: q.key, value: String(answers[q.key]) }))),
          createdAt: at,
          updatedAt: at,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },
  };
}
