import { ENUMS, type EnumValue } from '@generated/shared/enums';

/** The i18n key of an enum value's label; the empty value is keyed `_`. */
export function enumLabelKey(enumKey: string, value: string | number): string {
  return `enums.${enumKey}.${value === '' ? '_' : value}`;
}

export function enumValues(enumKey: string): EnumValue[] {
  const values = ENUMS[enumKey];
  if (!values) throw new Error(`Unknown enum ${enumKey}`);
  return values;
}

/** react-admin choices whose names are i18n keys (react-admin translates them). */
export function enumChoices(enumKey: string): { id: string | number; name: string }[] {
  return enumValues(enumKey).map((v) => ({ id: v.value, name: enumLabelKey(enumKey, v.value) }));
}
