import type { MessageShape } from '@/i18n/shape';

const eng = {
  open: 'Send feedback',
  title: 'Send feedback',
  intro: 'Tell us what works, what does not, or what you miss. We read every message.',
  rating: 'How happy are you with the portal?',
  sent: 'Thank you for your feedback',
};

const dan: MessageShape<typeof eng> = {
  open: 'Send tilbagemelding',
  title: 'Send tilbagemelding',
  intro: 'Fortæl os, hvad der virker, hvad der ikke gør, eller hvad du savner. Vi læser alle beskeder.',
  rating: 'Hvor tilfreds er du med portalen?',
  sent: 'Tak for din feedback',
};

const swe: MessageShape<typeof eng> = {
  open: 'Skicka feedback',
  title: 'Skicka feedback',
  intro: 'Berätta vad som fungerar, vad som inte gör det eller vad du saknar. Vi läser alla meddelanden.',
  rating: 'Hur nöjd är du med portalen?',
  sent: 'Tack för din feedback',
};

const nor: MessageShape<typeof eng> = {
  open: 'Send tilbakemelding',
  title: 'Send tilbakemelding',
  intro: 'Fortell oss hva som fungerer, hva som ikke gjør det, eller hva du savner. Vi leser alle meldinger.',
  rating: 'Hvor fornøyd er du med portalen?',
  sent: 'Takk for tilbakemeldingen',
};

const fin: MessageShape<typeof eng> = {
  open: 'Lähetä palautetta',
  title: 'Lähetä palautetta',
  intro: 'Kerro, mikä toimii, mikä ei ja mitä kaipaat. Luemme jokaisen viestin.',
  rating: 'Kuinka tyytyväinen olet portaaliin?',
  sent: 'Kiitos palautteestasi',
};

export default { eng, dan, swe, nor, fin };
