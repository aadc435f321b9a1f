import { defineResource } from '../dsl';

const l = (eng: string, dan: string, swe: string, nor: string, fin: string) => ({ eng, dan, swe, nor, fin });

const permission = 'vp.crm.engagemessenger.view';
const write = 'vp.crm.engagemessenger.edit';
const conversationId = { type: 'reference', reference: 'messengerConversations', required: true, label: l('Conversation', 'Samtale', 'Konversation', 'Samtale', 'Keskustelu') } as const;
const byConversation = { id: 'body:conversationId', permission: write, scope: { venue: 'record' } } as const;

/**
 * Conversations of the social messenger inbox (Facebook and Instagram) per venue. Status OPEN is open, any other value
 * closed. Assignee, status and guest changes add a system message.
 */
export default defineResource({
  name: 'messengerConversations',
  label: l('Messenger conversation', 'Messenger-samtale', 'Messenger-konversation', 'Messenger-samtale', 'Messenger-keskustelu'),
  labelPlural: l('Messenger', 'Messenger', 'Messenger', 'Messenger', 'Messenger'),
  api: 'crm',
  defaultSort: { field: 'lastMessageAt', order: 'DESC' },
  scope: { venue: 'venueId' },
  indexes: [{ fields: ['venueId', 'lastMessageAt'] }],
  fields: {
    venueId: { type: 'reference', reference: 'venues', required: true, label: l('Venue', 'Sted', 'Restaurang', 'Sted', 'Ravintola') },
    identityId: { type: 'reference', reference: 'messengerIdentities', label: l('Page', 'Side', 'Sida', 'Side', 'Sivu') },
    psid: { type: 'text', required: true, maxLength: 60, label: l('Sender id', 'Afsender-id', 'Avsändar-id', 'Avsender-id', 'Lähettäjän tunnus') },
    contactName: { type: 'text', maxLength: 120, label: l('Name', 'Navn', 'Namn', 'Navn', 'Nimi') },
    guestId: { type: 'reference', reference: 'guestProfiles', readOnly: true, label: l('Guest', 'Gæst', 'Gäst', 'Gjest', 'Asiakas') },
    assignee: { type: 'reference', reference: 'users', readOnly: true, label: l('Assignee', 'Ansvarlig', 'Ansvarig', 'Ansvarlig', 'Vastuuhenkilö') },
    status: { type: 'text', readOnly: true, maxLength: 20, default: 'OPEN', label: l('Status', 'Status', 'Status', 'Status', 'Tila') },
    isOpen: { type: 'boolean', readOnly: true, default: true, label: l('Open', 'Åben', 'Öppen', 'Åpen', 'Avoin') },
    topics: { type: 'list', readOnly: true, of: { type: 'text', maxLength: 40, label: l('Topic', 'Emne', 'Ämne', 'Emne', 'Aihe') }, label: l('Topics', 'Emner', 'Ämnen', 'Emner', 'Aiheet') },
    unreadCount: { type: 'number', integer: true, readOnly: true, default: 0, label: l('Unread', 'Ulæste', 'Olästa', 'Uleste', 'Lukemattomat') },
    lastMessageAt: { type: 'datetime', readOnly: true, label: l('Last message', 'Seneste besked', 'Senaste meddelande', 'Siste melding', 'Viimeisin viesti') },
    messages: {
      type: 'list',
      readOnly: true,
      of: {
        type: 'object',
        fields: {
          id: { type: 'text', required: true, label: l('Id', 'Id', 'Id', 'Id', 'Tunnus') },
          text: { type: 'text', required: true, label: l('Text', 'Tekst', 'Text', 'Tekst', 'Teksti') },
          fromGuest: { type: 'boolean', required: true, label: l('From the guest', 'Fra gæsten', 'Från gästen', 'Fra gjesten', 'Asiakkaalta') },
          isSystemMessage: { type: 'boolean', required: true, label: l('System message', 'Systembesked', 'Systemmeddelande', 'Systemmelding', 'Järjestelmäviesti') },
          sentAt: { type: 'datetime', required: true, label: l('Sent', 'Sendt', 'Skickat', 'Sendt', 'Lähetetty') },
          senderName: { type: 'text', label: l('Sender', 'Afsender', 'Avsändare', 'Avsender', 'Lähettäjä') },
          senderUserId: { type: 'reference', reference: 'users', label: l('Sent by', 'Sendt af', 'Skickat av', 'Sendt av', 'Lähettäjä') },
        },
        label: l('Message', 'Besked', 'Meddelande', 'Melding', 'Viesti'),
      },
      label: l('Messages', 'Beskeder', 'Meddelanden', 'Meldinger', 'Viestit'),
    },
  },
  actions: {
    list: { description: 'Conversations of the venues asked for (all the user may see when none), newest first, with their messages.' },
    send: { description: 'Sends a reply to the guest in a conversation.' },
    setAssignee: { description: 'Assigns the conversation to a user with the permission at its venue, or to nobody; adds a system message.' },
    setStatus: { description: 'Sets the status (OPEN is open, anything else closed); adds a system message.' },
    setTopic: { description: 'Adds a topic to the conversation, or removes it with remove: true.' },
    attachGuest: { description: 'Links a guest profile of the venue\'s country to the conversation; adds a system message.' },
    detachGuest: { description: 'Unlinks the guest profile; adds a system message.' },
    assignees: { description: 'The colleagues who may be assigned a conversation at the venue: those who can work its inbox there, by name.' },
    negotiate: { description: 'The realtime hub address for messenger updates.' },
  },
  endpoints: {
    getList: {
      method: 'GET',
      path: '/EngageMessenger',
      params: {
        venueIds: { in: 'query', type: 'string', repeated: true },
        status: { in: 'query', type: 'string' },
        assignee: { in: 'query', type: 'string' },
        isOpen: { in: 'query', type: 'boolean' },
        conversationId: { in: 'query', type: 'string' },
      },
      permission,
      action: 'list',
      error: 'Unable to get conversations',
    },
    send: { method: 'POST', path: '/EngageMessenger', body: { fields: { conversationId, text: { type: 'text', required: true, multiline: true, maxLength: 2000, label: l('Message', 'Besked', 'Meddelande', 'Melding', 'Viesti') } } }, ...byConversation, action: 'send', error: 'Unable to send message' },
    setAssignee: { method: 'POST', path: '/EngageMessenger/Assignee', body: { fields: { conversationId, assignee: { type: 'reference', reference: 'users', label: l('Assignee', 'Ansvarlig', 'Ansvarig', 'Ansvarlig', 'Vastuuhenkilö') } } }, ...byConversation, action: 'setAssignee', error: 'Unable to update assignee' },
    setStatus: { method: 'POST', path: '/EngageMessenger/Status', body: { fields: { conversationId, status: { type: 'text', required: true, maxLength: 20, pattern: '^[A-Z_]+$', label: l('Status', 'Status', 'Status', 'Status', 'Tila') } } }, ...byConversation, action: 'setStatus', error: 'Unable to update status' },
    setTopic: {
      method: 'POST',
      path: '/EngageMessenger/Topic',
      body: { fields: { conversationId, topic: { type: 'text', required: true, maxLength: 40, label: l('Topic', 'Emne', 'Ämne', 'Emne', 'Aihe') }, remove: { type: 'boolean', label: l('Remove', 'Fjern', 'Ta bort', 'Fjern', 'Poista') } } },
      ...byConversation,
      action: 'setTopic',
      error: 'Unable to update topic',
    },
    attachGuest: { method: 'POST', path: '/EngageMessenger/GuestProfile', body: { fields: { conversationId, guestId: { type: 'reference', reference: 'guestProfiles', required: true, label: l('Guest', 'Gæst', 'Gäst', 'Gjest', 'Asiakas') } } }, ...byConversation, action: 'attachGuest', error: 'Unable to attach guest' },
    detachGuest: { method: 'POST', path: '/EngageMessenger/GuestProfile/Detach', body: { fields: { conversationId } }, ...byConversation, action: 'detachGuest', error: 'Unable to detach guest' },
    assignees: { method: 'GET', path: '/EngageMessenger/Assignees', params: { venueId: { in: 'query', type: 'string', required: true } }, permission, scope: { venue: 'query:venueId' }, action: 'assignees', error: 'Unable to get assignees' },
    negotiate: { method: 'GET', path: '/EngageMessenger/negotiate', permission, action: 'negotiate', error: 'Unable to negotiate pubsub url' },
  },
  routes: [
    {
      path: '/crm/engage/messenger',
      service: 'crm',
      menuGroup: 3,
      title: l('Messenger', 'Messenger', 'Messenger', 'Messenger', 'Messenger'),
      sidebar: { group: 'engage', order: 110, icon: 'Forum' },
      permission,
      screen: 'MessengerInboxScreen',
    },
  ],
});
