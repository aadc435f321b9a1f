import { SelectInput, useTranslate, type SelectInputProps } from 'react-admin';
import { enumChoices, enumLabelKey, type EnumKey } from '../enums';

/** A select over an enum's values; an enum whose values include '' offers that one as the empty choice. */
export function EnumInput({ enumKey, ...props }: SelectInputProps & { source: string; enumKey: EnumKey }) {
  const translate = useTranslate();
  const choices = enumChoices(enumKey);
  const hasEmpty = choices.some((c) => c.id === '');
  return <SelectInput {...props} choices={choices.filter((c) => c.id !== '')} emptyText={hasEmpty ? translate(enumLabelKey(enumKey, '')) : props.emptyText} />;
}
