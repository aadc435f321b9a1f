import type { MessageShape } from '@/i18n/shape';

const eng = {
  back: 'Back to compliance',
  backToDocument: 'Back to the current text',
  revision: 'Revision %{revision}',
  current: 'Current revision %{revision}',
  published: 'Published %{date} by %{name}',
  revisions: 'Revisions',
  changeNote: 'What changed: %{note}',
  enabled: 'Enabled (shown to guests)',
  enabledHint: 'Enabling this document disables the other %{type} documents of %{country}.',
  notFound: 'There is no revision %{revision} of this document.',
  actions: { edit: 'Edit', delete: 'Delete' },
  edit: { title: 'Edit legal document', hint: 'Changing the text publishes a new revision; the earlier revisions stay as they were.' },
  confirm: { title: 'Delete this document?', text: 'The document and all its revisions are deleted. Only documents that are not enabled can be deleted.' },
  done: { saved: 'Document saved', deleted: 'Document deleted', enabled: 'Document enabled', disabled: 'Document disabled' },
};

const dan: MessageShape<typeof eng> = {
  back: 'Tilbage til regelefterlevelse',
  backToDocument: 'Tilbage til den gældende tekst',
  revision: 'Udgave %{revision}',
  current: 'Gældende revision %{revision}',
  published: 'Udgivet %{date} af %{name}',
  revisions: 'Revisioner',
  changeNote: 'Ændring: %{note}',
  enabled: 'Aktiveret (vises for gæster)',
  enabledHint: 'Når dokumentet aktiveres, deaktiveres de andre %{type}-dokumenter for %{country}.',
  notFound: 'Der er ingen revision %{revision} af dette dokument.',
  actions: { edit: 'Rediger', delete: 'Slet' },
  edit: { title: 'Rediger juridisk dokument', hint: 'Ændrer du teksten, udgives en ny revision; de tidligere revisioner forbliver uændrede.' },
  confirm: { title: 'Slet dette dokument?', text: 'Dokumentet og alle dets revisioner slettes. Kun dokumenter, der ikke er aktiveret, kan slettes.' },
  done: { saved: 'Dokumentet er gemt', deleted: 'Dokumentet er slettet', enabled: 'Dokumentet er aktiveret', disabled: 'Dokumentet er deaktiveret' },
};

const swe: MessageShape<typeof eng> = {
  back: 'Tillbaka till efterlevnad',
  backToDocument: 'Tillbaka till den gällande texten',
  revision: 'Version %{revision}',
  current: 'Gällande revision %{revision}',
  published: 'Publicerad %{date} av %{name}',
  revisions: 'Revisioner',
  changeNote: 'Ändring: %{note}',
  enabled: 'Aktiverad (visas för gäster)',
  enabledHint: 'När dokumentet aktiveras inaktiveras de andra %{type}-dokumenten för %{country}.',
  notFound: 'Det finns ingen revision %{revision} av det här dokumentet.',
  actions: { edit: 'Redigera', delete: 'Ta bort' },
  edit: { title: 'Redigera juridiskt dokument', hint: 'Ändrar du texten publiceras en ny revision; tidigare revisioner förblir som de var.' },
  confirm: { title: 'Ta bort det här dokumentet?', text: 'Dokumentet och alla dess revisioner tas bort. Endast dokument som inte är aktiverade kan tas bort.' },
  done: { saved: 'Dokumentet är sparat', deleted: 'Dokumentet är borttaget', enabled: 'Dokumentet är aktiverat', disabled: 'Dokumentet är inaktiverat' },
};

const nor: MessageShape<typeof eng> = {
  back: 'Tilbake til etterlevelse',
  backToDocument: 'Tilbake til gjeldende tekst',
  revision: 'Revisjon %{revision}',
  current: 'Gjeldende revisjon %{revision}',
  published: 'Publisert %{date} av %{name}',
  revisions: 'Revisjoner',
  changeNote: 'Endring: %{note}',
  enabled: 'Aktivert (vises for gjester)',
  enabledHint: 'Når dokumentet aktiveres, deaktiveres de andre %{type}-dokumentene for %{country}.',
  notFound: 'Det finnes ingen revisjon %{revision} av dette dokumentet.',
  actions: { edit: 'Rediger', delete: 'Slett' },
  edit: { title: 'Rediger juridisk dokument', hint: 'Endrer du teksten, publiseres en ny revisjon; tidligere revisjoner forblir som de var.' },
  confirm: { title: 'Slette dette dokumentet?', text: 'Dokumentet og alle revisjonene slettes. Bare dokumenter som ikke er aktivert, kan slettes.' },
  done: { saved: 'Dokumentet er lagret', deleted: 'Dokumentet er slettet', enabled: 'Dokumentet er aktivert', disabled: 'Dokumentet er deaktivert' },
};

const fin: MessageShape<typeof eng> = {
  back: 'Takaisin vaatimustenmukaisuuteen',
  backToDocument: 'Takaisin voimassa olevaan tekstiin',
  revision: 'Versio %{revision}',
  current: 'Voimassa oleva versio %{revision}',
  published: 'Julkaistu %{date}, julkaisija %{name}',
  revisions: 'Versiot',
  changeNote: 'Muutos: %{note}',
  enabled: 'Käytössä (näytetään asiakkaille)',
  enabledHint: 'Kun asiakirja otetaan käyttöön, maan %{country} muut asiakirjat tyyppiä %{type} poistuvat käytöstä.',
  notFound: 'Tästä asiakirjasta ei ole versiota %{revision}.',
  actions: { edit: 'Muokkaa', delete: 'Poista' },
  edit: { title: 'Muokkaa juridista asiakirjaa', hint: 'Tekstin muuttaminen julkaisee uuden version; aiemmat versiot säilyvät ennallaan.' },
  confirm: { title: 'Poistetaanko asiakirja?', text: 'Asiakirja ja kaikki sen versiot poistetaan. Vain asiakirjat, jotka eivät ole käytössä, voi poistaa.' },
  done: { saved: 'Asiakirja tallennettu', deleted: 'Asiakirja poistettu', enabled: 'Asiakirja otettu käyttöön', disabled: 'Asiakirja poistettu käytöstä' },
};

export default { eng, dan, swe, nor, fin };
