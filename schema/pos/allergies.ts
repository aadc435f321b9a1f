import { defineResource } from '../dsl';
import { settingsList } from './common/settingsList';
import { L, l } from './common/labels';

/** The allergies a sales product can be marked with (kept in the country settings). */
export default defineResource(
  settingsList({
    name: 'allergies',
    label: l('Allergy', 'Allergen', 'Allergen', 'Allergen', 'Allergeeni'),
    labelPlural: L.allergies,
    path: '/CountrySettings/Allergies',
    error: 'Unable to get allergies',
  }),
);
