export { ColorField } from './ColorField';
export { EnumField } from './EnumField';
export { FormattedDateField } from './FormattedDateField';
export { ListValuesField } from './ListValuesField';
export { MoneyField } from './MoneyField';
export { MultilingualField } from './MultilingualField';
export { ObjectField } from './ObjectField';
export { RichTextField } from 'react-admin';
