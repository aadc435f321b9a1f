import type { Label } from '../../dsl';

/** A label in the five languages, in the order eng, dan, swe, nor, fin (shared by the activation and booking schema files). */
export const l = (eng: string, dan: string, swe: string, nor: string, fin: string): Label => ({ eng, dan, swe, nor, fin });

/** The same text in every language (product names, technical names). */
export const same = (text: string): Label => l(text, text, text, text, text);

export const LABELS = {
  venue: l('Venue', 'Sted', 'Restaurang', 'Sted', 'Ravintola'),
  venues: l('Venues', 'Steder', 'Restauranger', 'Steder', 'Ravintolat'),
  name: l('Name', 'Navn', 'Namn', 'Navn', 'Nimi'),
  title: l('Title', 'Titel', 'Titel', 'Tittel', 'Otsikko'),
  description: l('Description', 'Beskrivelse', 'Beskrivning', 'Beskrivelse', 'Kuvaus'),
  enabled: l('Enabled', 'Aktiveret', 'Aktiverad', 'Aktivert', 'Käytössä'),
  comment: l('Comment', 'Kommentar', 'Kommentar', 'Kommentar', 'Kommentti'),
  status: l('Status', 'Status', 'Status', 'Status', 'Tila'),
  id: l('Id', 'Id', 'Id', 'Id', 'Tunnus'),
  emailTemplate: l('Email template', 'E-mailskabelon', 'E-postmall', 'E-postmal', 'Sähköpostipohja'),
  emailSubject: l('Email subject', 'E-mailemne', 'E-postämne', 'E-postemne', 'Sähköpostin aihe'),
  emailHtml: l('Email content', 'E-mailindhold', 'E-postinnehåll', 'E-postinnhold', 'Sähköpostin sisältö'),
  smsText: l('SMS text', 'SMS-tekst', 'SMS-text', 'SMS-tekst', 'Tekstiviesti'),
  pushTitle: l('Push title', 'Push-titel', 'Push-rubrik', 'Push-tittel', 'Push-otsikko'),
  pushBody: l('Push text', 'Push-tekst', 'Push-text', 'Push-tekst', 'Push-teksti'),
  pushCtaName: l('Push button text', 'Push-knaptekst', 'Push-knapptext', 'Push-knappetekst', 'Push-painikkeen teksti'),
  pushCtaUrl: l('Push button link', 'Push-knaplink', 'Push-knapplänk', 'Push-knappelenke', 'Push-painikkeen linkki'),
  emailDate: l('Email send date', 'Afsendelsesdato for e-mail', 'Utskicksdatum för e-post', 'Sendedato for e-post', 'Sähköpostin lähetyspäivä'),
  smsDate: l('SMS send date', 'Afsendelsesdato for SMS', 'Utskicksdatum för SMS', 'Sendedato for SMS', 'Tekstiviestin lähetyspäivä'),
  pushDate: l('Push send date', 'Afsendelsesdato for push', 'Utskicksdatum för push', 'Sendedato for push', 'Push-viestin lähetyspäivä'),
  statistics: l('Statistics', 'Statistik', 'Statistik', 'Statistikk', 'Tilastot'),
  history: l('History', 'Historik', 'Historik', 'Historikk', 'Historia'),
  at: l('When', 'Hvornår', 'När', 'Når', 'Milloin'),
  by: l('By', 'Af', 'Av', 'Av', 'Tekijä'),
  action: l('Action', 'Handling', 'Åtgärd', 'Handling', 'Toiminto'),
  fromStatus: l('From status', 'Fra status', 'Från status', 'Fra status', 'Aiempi tila'),
  toStatus: l('To status', 'Til status', 'Till status', 'Til status', 'Uusi tila'),
  html: l('HTML', 'HTML', 'HTML', 'HTML', 'HTML'),
  subject: l('Subject', 'Emne', 'Ämne', 'Emne', 'Aihe'),
  body: l('Text', 'Tekst', 'Text', 'Tekst', 'Teksti'),
} as const;
