import { defineResource } from '../dsl';

const l = (eng: string, dan: string, swe: string, nor: string, fin: string) => ({ eng, dan, swe, nor, fin });

/**
 * Who saw or handled a guest's personal data: one entry per profile opened, export, anonymisation, merge (the
 * actions are `GuestAccessAction` in src/shared/guests/accessLog.ts). Written by the server in the request that did
 * it (src/server/domain/guests/accessLog.ts); kept when the guest is anonymised, since it holds no personal data of
 * the guest, only the staff member, the time (`createdAt`) and the reason given. Served through guestProfiles (GET .../accessLog).
 */
export default defineResource({
  name: 'guestAccessLogs',
  label: l('Guest access log entry', 'Adgangslogpost', 'Åtkomstloggpost', 'Tilgangslogginnslag', 'Käyttölokin merkintä'),
  labelPlural: l('Guest access log', 'Adgangslog', 'Åtkomstlogg', 'Tilgangslogg', 'Käyttöloki'),
  api: 'crm',
  internal: true,
  versioned: false,
  indexes: [{ fields: ['guestId', 'createdAt'] }],
  fields: {
    guestId: { type: 'reference', reference: 'guestProfiles', required: true, label: l('Guest', 'Gæst', 'Gäst', 'Gjest', 'Asiakas') },
    action: { type: 'text', required: true, maxLength: 20, label: l('Action', 'Handling', 'Åtgärd', 'Handling', 'Toiminto') },
    actorUserId: { type: 'reference', reference: 'users', label: l('By', 'Af', 'Av', 'Av', 'Tekijä') },
    job: { type: 'text', maxLength: 60, label: l('Job', 'Job', 'Jobb', 'Jobb', 'Ajo') },
    reason: { type: 'text', maxLength: 500, label: l('Reason', 'Begrundelse', 'Anledning', 'Begrunnelse', 'Syy') },
  },
});
