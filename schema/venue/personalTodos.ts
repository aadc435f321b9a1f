import { defineResource, type EnumDef } from '../dsl';
import { l, labels } from '../life/parts/common';

const permission = 'vp.vp.personaltodos.show';
const write = 'vp.vp.personaltodos.edit';
const title = l('To-dos', 'Gøremål', 'Att göra', 'Gjøremål', 'Tehtävät');

/** The roles personal to-dos are kept for (specification section 6). */
export const todoRoleEnum = {
  values: [
    { value: 'sm', label: l('Shift Manager', 'Vagtleder', 'Skiftledare', 'Skiftleder', 'Vuoropäällikkö') },
    { value: 'vm', label: l('Venue Manager', 'Daglig leder', 'Restaurangchef', 'Daglig leder', 'Ravintolapäällikkö') },
    { value: 'avm', label: l('Ass. Venue Manager', 'Assisterende daglig leder', 'Biträdande restaurangchef', 'Assisterende daglig leder', 'Apulaisravintolapäällikkö') },
    { value: 'svm', label: l('Snr. Venue Manager', 'Senior daglig leder', 'Senior restaurangchef', 'Senior daglig leder', 'Vanhempi ravintolapäällikkö') },
    { value: 'vm-test', label: l('Venue Manager (test)', 'Daglig leder (test)', 'Restaurangchef (test)', 'Daglig leder (test)', 'Ravintolapäällikkö (testi)') },
    { value: 'sm-test', label: l('Shift Manager (test)', 'Vagtleder (test)', 'Skiftledare (test)', 'Skiftleder (test)', 'Vuoropäällikkö (testi)') },
  ],
} satisfies EnumDef;

export const todoRoleParam = { in: 'path', type: 'enum', enum: 'todoRole' } as const;

const venueId = { type: 'reference', reference: 'venues', required: true, label: labels.venue } as const;
const role = { type: 'enum', enum: 'todoRole', required: true, label: l('Role', 'Rolle', 'Roll', 'Rolle', 'Rooli') } as const;
const categoryId = { type: 'reference', reference: 'personalTodoCategories', required: true, label: labels.category } as const;
const todoId = { type: 'reference', reference: 'personalTodos', required: true, label: l('To-do', 'Gøremål', 'Att göra', 'Gjøremål', 'Tehtävä') } as const;
const editable = {
  title: { type: 'text', required: true, maxLength: 200, label: labels.title },
  note: { type: 'text', multiline: true, maxLength: 2000, label: l('Note', 'Bemærkning', 'Anteckning', 'Notat', 'Muistiinpano') },
  flagged: { type: 'boolean', default: false, label: l('Flagged', 'Markeret', 'Flaggad', 'Flagget', 'Liputettu') },
  hasDueDate: { type: 'boolean', default: false, label: l('Has a due date', 'Har en forfaldsdato', 'Har ett förfallodatum', 'Har en frist', 'Määräpäivä') },
  startDate: { type: 'date', label: l('Due date', 'Forfaldsdato', 'Förfallodatum', 'Frist', 'Määräpäivä') },
} as const;
const index = (eng: string, dan: string, swe: string, nor: string, fin: string) => ({ type: 'number', integer: true, min: 0, required: true, label: l(eng, dan, swe, nor, fin) }) as const;

/** A user's own to-do at a venue, in one of their categories; its position orders it within the category. */
export default defineResource({
  name: 'personalTodos',
  label: l('To-do', 'Gøremål', 'Att göra', 'Gjøremål', 'Tehtävä'),
  labelPlural: title,
  api: 'main',
  recordRepresentation: 'title',
  defaultSort: { field: 'position', order: 'ASC' },
  scope: { venue: 'venueId' },
  indexes: [{ fields: ['categoryId', 'position'] }, { fields: ['ownerId', 'venueId', 'role'] }],
  enums: { todoRole: todoRoleEnum },
  fields: {
    ownerId: { type: 'reference', reference: 'users', readOnly: true, label: l('Owner', 'Ejer', 'Ägare', 'Eier', 'Omistaja') },
    venueId,
    categoryId,
    role,
    ...editable,
    completed: { type: 'boolean', default: false, label: l('Completed', 'Udført', 'Klar', 'Fullført', 'Valmis') },
    completedAt: { type: 'datetime', readOnly: true, label: l('Completed at', 'Udført', 'Klar', 'Fullført', 'Valmistunut') },
    meetingInstanceId: { type: 'reference', reference: 'meetingInstances', readOnly: true, label: l('From the meeting', 'Fra mødet', 'Från mötet', 'Fra møtet', 'Kokouksesta') },
    position: { type: 'number', integer: true, min: 0, readOnly: true, label: l('Position', 'Placering', 'Position', 'Plassering', 'Sijainti') },
  },
  actions: {
    listForRole: { description: "The caller's categories at the venue in the role, each with its to-dos in order." },
    getTodo: { description: "One of the caller's to-dos." },
    createTodo: { description: 'Adds a to-do at the end of one of the caller\'s categories.' },
    updateTodo: { description: 'Changes a to-do (version-checked); moving it to another category puts it at the end there.' },
    deleteTodo: { description: 'Deletes a to-do and closes the gap in its category\'s order.' },
    setCompleted: { description: 'Marks a to-do completed or not, recording when.' },
    reorder: { description: 'Moves a to-do from oldIndex to newIndex within its category; refused if the order changed meanwhile.' },
  },
  endpoints: {
    listForRole: {
      method: 'GET',
      path: '/PersonalTodos/{venueId}/{role}',
      params: { venueId: { in: 'path', type: 'string', from: 'activeVenue' }, role: { in: 'path', type: 'enum', enum: 'todoRole' } },
      permission,
      scope: { venue: 'path:venueId' },
      action: 'listForRole',
      error: 'Unable to get todos',
    },
    getTodo: {
      method: 'GET',
      path: '/PersonalTodos/{venueId}/{role}/{categoryId}/{todoId}',
      params: { role: { in: 'path', type: 'enum', enum: 'todoRole' } },
      permission,
      scope: { venue: 'path:venueId' },
      action: 'getTodo',
      error: 'Unable to get todo',
    },
    createTodo: {
      method: 'POST',
      path: '/PersonalTodos',
      body: { fields: { venueId, categoryId, role, ...editable } },
      permission: write,
      scope: { venue: 'body:venueId' },
      action: 'createTodo',
      error: 'Unable to create personal todo',
    },
    update: {
      method: 'PUT',
      path: '/PersonalTodos',
      body: 'record',
      id: 'body:id',
      permission: write,
      scope: { venue: ['record', 'body:venueId'] },
      action: 'updateTodo',
      error: 'Unable to update todo',
    },
    deleteTodo: {
      method: 'DELETE',
      path: '/PersonalTodos/{venueId}/{role}/{categoryId}/{todoId}',
      params: { role: { in: 'path', type: 'enum', enum: 'todoRole' } },
      permission: write,
      scope: { venue: 'path:venueId' },
      action: 'deleteTodo',
      error: 'Unable to delete todo',
    },
    setCompleted: {
      method: 'PUT',
      path: '/PersonalTodos/Completed',
      body: { fields: { id: todoId, venueId, role, categoryId, completed: { type: 'boolean', required: true, label: l('Completed', 'Udført', 'Klar', 'Fullført', 'Valmis') } } },
      permission: write,
      scope: { venue: 'body:venueId' },
      action: 'setCompleted',
      error: 'Unable to update todo',
    },
    reorder: {
      method: 'PUT',
      path: '/PersonalTodos/Order',
      body: {
        fields: {
          id: todoId,
          role,
          venueId,
          categoryId,
          oldIndex: index('Old position', 'Gammel placering', 'Gammal position', 'Gammel plassering', 'Vanha sijainti'),
          newIndex: index('New position', 'Ny placering', 'Ny position', 'Ny plassering', 'Uusi sijainti'),
        },
      },
      permission: write,
      scope: { venue: 'body:venueId' },
      action: 'reorder',
      error: 'Unable to reorder todos',
    },
  },
  routes: [
    {
      path: '/vp/todos',
      service: 'venue',
      menuGroup: 0,
      title,
      sidebar: { group: 'operations', order: 30, icon: 'Checklist' },
      permission,
      screen: 'PersonalTodosScreen',
    },
  ],
});
