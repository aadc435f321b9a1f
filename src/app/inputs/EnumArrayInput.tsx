import { SelectArrayInput, type SelectArrayInputProps } from 'react-admin';
import { enumChoices, type EnumKey } from '../enums';

/** Several values of one enum (a list field of enum values), picked from a multiple select. */
export function EnumArrayInput({ enumKey, ...props }: SelectArrayInputProps & { source: string; enumKey: EnumKey }) {
  return <SelectArrayInput {...props} choices={enumChoices(enumKey).filter((c) => c.id !== '')} />;
}
