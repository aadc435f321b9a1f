import type { BookingFormRecord } from '@generated/shared/types/bookingForms';
import { z } from 'zod';
import { bookingFieldType } from '@/shared/crm/bookingFieldTypes';
import type { CountryCode } from '@/shared/types';
import { fromZodError, notFound } from '../../api/errors';
import type { Db } from '../../db/connect';
import { answer, answerBirthDate, answerChoice, answerDate, answerEmail, answerInteger, answerPhone, answerText, consentsAnswer } from './formAnswers';
import { splitName, type IntakeGuest } from './guestIntake';
import type { FormIntake, PublicVenue } from './formIntake';

type Field = NonNullable<BookingFormRecord['fields']>[number] & { id: string };

/** The answer each field takes; products are chosen by id among the field's own. */
function fieldSchema(field: Field, country: CountryCode, today: string): z.ZodTypeAny {
  const products = field.productIds ?? [];
  switch (field.technicalType) {
    case 'GuestFullName':
      return answerText(200);
    case 'GuestEmail':
      return answerEmail();
    case 'GuestPhone':
      return answerPhone(country);
    case 'GuestBirthdate':
      return answerBirthDate(today);
    case 'NumGuests':
      return answerInteger(1, 1000);
    case 'ArrivalDate':
      return answerDate();
    case 'GeneralComments':
      return answerText(2000);
    case 'DynamicDropdown':
      return answerChoice(field.availableOptions ?? []);
    case 'Products':
      return z.array(answerChoice(products)).max(products.length);
    case 'ProductsSingle':
      return answerChoice(products);
    default:
      return answerText(500);
  }
}

/** `{ values: { <field id>: answer }, consents: [...] }`, checked against the form's own fields; nothing else. */
function bodySchema(fields: Field[], country: CountryCode, today: string) {
  const values = z.object(Object.fromEntries(fields.map((f) => [f.id, answer(fieldSchema(f, country, today), Boolean(f.required))]))).strict();
  return z.object({ values, consents: consentsAnswer }).strict();
}

/**
 * A guest's booking through a booking form at a venue: the form must be active (booking forms carry no list of venues:
 * an active form is open at every active venue). The submission is stored as the booking form submissions list shows it.
 */
export async function bookingFormIntake(db: Db, formId: string, venue: PublicVenue, body: unknown, at: Date, today: string): Promise<FormIntake> {
  const form = await db.selectFrom('bookingForms').select(['id', 'formName', 'isActive', 'fields']).where('id', '=', formId).executeTakeFirst();
  if (!form || !form.isActive) throw notFound(`Booking form ${formId}`);
  const fields = (form.fields ?? []).filter((f): f is Field => Boolean(f.id));
  const parsed = bodySchema(fields, venue.country, today).safeParse(body ?? {});
  if (!parsed.success) throw fromZodError('body', parsed.error);
  const values = parsed.data.values as Record<string, string | number | string[] | undefined>;
  const byType = (type: string) => {
    const field = fields.find((f) => f.technicalType === type);
    const value = field ? values[field.id] : undefined;
    return value === undefined ? null : String(value);
  };
  const productNames = new Map(
    (await db.selectFrom('bookingProducts').select(['id', 'productName']).where('id', 'in', ['', ...fields.flatMap((f) => f.productIds ?? [])]).execute()).map((p) => [p.id, p.productName ?? p.id]),
  );
  const shown = (value: string | number | string[] | undefined) => (Array.isArray(value) ? value.map((id) => productNames.get(id) ?? id).join(', ') : value === undefined ? '' : String(value));
  const stored = fields.map((f) => ({
    fieldId: f.id,
    technicalType: f.technicalType,
    label: f.label ?? bookingFieldType(f.technicalType).name,
    value: f.technicalType === 'ProductsSingle' && values[f.id] ? (productNames.get(String(values[f.id])) ?? '') : shown(values[f.id]),
  }));
  const fullName = byType('GuestFullName');
  const guest: IntakeGuest = { ...splitName(fullName), email: byType('GuestEmail'), phone: byType('GuestPhone'), birthDate: byType('GuestBirthdate') };
  const numGuests = byType('NumGuests');
  return {
    guest,
    consents: parsed.data.consents,
    actorJob: `booking form ${form.id}`,
    async store(trx) {
      const row = await trx
        .insertInto('bookingFormSubmissions')
        .values({
          formId: form.id,
          formName: form.formName,
          venueId: venue.id,
          submittedAt: at,
          guestName: fullName,
          guestEmail: guest.email,
          guestPhone: guest.phone,
          arrivalDate: byType('ArrivalDate'),
          numGuests: numGuests === null ? null : Number(numGuests),
          values: JSON.stringify(stored),
          createdAt: at,
          updatedAt: at,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },
  };
}
