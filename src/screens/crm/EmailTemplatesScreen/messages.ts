import type { MessageShape } from '@/i18n/shape';

const eng = {
  tabs: { label: 'Template kinds', email: 'Email templates', message: 'Message templates' },
  list: {
    new: 'New email template',
    empty: 'No email templates yet.',
    allTypes: 'All types',
  },
  editor: {
    htmlHelp: 'HTML of the email. Scripts, forms and frames are removed when it is saved; placeholders such as {{guest_first_name}} stay.',
  },
  messages: {
    new: 'New message template',
    newTitle: 'New message template for %{venue}',
    editTitle: 'Message template of %{venue}',
    chooseVenue: 'Choose a venue to see its message templates.',
    empty: 'This venue has no message templates yet.',
    format: 'Format',
    text: 'Text',
    subject: 'Subject',
    body: 'Message',
    copyOf: 'Copy of',
  },
};

const dan: MessageShape<typeof eng> = {
  tabs: { label: 'Skabelontyper', email: 'E-mailskabeloner', message: 'Beskedskabeloner' },
  list: {
    new: 'Ny e-mailskabelon',
    empty: 'Ingen e-mailskabeloner endnu.',
    allTypes: 'Alle typer',
  },
  editor: {
    htmlHelp: 'E-mailens HTML. Scripts, formularer og rammer fjernes ved gemning; pladsholdere som {{guest_first_name}} bevares.',
  },
  messages: {
    new: 'Ny beskedskabelon',
    newTitle: 'Ny beskedskabelon for %{venue}',
    editTitle: 'Beskedskabelon for %{venue}',
    chooseVenue: 'Vælg et sted for at se dets beskedskabeloner.',
    empty: 'Dette sted har ingen beskedskabeloner endnu.',
    format: 'Format',
    text: 'Tekst',
    subject: 'Emne',
    body: 'Besked',
    copyOf: 'Kopi af',
  },
};

const swe: MessageShape<typeof eng> = {
  tabs: { label: 'Malltyper', email: 'E-postmallar', message: 'Meddelandemallar' },
  list: {
    new: 'Ny e-postmall',
    empty: 'Inga e-postmallar ännu.',
    allTypes: 'Alla typer',
  },
  editor: {
    htmlHelp: 'E-postens HTML. Skript, formulär och ramar tas bort när den sparas; platshållare som {{guest_first_name}} finns kvar.',
  },
  messages: {
    new: 'Ny meddelandemall',
    newTitle: 'Ny meddelandemall för %{venue}',
    editTitle: 'Meddelandemall för %{venue}',
    chooseVenue: 'Välj en restaurang för att se dess meddelandemallar.',
    empty: 'Denna restaurang har inga meddelandemallar ännu.',
    format: 'Format',
    text: 'Text',
    subject: 'Ämne',
    body: 'Meddelande',
    copyOf: 'Kopia av',
  },
};

const nor: MessageShape<typeof eng> = {
  tabs: { label: 'Maltyper', email: 'E-postmaler', message: 'Meldingsmaler' },
  list: {
    new: 'Ny e-postmal',
    empty: 'Ingen e-postmaler ennå.',
    allTypes: 'Alle typer',
  },
  editor: {
    htmlHelp: 'E-postens HTML. Skript, skjemaer og rammer fjernes når den lagres; plassholdere som {{guest_first_name}} beholdes.',
  },
  messages: {
    new: 'Ny meldingsmal',
    newTitle: 'Ny meldingsmal for %{venue}',
    editTitle: 'Meldingsmal for %{venue}',
    chooseVenue: 'Velg et sted for å se meldingsmalene.',
    empty: 'Dette stedet har ingen meldingsmaler ennå.',
    format: 'Format',
    text: 'Tekst',
    subject: 'Emne',
    body: 'Melding',
    copyOf: 'Kopi av',
  },
};

const fin: MessageShape<typeof eng> = {
  tabs: { label: 'Pohjatyypit', email: 'Sähköpostipohjat', message: 'Viestipohjat' },
  list: {
    new: 'Uusi sähköpostipohja',
    empty: 'Ei vielä sähköpostipohjia.',
    allTypes: 'Kaikki tyypit',
  },
  editor: {
    htmlHelp: 'Sähköpostin HTML. Skriptit, lomakkeet ja kehykset poistetaan tallennettaessa; paikkamerkit kuten {{guest_first_name}} säilyvät.',
  },
  messages: {
    new: 'Uusi viestipohja',
    newTitle: 'Uusi viestipohja: %{venue}',
    editTitle: 'Viestipohja: %{venue}',
    chooseVenue: 'Valitse ravintola nähdäksesi sen viestipohjat.',
    empty: 'Ravintolalla ei ole vielä viestipohjia.',
    format: 'Muoto',
    text: 'Teksti',
    subject: 'Aihe',
    body: 'Viesti',
    copyOf: 'Kopio:',
  },
};

export default { eng, dan, swe, nor, fin };
