import { defineResource } from '../dsl';

const l = (eng: string, dan: string, swe: string, nor: string, fin: string) => ({ eng, dan, swe, nor, fin });

const permission = 'vp.crm.engageconfiguration.view';
const write = 'vp.crm.engageconfiguration.edit';
const venueId = { type: 'reference', reference: 'venues', required: true, label: l('Venue', 'Sted', 'Restaurang', 'Sted', 'Ravintola') } as const;
const syncEmail = { type: 'text', format: 'email', required: true, maxLength: 200, label: l('Mailbox', 'Postkasse', 'Brevlåda', 'Postkasse', 'Postilaatikko') } as const;
const alias = { type: 'text', format: 'email', required: true, maxLength: 200, label: l('Alias', 'Alias', 'Alias', 'Alias', 'Alias') } as const;
const q = (required = true) => ({ in: 'query', type: 'string', required }) as const;

/** The venue mailboxes the email inbox synchronises, with the aliases that deliver into them. */
export default defineResource({
  name: 'emailSyncAccounts',
  label: l('Email sync account', 'E-mailsynkronisering', 'E-postsynkronisering', 'E-postsynkronisering', 'Sähköpostin synkronointi'),
  labelPlural: l('Email sync accounts', 'E-mailsynkroniseringer', 'E-postsynkroniseringar', 'E-postsynkroniseringer', 'Sähköpostin synkronoinnit'),
  api: 'crm',
  versioned: false,
  recordRepresentation: 'syncEmail',
  scope: { venue: 'venueId' },
  indexes: [{ fields: ['syncEmail'], unique: true }],
  enums: {
    syncState: {
      values: [
        { value: 'Pending', color: 'default', label: l('Waiting for first sync', 'Venter på første synkronisering', 'Väntar på första synkroniseringen', 'Venter på første synkronisering', 'Odottaa ensimmäistä synkronointia') },
        { value: 'Synced', color: 'success', label: l('Synchronised', 'Synkroniseret', 'Synkroniserad', 'Synkronisert', 'Synkronoitu') },
        { value: 'Error', color: 'error', label: l('Sync failed', 'Synkronisering fejlede', 'Synkroniseringen misslyckades', 'Synkronisering feilet', 'Synkronointi epäonnistui') },
      ],
    },
  },
  fields: {
    venueId,
    syncEmail,
    aliases: { type: 'list', readOnly: true, of: alias, label: l('Aliases', 'Aliasser', 'Alias', 'Aliaser', 'Aliakset') },
    status: { type: 'enum', enum: 'syncState', readOnly: true, default: 'Pending', label: l('Status', 'Status', 'Status', 'Status', 'Tila') },
    lastSyncAt: { type: 'datetime', readOnly: true, label: l('Last synchronised', 'Senest synkroniseret', 'Senast synkroniserad', 'Sist synkronisert', 'Viimeksi synkronoitu') },
  },
  actions: {
    list: { description: 'The mailboxes of the venues where the user holds the permission (optionally one venue).' },
    add: { description: 'Starts synchronising a mailbox for a venue; a mailbox (or alias) belongs to one venue.' },
    remove: { description: 'Stops synchronising a mailbox of the venue.' },
    addAlias: { description: 'Adds an alias address to a mailbox of the venue.' },
    removeAlias: { description: 'Removes an alias address from a mailbox of the venue.' },
  },
  endpoints: {
    getList: { method: 'GET', path: '/EngageEmail/syncStatus', params: { venueId: q(false) }, permission, action: 'list', error: 'Unable to get email sync status' },
    create: { method: 'POST', path: '/EngageEmail/syncStatus', body: { fields: { venueId, syncEmail } }, permission: write, scope: { venue: 'body:venueId' }, action: 'add', error: 'Unable to add email sync account' },
    delete: { method: 'DELETE', path: '/EngageEmail/syncStatus', params: { venueId: q(), syncEmail: q() }, permission: write, scope: { venue: 'query:venueId' }, action: 'remove', returns: 'none', error: 'Unable to delete email sync account' },
    addAlias: { method: 'POST', path: '/EngageEmail/syncStatus/alias', body: { fields: { alias, venueId, syncEmail } }, permission: write, scope: { venue: 'body:venueId' }, action: 'addAlias', error: 'Unable to add alias' },
    removeAlias: {
      method: 'DELETE',
      path: '/EngageEmail/syncStatus/alias',
      params: { alias: q(), venueId: q(), syncEmail: q() },
      permission: write,
      scope: { venue: 'query:venueId' },
      action: 'removeAlias',
      error: 'Unable to delete alias',
    },
  },
});
