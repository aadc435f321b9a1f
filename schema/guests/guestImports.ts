import { defineResource } from '../dsl';

const l = (eng: string, dan: string, swe: string, nor: string, fin: string) => ({ eng, dan, swe, nor, fin });

/** Importing guests gives consents at venues, so it needs what staff need to give them there (see docs/decisions.md). */
const edit = 'vp.crm.guestprofiles.edit';

const country = { country: { in: 'path', type: 'enum', enum: 'country', from: 'activeCountry' } } as const;
const id = { id: { in: 'path', type: 'string' } } as const;

/**
 * An .xlsx of guests with their consents, uploaded for a country: checked row by row (errors per row, the existing
 * guest each row matches), kept with every row as it was read, then applied once in one transaction.
 */
export default defineResource({
  name: 'guestImports',
  label: l('Guest import', 'Gæsteimport', 'Gästimport', 'Gjesteimport', 'Asiakastuonti'),
  labelPlural: l('Guest imports', 'Gæsteimporter', 'Gästimporter', 'Gjesteimporter', 'Asiakastuonnit'),
  api: 'crm',
  scope: { country: 'country' },
  indexes: [{ fields: ['country', 'createdAt'] }],
  fields: {
    country: { type: 'enum', enum: 'country', required: true, label: l('Country', 'Land', 'Land', 'Land', 'Maa') },
    fileName: { type: 'text', maxLength: 255, label: l('File', 'Fil', 'Fil', 'Fil', 'Tiedosto') },
    status: { type: 'text', maxLength: 20, required: true, label: l('Status', 'Status', 'Status', 'Status', 'Tila') },
    rows: { type: 'list', of: { type: 'object', fields: {}, label: l('Row', 'Række', 'Rad', 'Rad', 'Rivi') }, label: l('Rows', 'Rækker', 'Rader', 'Rader', 'Rivit') },
    appliedAt: { type: 'datetime', label: l('Applied', 'Anvendt', 'Tillämpad', 'Tatt i bruk', 'Otettu käyttöön') },
    appliedBy: { type: 'reference', reference: 'users', label: l('Applied by', 'Anvendt af', 'Tillämpad av', 'Tatt i bruk av', 'Käyttöönottaja') },
    result: { type: 'object', fields: {}, label: l('Result', 'Resultat', 'Resultat', 'Resultat', 'Tulos') },
  },
  actions: {
    preview: { description: 'Reads an uploaded .xlsx of guests: each row checked (errors per row) and matched to an existing guest by email or phone; kept for apply.' },
    getImport: { description: 'One import of the country with its rows, errors and matches.' },
    apply: { description: 'Applies the rows without errors of a previewed import in one transaction: guests found or created, consents given with evidence of the import; once.' },
  },
  endpoints: {
    preview: {
      method: 'POST',
      path: '/GuestImports/{country}',
      params: country,
      body: 'upload',
      permission: edit,
      scope: { country: 'path:country' },
      action: 'preview',
      returns: 'result',
      error: 'Unable to read the guest import',
    },
    get: { method: 'GET', path: '/GuestImports/{country}/{id}', params: { ...country, ...id }, permission: edit, scope: { country: 'path:country' }, action: 'getImport', returns: 'result', error: 'Unable to get the guest import' },
    apply: {
      method: 'POST',
      path: '/GuestImports/{country}/{id}/apply',
      params: { ...country, ...id },
      permission: edit,
      scope: { country: 'path:country' },
      action: 'apply',
      returns: 'result',
      error: 'Unable to apply the guest import',
    },
  },
  routes: [
    {
      path: '/crm/guests/import',
      service: 'guests',
      menuGroup: 4,
      title: l('Import guests', 'Importér gæster', 'Importera gäster', 'Importer gjester', 'Tuo asiakkaita'),
      sidebar: { order: 35, icon: 'UploadFile' },
      permission: edit,
      venueScoped: false,
      screen: 'GuestImportScreen',
    },
  ],
});
