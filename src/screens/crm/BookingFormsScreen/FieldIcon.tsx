import ArrowDropDownCircleIcon from '@mui/icons-material/ArrowDropDownCircle';
import CakeIcon from '@mui/icons-material/Cake';
import EmailIcon from '@mui/icons-material/Email';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutline';
import EventIcon from '@mui/icons-material/Event';
import GroupsIcon from '@mui/icons-material/Groups';
import NotesIcon from '@mui/icons-material/Notes';
import PersonIcon from '@mui/icons-material/Person';
import PhoneIcon from '@mui/icons-material/Phone';
import ShoppingBasketIcon from '@mui/icons-material/ShoppingBasket';
import ShoppingCartIcon from '@mui/icons-material/ShoppingCart';
import TextFieldsIcon from '@mui/icons-material/TextFields';
import type { SvgIconComponent } from '@mui/icons-material';
import { useTranslate } from 'react-admin';
import { BOOKING_FIELD_TECHNICAL_TYPES, bookingFieldType } from '@/shared/crm/bookingFieldTypes';
import { text } from './texts';

/** The icons the field types name; AlertCircleIcon (unknown types) is MUI's ErrorOutline. */
const ICONS: Record<string, SvgIconComponent> = {
  PersonIcon,
  EmailIcon,
  PhoneIcon,
  CakeIcon,
  ShoppingCartIcon,
  ShoppingBasketIcon,
  GroupsIcon,
  EventIcon,
  NotesIcon,
  TextFieldsIcon,
  ArrowDropDownCircleIcon,
  AlertCircleIcon: ErrorOutlineIcon,
};

export function FieldIcon({ icon }: { icon: string }) {
  const Icon = ICONS[icon] ?? ErrorOutlineIcon;
  return <Icon color={icon === 'AlertCircleIcon' ? 'warning' : 'action'} aria-hidden />;
}

/** The translated name of a field type; an unknown type reads "Unknown field technical type". */
export function useFieldTypeName() {
  const translate = useTranslate();
  return (technicalType: string) => {
    const known = (BOOKING_FIELD_TECHNICAL_TYPES as string[]).includes(technicalType);
    return known ? translate(text(`fieldTypes.${technicalType}` as never), { _: bookingFieldType(technicalType).name }) : translate(text('fieldTypes.unknown'));
  };
}
