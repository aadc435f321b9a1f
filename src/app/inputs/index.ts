export { RichTextInput } from 'ra-input-rich-text';
export { EnumArrayInput } from './EnumArrayInput';
export { EnumInput } from './EnumInput';
export { MoneyInput } from './MoneyInput';
export { MultilingualTextInput, pickText, type MultilingualTextInputProps } from './MultilingualTextInput';
