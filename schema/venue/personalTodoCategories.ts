import { defineResource } from '../dsl';
import { l, labels } from '../life/parts/common';
import { todoRoleEnum, todoRoleParam } from './personalTodos';

const write = 'vp.vp.personaltodos.edit';

const name = { type: 'text', required: true, maxLength: 60, label: labels.name } as const;
const icon = { type: 'enum', enum: 'icon', required: true, label: l('Icon', 'Ikon', 'Ikon', 'Ikon', 'Kuvake') } as const;
const color = { type: 'text', format: 'color', required: true, label: l('Colour', 'Farve', 'Färg', 'Farge', 'Väri') } as const;
const venueId = { type: 'reference', reference: 'venues', required: true, label: labels.venue } as const;
const role = { type: 'enum', enum: 'todoRole', required: true, label: l('Role', 'Rolle', 'Roll', 'Rolle', 'Rooli') } as const;

/** A user's own group of to-dos at a venue in one of their roles, with a name, an icon and a colour. */
export default defineResource({
  name: 'personalTodoCategories',
  label: l('To-do category', 'Gøremålskategori', 'Att göra-kategori', 'Gjøremålskategori', 'Tehtäväluokka'),
  labelPlural: l('To-do categories', 'Gøremålskategorier', 'Att göra-kategorier', 'Gjøremålskategorier', 'Tehtäväluokat'),
  api: 'main',
  recordRepresentation: 'name',
  defaultSort: { field: 'createdAt', order: 'ASC' },
  scope: { venue: 'venueId' },
  indexes: [{ fields: ['ownerId', 'venueId', 'role'] }],
  enums: {
    todoRole: todoRoleEnum,
    icon: {
      values: [
        { value: 'List', label: l('List', 'Liste', 'Lista', 'Liste', 'Lista') },
        { value: 'Star', label: l('Star', 'Stjerne', 'Stjärna', 'Stjerne', 'Tähti') },
        { value: 'ShoppingCart', label: l('Shopping', 'Indkøb', 'Inköp', 'Innkjøp', 'Ostokset') },
        { value: 'LocalBar', label: l('Bar', 'Bar', 'Bar', 'Bar', 'Baari') },
        { value: 'Restaurant', label: l('Kitchen', 'Køkken', 'Kök', 'Kjøkken', 'Keittiö') },
        { value: 'Build', label: l('Maintenance', 'Vedligeholdelse', 'Underhåll', 'Vedlikehold', 'Kunnossapito') },
        { value: 'CleaningServices', label: l('Cleaning', 'Rengøring', 'Städning', 'Rengjøring', 'Siivous') },
        { value: 'People', label: l('Staff', 'Personale', 'Personal', 'Ansatte', 'Henkilökunta') },
        { value: 'Event', label: l('Events', 'Arrangementer', 'Evenemang', 'Arrangementer', 'Tapahtumat') },
        { value: 'Inventory', label: l('Stock', 'Lager', 'Lager', 'Lager', 'Varasto') },
        { value: 'Campaign', label: l('Marketing', 'Markedsføring', 'Marknadsföring', 'Markedsføring', 'Markkinointi') },
        { value: 'Lightbulb', label: l('Ideas', 'Idéer', 'Idéer', 'Ideer', 'Ideat') },
      ],
    },
  },
  fields: {
    ownerId: { type: 'reference', reference: 'users', readOnly: true, label: l('Owner', 'Ejer', 'Ägare', 'Eier', 'Omistaja') },
    venueId,
    role,
    name,
    icon,
    color,
  },
  actions: {
    createCategory: { description: "Creates a category of the caller's to-dos at a venue, in a to-do role the caller holds there." },
    updateCategory: { description: "Renames a category or changes its icon or colour (the caller's own, version-checked)." },
    deleteCategory: { description: 'Deletes one of the caller\'s categories with its to-dos.' },
  },
  endpoints: {
    createCategory: {
      method: 'POST',
      path: '/PersonalTodos/Category',
      body: { fields: { venueId, role, name, icon, color } },
      permission: write,
      scope: { venue: 'body:venueId' },
      action: 'createCategory',
      error: 'Unable to create todo category',
    },
    update: {
      method: 'PUT',
      path: '/PersonalTodos/Category',
      body: 'record',
      id: 'body:id',
      permission: write,
      scope: { venue: ['record', 'body:venueId'] },
      action: 'updateCategory',
      error: 'Unable to update todo category',
    },
    deleteCategory: {
      method: 'DELETE',
      path: '/PersonalTodos/Category/{venueId}/{role}/{categoryId}',
      params: { role: todoRoleParam },
      permission: write,
      scope: { venue: 'path:venueId' },
      action: 'deleteCategory',
      error: 'Unable to delete todo category',
    },
  },
});
