import { defineResource } from '../dsl';
import { settingsList } from './common/settingsList';
import { l } from './common/labels';

/** The country's tax groups, for the sales product form (kept in the country settings). */
export default defineResource(
  settingsList({
    name: 'taxGroups',
    label: l('Tax group', 'Momsgruppe', 'Momsgrupp', 'Mva-gruppe', 'Veroryhmä'),
    labelPlural: l('Tax groups', 'Momsgrupper', 'Momsgrupper', 'Mva-grupper', 'Veroryhmät'),
    path: '/CountrySettings/TaxGroups',
    error: 'Unable to get tax groups',
    fields: {
      code: { type: 'text', label: l('Code', 'Kode', 'Kod', 'Kode', 'Koodi') },
      taxRatePercentage: { type: 'number', label: l('Tax rate (%)', 'Momssats (%)', 'Momssats (%)', 'Mva-sats (%)', 'Verokanta (%)') },
    },
  }),
);
