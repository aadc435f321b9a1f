export { RichTextInput } from 'ra-input-rich-text';
export { EnumInput } from './EnumInput';
export { MoneyInput } from './MoneyInput';
export { MultilingualTextInput, pickText, type MultilingualTextInputProps } from './MultilingualTextInput';
