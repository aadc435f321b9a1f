import { SelectArrayInput, type SelectArrayInputProps } from 'react-admin';
import { enumChoices } from '../enums';

/** Several values of one enum (a list field of an enum), picked from its translated labels. */
export function EnumArrayInput({ enumKey, ...props }: SelectArrayInputProps & { source: string; enumKey: string }) {
  return <SelectArrayInput {...props} choices={enumChoices(enumKey).filter((c) => c.id !== '')} />;
}
