import { defineResource } from '../dsl';

const l = (eng: string, dan: string, swe: string, nor: string, fin: string) => ({ eng, dan, swe, nor, fin });

const permission = 'vp.crm.engageemail.view';
const write = 'vp.crm.engageemail.edit';
const conversationId = { type: 'reference', reference: 'emailConversations', required: true, label: l('Conversation', 'Samtale', 'Konversation', 'Samtale', 'Keskustelu') } as const;
const byConversation = { id: 'body:conversationId', permission: write, scope: { venue: 'record' } } as const;

/**
 * Threads of the email inbox, synchronised from the venues' mailboxes. Folders inbox and spam; the default label is
 * private. Status OPEN is open, any other value closed. Assignee, status and guest changes add a system message.
 */
export default defineResource({
  name: 'emailConversations',
  label: l('Email conversation', 'E-mailsamtale', 'E-postkonversation', 'E-postsamtale', 'Sähköpostikeskustelu'),
  labelPlural: l('Email', 'E-mail', 'E-post', 'E-post', 'Sähköposti'),
  api: 'crm',
  defaultSort: { field: 'lastMessageAt', order: 'DESC' },
  scope: { venue: 'venueId' },
  indexes: [{ fields: ['venueId', 'mailFolder', 'lastMessageAt'] }, { fields: ['threadId'] }],
  enums: {
    mailFolder: {
      values: [
        { value: 'inbox', label: l('Inbox', 'Indbakke', 'Inkorg', 'Innboks', 'Saapuneet') },
        { value: 'spam', label: l('Spam', 'Spam', 'Skräppost', 'Søppelpost', 'Roskaposti') },
      ],
    },
  },
  fields: {
    venueId: { type: 'reference', reference: 'venues', required: true, label: l('Venue', 'Sted', 'Restaurang', 'Sted', 'Ravintola') },
    syncEmail: { type: 'text', format: 'email', required: true, maxLength: 200, label: l('Mailbox', 'Postkasse', 'Brevlåda', 'Postkasse', 'Postilaatikko') },
    threadId: { type: 'text', required: true, maxLength: 120, label: l('Thread', 'Tråd', 'Tråd', 'Tråd', 'Ketju') },
    subject: { type: 'text', maxLength: 300, label: l('Subject', 'Emne', 'Ämne', 'Emne', 'Aihe') },
    contactEmail: { type: 'text', maxLength: 200, label: l('From', 'Fra', 'Från', 'Fra', 'Lähettäjä') },
    contactName: { type: 'text', maxLength: 120, label: l('Name', 'Navn', 'Namn', 'Navn', 'Nimi') },
    guestId: { type: 'reference', reference: 'guestProfiles', readOnly: true, label: l('Guest', 'Gæst', 'Gäst', 'Gjest', 'Asiakas') },
    assignee: { type: 'reference', reference: 'users', readOnly: true, label: l('Assignee', 'Ansvarlig', 'Ansvarig', 'Ansvarlig', 'Vastuuhenkilö') },
    status: { type: 'text', readOnly: true, maxLength: 20, default: 'OPEN', label: l('Status', 'Status', 'Status', 'Status', 'Tila') },
    isOpen: { type: 'boolean', readOnly: true, default: true, label: l('Open', 'Åben', 'Öppen', 'Åpen', 'Avoin') },
    topics: { type: 'list', readOnly: true, of: { type: 'text', maxLength: 40, label: l('Topic', 'Emne', 'Ämne', 'Emne', 'Aihe') }, label: l('Topics', 'Emner', 'Ämnen', 'Emner', 'Aiheet') },
    mailFolder: { type: 'enum', enum: 'mailFolder', default: 'inbox', readOnly: true, label: l('Folder', 'Mappe', 'Mapp', 'Mappe', 'Kansio') },
    labels: { type: 'list', readOnly: true, of: { type: 'text', maxLength: 40, label: l('Label', 'Etiket', 'Etikett', 'Etikett', 'Tunniste') }, label: l('Labels', 'Etiketter', 'Etiketter', 'Etiketter', 'Tunnisteet') },
    unreadCount: { type: 'number', integer: true, readOnly: true, default: 0, label: l('Unread', 'Ulæste', 'Olästa', 'Uleste', 'Lukemattomat') },
    lastMessageAt: { type: 'datetime', readOnly: true, label: l('Last message', 'Seneste besked', 'Senaste meddelande', 'Siste melding', 'Viimeisin viesti') },
    messages: {
      type: 'list',
      readOnly: true,
      of: {
        type: 'object',
        fields: {
          id: { type: 'text', required: true, label: l('Message id', 'Besked-id', 'Meddelande-id', 'Meldings-id', 'Viestin tunnus') },
          from: { type: 'text', required: true, label: l('From', 'Fra', 'Från', 'Fra', 'Lähettäjä') },
          to: { type: 'list', of: { type: 'text', label: l('To', 'Til', 'Till', 'Til', 'Vastaanottaja') }, label: l('To', 'Til', 'Till', 'Til', 'Vastaanottaja') },
          cc: { type: 'list', of: { type: 'text', label: l('Cc', 'Cc', 'Kopia', 'Kopi', 'Kopio') }, label: l('Cc', 'Cc', 'Kopia', 'Kopi', 'Kopio') },
          subject: { type: 'text', label: l('Subject', 'Emne', 'Ämne', 'Emne', 'Aihe') },
          html: { type: 'richText', required: true, label: l('Text', 'Tekst', 'Text', 'Tekst', 'Teksti') },
          fromGuest: { type: 'boolean', required: true, label: l('From the guest', 'Fra gæsten', 'Från gästen', 'Fra gjesten', 'Asiakkaalta') },
          isSystemMessage: { type: 'boolean', required: true, label: l('System message', 'Systembesked', 'Systemmeddelande', 'Systemmelding', 'Järjestelmäviesti') },
          sentAt: { type: 'datetime', required: true, label: l('Sent', 'Sendt', 'Skickat', 'Sendt', 'Lähetetty') },
          senderUserId: { type: 'reference', reference: 'users', label: l('Sent by', 'Sendt af', 'Skickat av', 'Sendt av', 'Lähettäjä') },
          attachments: {
            type: 'list',
            of: {
              type: 'object',
              fields: {
                fileName: { type: 'text', required: true, label: l('File', 'Fil', 'Fil', 'Fil', 'Tiedosto') },
                contentType: { type: 'text', required: true, label: l('Content type', 'Indholdstype', 'Innehållstyp', 'Innholdstype', 'Sisältötyyppi') },
                size: { type: 'number', integer: true, required: true, label: l('Size', 'Størrelse', 'Storlek', 'Størrelse', 'Koko') },
                mediaId: { type: 'text', required: true, label: l('File id', 'Fil-id', 'Fil-id', 'Fil-id', 'Tiedoston tunnus') },
              },
              label: l('Attachment', 'Vedhæftning', 'Bilaga', 'Vedlegg', 'Liite'),
            },
            label: l('Attachments', 'Vedhæftninger', 'Bilagor', 'Vedlegg', 'Liitteet'),
          },
        },
        label: l('Message', 'Besked', 'Meddelande', 'Melding', 'Viesti'),
      },
      label: l('Messages', 'Beskeder', 'Meddelanden', 'Meldinger', 'Viestit'),
    },
  },
  actions: {
    list: { description: 'Threads of the venues asked for (all the user may see when none) in a folder (default inbox), optionally with a label, newest first.' },
    assignees: { description: 'The colleagues who may be assigned a thread at the venue: those who can work its inbox there, by name.' },
    negotiate: { description: 'The realtime hub address for email inbox updates.' },
    replyOptions: { description: "What a reply in the thread can be sent from (the mailbox and its aliases) and the venue's signature it gets." },
    reply: { description: "Replies in a thread from the venue's mailbox or one of its aliases; the text is sanitised and the venue's signature appended." },
    downloadAttachment: { description: 'Sends an attachment of a message of a synchronised mailbox, to a user with the permission at its venue.' },
    setAssignee: { description: 'Assigns the thread to a user with the permission at its venue, or to nobody; adds a system message.' },
    setStatus: { description: 'Sets the status (OPEN is open, anything else closed); adds a system message.' },
    setTopic: { description: 'Adds a topic to the thread, or removes it with remove: true.' },
    attachGuest: { description: "Links a guest profile of the venue's country to the thread; adds a system message." },
    detachGuest: { description: 'Unlinks the guest profile; adds a system message.' },
  },
  endpoints: {
    getList: {
      method: 'GET',
      path: '/EngageEmail',
      params: {
        venueIds: { in: 'query', type: 'string', repeated: true },
        folder: { in: 'query', type: 'enum', enum: 'mailFolder' },
        label: { in: 'query', type: 'string' },
        status: { in: 'query', type: 'string' },
        assignee: { in: 'query', type: 'string' },
        isOpen: { in: 'query', type: 'boolean' },
        conversationId: { in: 'query', type: 'string' },
      },
      permission,
      action: 'list',
      error: 'Unable to get email conversations',
    },
    assignees: { method: 'GET', path: '/EngageEmail/Assignees', params: { venueId: { in: 'query', type: 'string', required: true } }, permission, scope: { venue: 'query:venueId' }, action: 'assignees', error: 'Unable to get assignees' },
    negotiate: { method: 'GET', path: '/EngageEmail/negotiate', permission, action: 'negotiate', error: 'Unable to negotiate pubsub url' },
    replyOptions: {
      method: 'GET',
      path: '/EngageEmail/ReplyOptions',
      params: { conversationId: { in: 'query', type: 'string', required: true } },
      id: 'query:conversationId',
      permission,
      scope: { venue: 'record' },
      action: 'replyOptions',
      error: 'Unable to get reply options',
    },
    reply: {
      method: 'POST',
      path: '/EngageEmail/reply',
      body: {
        fields: {
          conversationId,
          from: { type: 'text', format: 'email', maxLength: 200, label: l('From', 'Fra', 'Från', 'Fra', 'Lähettäjä') },
          html: { type: 'richText', required: true, label: l('Text', 'Tekst', 'Text', 'Tekst', 'Teksti') },
          cc: { type: 'list', maxItems: 20, of: { type: 'text', format: 'email', label: l('Cc', 'Cc', 'Kopia', 'Kopi', 'Kopio') }, label: l('Cc', 'Cc', 'Kopia', 'Kopi', 'Kopio') },
        },
      },
      ...byConversation,
      action: 'reply',
      error: 'Unable to send message',
    },
    downloadAttachment: {
      method: 'POST', access: 'read',
      path: '/EngageEmail/attachment/download',
      body: {
        fields: {
          venueMail: { type: 'text', format: 'email', required: true, label: l('Mailbox', 'Postkasse', 'Brevlåda', 'Postkasse', 'Postilaatikko') },
          messageId: { type: 'text', required: true, maxLength: 200, label: l('Message id', 'Besked-id', 'Meddelande-id', 'Meldings-id', 'Viestin tunnus') },
          fileName: { type: 'text', required: true, maxLength: 255, label: l('File', 'Fil', 'Fil', 'Fil', 'Tiedosto') },
        },
      },
      permission,
      action: 'downloadAttachment',
      returns: 'file',
      error: 'Unable to download attachment',
    },
    setAssignee: { method: 'POST', path: '/EngageEmail/Assignee', body: { fields: { conversationId, assignee: { type: 'reference', reference: 'users', label: l('Assignee', 'Ansvarlig', 'Ansvarig', 'Ansvarlig', 'Vastuuhenkilö') } } }, ...byConversation, action: 'setAssignee', error: 'Unable to update assignee' },
    setStatus: { method: 'POST', path: '/EngageEmail/Status', body: { fields: { conversationId, status: { type: 'text', required: true, maxLength: 20, pattern: '^[A-Z_]+$', label: l('Status', 'Status', 'Status', 'Status', 'Tila') } } }, ...byConversation, action: 'setStatus', error: 'Unable to update status' },
    setTopic: {
      method: 'POST',
      path: '/EngageEmail/Topic',
      body: { fields: { conversationId, topic: { type: 'text', required: true, maxLength: 40, label: l('Topic', 'Emne', 'Ämne', 'Emne', 'Aihe') }, remove: { type: 'boolean', label: l('Remove', 'Fjern', 'Ta bort', 'Fjern', 'Poista') } } },
      ...byConversation,
      action: 'setTopic',
      error: 'Unable to update topic',
    },
    attachGuest: { method: 'POST', path: '/EngageEmail/GuestProfile', body: { fields: { conversationId, guestId: { type: 'reference', reference: 'guestProfiles', required: true, label: l('Guest', 'Gæst', 'Gäst', 'Gjest', 'Asiakas') } } }, ...byConversation, action: 'attachGuest', error: 'Unable to attach guest' },
    detachGuest: { method: 'POST', path: '/EngageEmail/GuestProfile/Detach', body: { fields: { conversationId } }, ...byConversation, action: 'detachGuest', error: 'Unable to detach guest' },
  },
  routes: [
    {
      path: '/crm/engage/email',
      service: 'crm',
      menuGroup: 3,
      title: l('Email', 'E-mail', 'E-post', 'E-post', 'Sähköposti'),
      sidebar: { group: 'engage', order: 120, icon: 'Email' },
      permission,
      screen: 'EmailInboxScreen',
    },
  ],
});
