import type { FieldDef } from '../dsl';
import { defineResource } from '../dsl';
import { l, labels, readPermissions, setupPermission } from './parts/common';

const weekday: FieldDef = { type: 'number', integer: true, min: 1, max: 7, label: l('Weekday', 'Ugedag', 'Veckodag', 'Ukedag', 'Viikonpäivä') };
const dateList = (label: ReturnType<typeof l>): FieldDef => ({ type: 'list', maxItems: 366, of: { type: 'date', label: labels.date }, label });

/**
 * When a setup is active at a venue: a period (from date and time to date and time, venue time), optionally
 * narrowed to a list of dates or a weekly, monthly or yearly repetition, minus inactive dates. The entry with the
 * highest priority that covers a moment decides the active setup.
 */
export default defineResource({
  name: 'venueSetupCalendarEntries',
  label: l('Calendar entry', 'Kalenderpost', 'Kalenderpost', 'Kalenderoppføring', 'Kalenterimerkintä'),
  labelPlural: l('Setup calendar', 'Opsætningskalender', 'Uppställningskalender', 'Oppsettskalender', 'Kokoonpanokalenteri'),
  api: 'setup',
  defaultSort: { field: 'priority', order: 'DESC' },
  scope: { venue: 'venueDetailsId' },
  enums: {
    repeatIntervalType: {
      values: [
        { value: 'WeeklyRepeatInterval', label: l('Weekly', 'Ugentlig', 'Veckovis', 'Ukentlig', 'Viikoittain') },
        { value: 'MonthlyRepeatInterval', label: l('Monthly', 'Månedlig', 'Månadsvis', 'Månedlig', 'Kuukausittain') },
        { value: 'YearlyRepeatInterval', label: l('Yearly', 'Årlig', 'Årlig', 'Årlig', 'Vuosittain') },
      ],
    },
  },
  fields: {
    venueDetailsId: { type: 'reference', reference: 'venueDetails', required: true, label: labels.venue },
    venueSetupId: { type: 'reference', reference: 'venueSetups', required: true, label: labels.setup },
    isActive: { type: 'boolean', default: false, label: labels.active },
    fromDate: { type: 'date', label: labels.fromDate },
    fromTime: { type: 'time', label: l('From time', 'Fra kl.', 'Från kl.', 'Fra kl.', 'Alkaen klo') },
    toDate: { type: 'date', label: labels.toDate },
    toTime: { type: 'time', label: l('To time', 'Til kl.', 'Till kl.', 'Til kl.', 'Asti klo') },
    dates: dateList(l('Dates', 'Datoer', 'Datum', 'Datoer', 'Päivämäärät')),
    inActiveDates: dateList(l('Inactive dates', 'Inaktive datoer', 'Inaktiva datum', 'Inaktive datoer', 'Ei käytössä -päivät')),
    priority: { type: 'number', integer: true, default: 0, min: -1000, max: 1000, label: labels.priority },
    deleted: { type: 'datetime', readOnly: true, label: labels.deleted },
    calendarRepeatInterval: {
      type: 'object',
      label: l('Repetition', 'Gentagelse', 'Upprepning', 'Gjentakelse', 'Toisto'),
      fields: {
        type: { type: 'enum', enum: 'repeatIntervalType', required: true, label: labels.type },
        startDate: { type: 'date', label: labels.fromDate },
        endDate: { type: 'date', label: labels.toDate },
        repeatEveryCount: { type: 'number', integer: true, min: 1, max: 52, label: l('Repeat every', 'Gentag hver', 'Upprepa var', 'Gjenta hver', 'Toista joka') },
        repeatOnDays: { type: 'list', maxItems: 7, of: weekday, label: l('Weekdays', 'Ugedage', 'Veckodagar', 'Ukedager', 'Viikonpäivät') },
        repeatDaysOfTheMonth: {
          type: 'list',
          maxItems: 31,
          of: { type: 'number', integer: true, min: 1, max: 31, label: labels.date },
          label: l('Days of the month', 'Dage i måneden', 'Dagar i månaden', 'Dager i måneden', 'Kuukauden päivät'),
        },
        repeatMonthlyOnEvery: { type: 'number', integer: true, min: 1, max: 5, label: l('On the nth weekday', 'På den n-te ugedag', 'På den n:te veckodagen', 'På den n-te ukedagen', 'Kuukauden n:s viikonpäivä') },
        repeatOnDates: { type: 'list', maxItems: 366, of: { type: 'text', maxLength: 40, label: labels.date }, label: l('Dates', 'Datoer', 'Datum', 'Datoer', 'Päivämäärät') },
      },
    },
    type: { type: 'number', integer: true, default: 0, label: labels.type },
  },
  actions: {
    list: { description: "The venue's calendar entries that are not deleted, highest priority first." },
    create: { description: "Adds a calendar entry for one of the venue's setups." },
    patch: { description: 'Changes the fields sent of a calendar entry (dates normalised, repetition checked).' },
    swap: { description: 'Swaps the priorities of two entries of the same venue.' },
  },
  endpoints: {
    getList: {
      method: 'GET',
      path: '/venue-setup-calendar-entries',
      params: { 'venue-details-id': { in: 'query', type: 'string', required: true, from: 'activeVenue' } },
      permission: readPermissions,
      scope: { venue: 'query:venue-details-id' },
      action: 'list',
      error: 'Unable to get calendar entries',
    },
    create: { method: 'POST', path: '/venue-setup-calendar-entries', body: 'record', permission: setupPermission, scope: { venue: 'body:venueDetailsId' }, action: 'create', error: 'Unable to post calendar entry' },
    patch: {
      method: 'PATCH',
      path: '/venue-setup-calendar-entries/{id}',
      body: 'patch',
      permission: setupPermission,
      scope: { venue: 'record' },
      action: 'patch',
      error: 'Unable to patch calendar entry',
    },
    swap: {
      method: 'PATCH',
      path: '/venue-setup-calendar-entries/{id}/swap/{otherId}',
      permission: setupPermission,
      scope: { venue: 'record' },
      action: 'swap',
      error: 'Unable to swap calendar entries',
    },
  },
  routes: [
    {
      path: '/marcom/marcom/calendar',
      service: 'venue',
      menuGroup: 0,
      title: l('Setup calendar', 'Opsætningskalender', 'Uppställningskalender', 'Oppsettskalender', 'Kokoonpanokalenteri'),
      parent: '/marcom/marcom',
      sidebar: { group: 'booking', order: 360, icon: 'CalendarMonth' },
      permission: 'vp.vp.booking.show',
      screen: 'SetupCalendarScreen',
    },
  ],
});
