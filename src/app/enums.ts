import { ENUMS, type EnumKey, type EnumValue } from '@generated/shared/enums';

export type { EnumKey };

/** The i18n key of an enum value's label; the empty value is keyed `_`. */
export function enumLabelKey(enumKey: EnumKey, value: string | number): string {
  return `enums.${enumKey}.${value === '' ? '_' : value}`;
}

export function enumValues(enumKey: EnumKey): EnumValue[] {
  return ENUMS[enumKey];
}

/** react-admin choices whose names are i18n keys (react-admin translates them). */
export function enumChoices(enumKey: EnumKey): { id: string | number; name: string }[] {
  return enumValues(enumKey).map((v) => ({ id: v.value, name: enumLabelKey(enumKey, v.value) }));
}
