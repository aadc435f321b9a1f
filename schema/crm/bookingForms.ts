import { defineResource, type Label } from '../dsl';
import { BOOKING_FIELD_TECHNICAL_TYPES, type BookingFieldTechnicalType } from '../../src/shared/crm/bookingFieldTypes';
import { l } from './activation/labels';

const permission = 'vp.crm.bookingforms.view';
const write = 'vp.crm.bookingforms.edit';
const title = l('Booking forms', 'Bookingformularer', 'Bokningsformulär', 'Bookingskjemaer', 'Varauslomakkeet');
const label = l('Booking form', 'Bookingformular', 'Bokningsformulär', 'Bookingskjema', 'Varauslomake');

const fieldLabel = l('Label', 'Etiket', 'Etikett', 'Etikett', 'Nimike');
const required = l('Required', 'Påkrævet', 'Obligatorisk', 'Påkrevd', 'Pakollinen');
const options = l('Options', 'Valgmuligheder', 'Alternativ', 'Alternativer', 'Vaihtoehdot');
const option = l('Option', 'Valgmulighed', 'Alternativ', 'Alternativ', 'Vaihtoehto');
const products = l('Products', 'Produkter', 'Produkter', 'Produkter', 'Tuotteet');
const technicalType = l('Field type', 'Felttype', 'Fälttyp', 'Felttype', 'Kentän tyyppi');

/** A stored field: its technical type stays text, so a type this portal does not know is kept and shown as unknown. */
const field = {
  id: { type: 'text', maxLength: 64, label: l('Id', 'Id', 'Id', 'Id', 'Tunnus') },
  technicalType: { type: 'text', required: true, maxLength: 60, label: technicalType },
  label: { type: 'text', maxLength: 200, label: fieldLabel },
  required: { type: 'boolean', label: required },
  availableOptions: { type: 'list', maxItems: 100, of: { type: 'text', maxLength: 100, label: option }, label: options },
  productIds: { type: 'list', maxItems: 100, of: { type: 'reference', reference: 'bookingProducts', label: products }, label: products },
} as const;

/** What each field type is called in the form editor (the technical type is the stored value, never shown). */
const FIELD_TYPE_LABELS: Record<BookingFieldTechnicalType, Label> = {
  GuestFullName: l('Guest name', 'Gæstens navn', 'Gästens namn', 'Gjestens navn', 'Asiakkaan nimi'),
  GuestEmail: l('Guest email', 'Gæstens e-mail', 'Gästens e-post', 'Gjestens e-post', 'Asiakkaan sähköposti'),
  GuestPhone: l('Guest phone', 'Gæstens telefon', 'Gästens telefon', 'Gjestens telefon', 'Asiakkaan puhelin'),
  GuestBirthdate: l('Guest birthdate', 'Gæstens fødselsdato', 'Gästens födelsedatum', 'Gjestens fødselsdato', 'Asiakkaan syntymäpäivä'),
  Products: l('Product select', 'Valg af produkter', 'Val av produkter', 'Valg av produkter', 'Tuotteiden valinta'),
  ProductsSingle: l('Single product select', 'Valg af ét produkt', 'Val av en produkt', 'Valg av ett produkt', 'Yhden tuotteen valinta'),
  NumGuests: l('Number of guests', 'Antal gæster', 'Antal gäster', 'Antall gjester', 'Vierasmäärä'),
  ArrivalDate: l('Arrival date', 'Ankomstdato', 'Ankomstdatum', 'Ankomstdato', 'Saapumispäivä'),
  GeneralComments: l('General comments', 'Generelle kommentarer', 'Allmänna kommentarer', 'Generelle kommentarer', 'Yleiset kommentit'),
  DynamicText: l('Text dynamic', 'Dynamisk tekst', 'Dynamisk text', 'Dynamisk tekst', 'Dynaaminen teksti'),
  DynamicDropdown: l('Dropdown dynamic', 'Dynamisk rulleliste', 'Dynamisk rullista', 'Dynamisk nedtrekksliste', 'Dynaaminen pudotusvalikko'),
};

/** Booking forms: the fields a guest fills in to book, in order. Forms are not deleted (the specification's delete does nothing). */
export default defineResource({
  name: 'bookingForms',
  label,
  labelPlural: title,
  api: 'crm',
  recordRepresentation: 'formName',
  defaultSort: { field: 'formName', order: 'ASC' },
  enums: {
    bookingFieldType: { values: BOOKING_FIELD_TECHNICAL_TYPES.map((t) => ({ value: t, label: FIELD_TYPE_LABELS[t] })) },
  },
  fields: {
    formName: { type: 'text', required: true, maxLength: 200, search: 'prefix', show: ['list', 'form', 'detail'], label: l('Form name', 'Formularnavn', 'Formulärnamn', 'Skjemanavn', 'Lomakkeen nimi') },
    isActive: { type: 'boolean', default: true, show: ['list', 'form', 'detail'], label: l('Active', 'Aktiv', 'Aktiv', 'Aktiv', 'Aktiivinen') },
    fields: { type: 'list', maxItems: 50, of: { type: 'object', fields: field, label: l('Field', 'Felt', 'Fält', 'Felt', 'Kenttä') }, label: l('Fields', 'Felter', 'Fält', 'Felter', 'Kentät') },
  },
  actions: {
    listForms: { description: 'Every booking form, each field with its name, icon and kind.' },
    getForm: { description: 'One booking form, each field with its name, icon and kind.' },
    create: { description: 'Creates an empty booking form with a name.' },
    update: { description: 'Saves the name and the fields (order, labels, options; removed fields are gone) with a version check.' },
    newField: { description: 'Adds a field of a known type at the end of the form; a dropdown needs its options.' },
  },
  endpoints: {
    getList: { method: 'GET', path: '/BookingForms', permission, action: 'listForms', error: 'Unable to get booking forms' },
    getOne: { method: 'GET', path: '/BookingForms/{id}', permission, action: 'getForm', error: 'Unable to get booking form' },
    create: {
      method: 'POST',
      path: '/BookingForms',
      body: { fields: { formName: { type: 'text', required: true, maxLength: 200, label: l('Form name', 'Formularnavn', 'Formulärnamn', 'Skjemanavn', 'Lomakkeen nimi') } } },
      permission: write,
      action: 'create',
      error: 'Unable to create booking form',
    },
    update: { method: 'PUT', path: '/BookingForms', body: 'record', id: 'body:id', permission: write, action: 'update', error: 'Unable to update booking form' },
    newField: {
      method: 'POST',
      path: '/BookingForms/NewField/{id}',
      body: {
        fields: {
          technicalType: { type: 'enum', enum: 'bookingFieldType', required: true, label: technicalType },
          label: { type: 'text', maxLength: 200, label: fieldLabel },
          required: { type: 'boolean', label: required },
          availableOptions: { type: 'list', maxItems: 100, of: { type: 'text', maxLength: 100, label: option }, label: options },
          productIds: { type: 'list', maxItems: 100, of: { type: 'reference', reference: 'bookingProducts', label: products }, label: products },
          version: { type: 'number', integer: true, label: l('Version', 'Version', 'Version', 'Versjon', 'Versio') },
        },
      },
      permission: write,
      action: 'newField',
      error: 'Unable to add booking form field',
    },
  },
  routes: [
    { path: '/crm/booking-forms', service: 'crm', menuGroup: 3, title, sidebar: { group: 'booking', order: 200, icon: 'EventNote' }, permission, screen: 'BookingFormsScreen' },
  ],
});
