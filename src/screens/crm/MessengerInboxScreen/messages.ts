import type { MessageShape } from '@/i18n/shape';

const eng = {
  intro: 'Conversations from the venues’ Facebook and Instagram pages. Live updates come with the full inbox.',
  list: 'Conversations',
  empty: 'No conversations.',
  pick: 'Choose a conversation to read it.',
  unnamed: 'Guest',
  unread: '%{count} unread',
  open: 'Open',
  closed: 'Closed',
  system: 'System',
  reply: 'Reply',
  send: 'Send',
  sent: 'Message sent',
  close: 'Close conversation',
  reopen: 'Reopen conversation',
  refresh: 'Refresh',
};

const dan: MessageShape<typeof eng> = {
  intro: 'Samtaler fra venuernes Facebook- og Instagram-sider. Live-opdateringer kommer med den fulde indbakke.',
  list: 'Samtaler',
  empty: 'Ingen samtaler.',
  pick: 'Vælg en samtale for at læse den.',
  unnamed: 'Gæst',
  unread: '%{count} ulæste',
  open: 'Åben',
  closed: 'Lukket',
  system: 'System',
  reply: 'Svar',
  send: 'Send',
  sent: 'Beskeden er sendt',
  close: 'Luk samtalen',
  reopen: 'Genåbn samtalen',
  refresh: 'Opdater',
};

const swe: MessageShape<typeof eng> = {
  intro: 'Konversationer från venuernas Facebook- och Instagramsidor. Liveuppdateringar kommer med den fullständiga inkorgen.',
  list: 'Konversationer',
  empty: 'Inga konversationer.',
  pick: 'Välj en konversation för att läsa den.',
  unnamed: 'Gäst',
  unread: '%{count} olästa',
  open: 'Öppen',
  closed: 'Stängd',
  system: 'System',
  reply: 'Svara',
  send: 'Skicka',
  sent: 'Meddelandet är skickat',
  close: 'Stäng konversationen',
  reopen: 'Öppna konversationen igen',
  refresh: 'Uppdatera',
};

const nor: MessageShape<typeof eng> = {
  intro: 'Samtaler fra venuenes Facebook- og Instagram-sider. Sanntidsoppdateringer kommer med den fullstendige innboksen.',
  list: 'Samtaler',
  empty: 'Ingen samtaler.',
  pick: 'Velg en samtale for å lese den.',
  unnamed: 'Gjest',
  unread: '%{count} uleste',
  open: 'Åpen',
  closed: 'Lukket',
  system: 'System',
  reply: 'Svar',
  send: 'Send',
  sent: 'Meldingen er sendt',
  close: 'Lukk samtalen',
  reopen: 'Åpne samtalen igjen',
  refresh: 'Oppdater',
};

const fin: MessageShape<typeof eng> = {
  intro: 'Keskustelut ravintoloiden Facebook- ja Instagram-sivuilta. Reaaliaikaiset päivitykset tulevat täyden saapuneet-näkymän myötä.',
  list: 'Keskustelut',
  empty: 'Ei keskusteluja.',
  pick: 'Valitse keskustelu lukeaksesi sen.',
  unnamed: 'Asiakas',
  unread: '%{count} lukematonta',
  open: 'Avoin',
  closed: 'Suljettu',
  system: 'Järjestelmä',
  reply: 'Vastaa',
  send: 'Lähetä',
  sent: 'Viesti lähetetty',
  close: 'Sulje keskustelu',
  reopen: 'Avaa keskustelu uudelleen',
  refresh: 'Päivitä',
};

export default { eng, dan, swe, nor, fin };
