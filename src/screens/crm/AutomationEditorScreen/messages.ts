import type { MessageShape } from '@/i18n/shape';

const eng = {
  fields: { negate: 'Not (the opposite)', emailTemplate: 'Email template', label: 'Label', dynamicForm: 'Dynamic form', delayDays: 'Delay (days)', smsText: 'SMS text', points: 'Points', labelHelp: 'Pick a label of guest segmentation or type a new one' },
  choicesFailed: 'The email templates or dynamic forms could not be loaded, so some choices are missing.',
  triggers: { title: 'When', help: 'The automation runs when any of these events happens to a guest.' },
  conditions: { title: 'Only if', help: 'Every condition must hold for the guest; leave empty to run for everyone.', type: 'Condition' },
  actions: {
    title: 'Then',
    help: 'The actions run in this order; a delay waits that many days after the event.',
    type: 'Action',
    delayHelp: '0 runs at once',
    templateHelp: 'Automation templates; a disabled template must be enabled before the automation is.',
  },
};

const dan: MessageShape<typeof eng> = {
  fields: { negate: 'Ikke (det modsatte)', emailTemplate: 'E-mailskabelon', label: 'Etiket', dynamicForm: 'Dynamisk formular', delayDays: 'Forsinkelse (dage)', smsText: 'SMS-tekst', points: 'Point', labelHelp: 'Vælg en etiket fra gæstesegmentering, eller skriv en ny' },
  choicesFailed: 'E-mailskabelonerne eller de dynamiske formularer kunne ikke hentes, så nogle valg mangler.',
  triggers: { title: 'Når', help: 'Automatiseringen kører, når en af disse hændelser sker for en gæst.' },
  conditions: { title: 'Kun hvis', help: 'Alle betingelser skal være opfyldt for gæsten; lad feltet være tomt for at køre for alle.', type: 'Betingelse' },
  actions: {
    title: 'Så',
    help: 'Handlingerne kører i denne rækkefølge; en forsinkelse venter så mange dage efter hændelsen.',
    type: 'Handling',
    delayHelp: '0 kører med det samme',
    templateHelp: 'Automatiseringsskabeloner; en deaktiveret skabelon skal aktiveres, før automatiseringen aktiveres.',
  },
};

const swe: MessageShape<typeof eng> = {
  fields: { negate: 'Inte (motsatsen)', emailTemplate: 'E-postmall', label: 'Etikett', dynamicForm: 'Dynamiskt formulär', delayDays: 'Fördröjning (dagar)', smsText: 'SMS-text', points: 'Poäng', labelHelp: 'Välj en etikett från gästsegmentering eller skriv en ny' },
  choicesFailed: 'E-postmallarna eller de dynamiska formulären kunde inte hämtas, så vissa val saknas.',
  triggers: { title: 'När', help: 'Automatiseringen körs när någon av dessa händelser inträffar för en gäst.' },
  conditions: { title: 'Endast om', help: 'Alla villkor måste gälla för gästen; lämna tomt för att köra för alla.', type: 'Villkor' },
  actions: {
    title: 'Då',
    help: 'Åtgärderna körs i denna ordning; en fördröjning väntar så många dagar efter händelsen.',
    type: 'Åtgärd',
    delayHelp: '0 körs direkt',
    templateHelp: 'Automatiseringsmallar; en inaktiverad mall måste aktiveras innan automatiseringen aktiveras.',
  },
};

const nor: MessageShape<typeof eng> = {
  fields: { negate: 'Ikke (det motsatte)', emailTemplate: 'E-postmal', label: 'Etikett', dynamicForm: 'Dynamisk skjema', delayDays: 'Forsinkelse (dager)', smsText: 'SMS-tekst', points: 'Poeng', labelHelp: 'Velg en etikett fra gjestesegmentering, eller skriv en ny' },
  choicesFailed: 'E-postmalene eller de dynamiske skjemaene kunne ikke hentes, så noen valg mangler.',
  triggers: { title: 'Når', help: 'Automatiseringen kjører når en av disse hendelsene skjer for en gjest.' },
  conditions: { title: 'Bare hvis', help: 'Alle betingelser må gjelde for gjesten; la feltet stå tomt for å kjøre for alle.', type: 'Betingelse' },
  actions: {
    title: 'Så',
    help: 'Handlingene kjører i denne rekkefølgen; en forsinkelse venter så mange dager etter hendelsen.',
    type: 'Handling',
    delayHelp: '0 kjører med en gang',
    templateHelp: 'Automatiseringsmaler; en deaktivert mal må aktiveres før automatiseringen aktiveres.',
  },
};

const fin: MessageShape<typeof eng> = {
  fields: { negate: 'Ei (päinvastoin)', emailTemplate: 'Sähköpostipohja', label: 'Tunniste', dynamicForm: 'Dynaaminen lomake', delayDays: 'Viive (päivää)', smsText: 'Tekstiviesti', points: 'Pisteet', labelHelp: 'Valitse asiakassegmentoinnin tunniste tai kirjoita uusi' },
  choicesFailed: 'Sähköpostipohjia tai dynaamisia lomakkeita ei voitu ladata, joten osa valinnoista puuttuu.',
  triggers: { title: 'Kun', help: 'Automaatio käynnistyy, kun jokin näistä tapahtumista koskee asiakasta.' },
  conditions: { title: 'Vain jos', help: 'Kaikkien ehtojen on täytyttävä; jätä tyhjäksi, jos automaatio koskee kaikkia.', type: 'Ehto' },
  actions: {
    title: 'Niin',
    help: 'Toiminnot suoritetaan tässä järjestyksessä; viive odottaa niin monta päivää tapahtuman jälkeen.',
    type: 'Toiminto',
    delayHelp: '0 suoritetaan heti',
    templateHelp: 'Automaatiopohjat; käytöstä poistettu pohja on otettava käyttöön ennen automaatiota.',
  },
};

export default { eng, dan, swe, nor, fin };
