import type { TranslateFunction as Translate } from 'react-admin';
import { enumLabelKey, type EnumKey } from '@/app/enums';
import { formatDate, formatMoney } from '@/shared/format';
import { monthName } from '@/shared/monthName';
import type { PlanLogDetails, PlanLogEntry, PlanLogFieldChange, PlanLogValue } from '@/shared/venue/activationPlanChangeLog';
import { text, type TextKey } from './texts';

type Entry = Pick<PlanLogEntry, 'entity' | 'change' | 'summary' | 'details'>;

// Field labels and sentences are looked up by what an entry names; a name this screen has no text for falls back.
const logKey = (rest: string) => text(`log.${rest}` as TextKey);
const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** A logged value in the reader's language and the portal's formats; a value of a shape the browser does not know is shown as it is. */
export function logValue(value: PlanLogValue | null | undefined, translate: Translate, locale: string): string {
  if (!isObject(value)) return '';
  switch (value.type) {
    case 'text':
      return translate(text('log.quoted'), { text: value.value });
    case 'date':
      return formatDate(value.value);
    case 'time':
      return value.value;
    case 'month':
      return `${monthName(value.month, locale)} ${value.year}`;
    case 'money':
      return formatMoney(value.minor, value.currency);
    case 'enum':
      return translate(enumLabelKey(value.enum as EnumKey, value.value), { _: value.value });
    case 'boolean':
      return translate(text(value.flag ? 'log.yes' : 'log.no'));
    default: {
      const raw = (value as Record<string, unknown>).value;
      return raw === undefined || raw === null ? '' : String(raw);
    }
  }
}

function clause(change: PlanLogFieldChange, added: boolean, translate: Translate, locale: string): string {
  // A field this screen has no label for is named as it is stored rather than left out.
  const field = translate(logKey(`fields.${change.field}`), { _: change.field });
  const from = logValue(change.from, translate, locale);
  const to = logValue(change.to, translate, locale);
  if (added) return translate(text('log.added'), { field, to });
  if (!change.from) return translate(text('log.set'), { field, to });
  if (!change.to) return translate(text('log.cleared'), { field, from });
  return translate(text('log.changed'), { field, from, to });
}

/** "Changed: Budget": what an entry without a sentence of its own says. */
const kindOnly = (entry: Entry, translate: Translate) =>
  translate(text('log.other'), { change: translate(enumLabelKey('activationPlanChangeLog.change', entry.change)), entity: translate(enumLabelKey('activationPlanChangeLog.entity', entry.entity)) });

function headline(entry: Entry, details: PlanLogDetails, translate: Translate, locale: string): string {
  const name = details.name ? translate(text('log.quoted'), { text: details.name }) : '';
  const values = { name, place: logValue(details.place, translate, locale), count: details.count ?? 0, year: details.year ?? '', _: kindOnly(entry, translate) };
  // A sentence about a record that names neither it nor its place would read as a gap.
  if (!values.name && !values.place) return values._;
  if (entry.change === 'moved') {
    const move = details.changes.find((c) => c.field === 'date' || c.field === 'month');
    return translate(logKey(`${entry.entity}.moved`), { ...values, from: logValue(move?.from, translate, locale), to: logValue(move?.to, translate, locale) });
  }
  const kind = entry.entity === 'campaign' && entry.change === 'created' && details.headOffice ? 'createdHeadOffice' : entry.change;
  return translate(logKey(`${entry.entity}.${kind}`), values);
}

/** Reads an entry's details only as far as they have the stored shape: a malformed entry says less, never breaks the log. */
function detailsOf(raw: unknown): PlanLogDetails | null {
  if (!isObject(raw)) return null;
  const changes = Array.isArray(raw.changes) ? raw.changes.filter((c): c is PlanLogFieldChange => isObject(c) && typeof c.field === 'string') : [];
  return { ...(raw as unknown as PlanLogDetails), name: typeof raw.name === 'string' ? raw.name : null, changes };
}

/**
 * An entry of the activation plan's change log as a sentence in the reader's language ("Changed the event “Quiz” on
 * 12-03-2027: planned cost from 1.000,00 DKK to 1.500,00 DKK."). Entries written before the log kept details show their
 * stored summary; an entry that cannot be read says what kind of change it was to what.
 */
export function logSentence(entry: Entry, translate: Translate, locale: string): string {
  const fallback = () => entry.summary || kindOnly(entry, translate);
  try {
    const details = detailsOf(entry.details);
    if (!details) return fallback();
    const head = headline(entry, details, translate, locale);
    const clauses = entry.change === 'moved' ? [] : details.changes.map((c) => clause(c, entry.change === 'created', translate, locale));
    if (!clauses.length) return translate(text('log.sentence'), { text: head });
    return translate(text('log.withChanges'), { text: head, changes: clauses.join(translate(text('log.separator'))) });
  } catch {
    return fallback();
  }
}
