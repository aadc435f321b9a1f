import type { EnumDef, FieldDef } from '../../dsl';
import { l, labels, rulesFields, same } from './common';

/** Fields of sections and tables, shared by their internal resources and the setup endpoints that change them. */

export const tableTypeEnum: EnumDef = {
  values: [
    { value: 1, label: l('Low table', 'Lavt bord', 'Lågt bord', 'Lavt bord', 'Matala pöytä') },
    { value: 2, label: l('High table', 'Højt bord', 'Högt bord', 'Høyt bord', 'Korkea pöytä') },
  ],
};

export const sectionInputFields: Record<string, FieldDef> = {
  name: { type: 'text', required: true, maxLength: 100, label: labels.name },
  image: { type: 'text', maxLength: 500, label: labels.image },
  description: { type: 'text', multiline: true, maxLength: 2000, label: labels.description },
};

export const sectionUpdateFields: Record<string, FieldDef> = {
  ...sectionInputFields,
  ...rulesFields,
  sortOrder: { type: 'number', integer: true, label: labels.sortOrder },
};

export const tableInputFields: Record<string, FieldDef> = {
  name: { type: 'text', required: true, maxLength: 60, label: labels.name },
  seatCount: { type: 'number', integer: true, required: true, min: 1, max: 500, label: l('Seats', 'Pladser', 'Platser', 'Plasser', 'Paikat') },
  venueTableType: { type: 'enum', enum: 'venueTableType', required: true, label: l('Table type', 'Bordtype', 'Bordstyp', 'Bordtype', 'Pöydän tyyppi') },
  note: { type: 'text', maxLength: 500, label: labels.note },
  isRoundTable: { type: 'boolean', label: l('Round table', 'Rundt bord', 'Runt bord', 'Rundt bord', 'Pyöreä pöytä') },
  combinationTablePartIds: {
    type: 'list',
    maxItems: 12,
    of: { type: 'text', maxLength: 64, label: labels.table },
    label: l('Combined from tables', 'Sammensat af borde', 'Sammansatt av bord', 'Satt sammen av bord', 'Yhdistetty pöydistä'),
  },
};

export const tableUpdateFields: Record<string, FieldDef> = {
  ...tableInputFields,
  ...rulesFields,
  floorplanTable: {
    type: 'object',
    fields: {
      x: { type: 'number', label: same('X') },
      y: { type: 'number', label: same('Y') },
      width: { type: 'number', label: l('Width', 'Bredde', 'Bredd', 'Bredde', 'Leveys') },
      height: { type: 'number', label: l('Height', 'Højde', 'Höjd', 'Høyde', 'Korkeus') },
      rotation: { type: 'number', label: l('Rotation', 'Rotation', 'Rotation', 'Rotasjon', 'Kierto') },
    },
    label: l('Place on the floorplan', 'Placering på plantegningen', 'Placering på planritningen', 'Plassering på plantegningen', 'Sijainti pohjapiirroksessa'),
  },
  sortOrder: { type: 'number', integer: true, label: labels.sortOrder },
};

/** The version a section or table change was made from; when sent, a stale one is refused with 409 (two people editing one layout). */
export const versionField: Record<string, FieldDef> = { version: { type: 'number', integer: true, label: same('Version') } };
