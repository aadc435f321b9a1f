export { PortalRichTextInput as RichTextInput } from './PortalRichTextInput';
export { EnumArrayInput } from './EnumArrayInput';
export { EnumInput } from './EnumInput';
export { MoneyInput } from './MoneyInput';
export { MultilingualTextInput, pickText, type MultilingualTextInputProps } from './MultilingualTextInput';
