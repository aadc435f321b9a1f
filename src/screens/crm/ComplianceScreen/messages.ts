import type { MessageShape } from '@/i18n/shape';

const eng = {
  tabs: { label: 'Compliance sections', documents: 'Legal documents', processors: 'Data processors', controller: 'Data controller', permissions: 'Guest permissions', popup: 'Cookie popup', cookies: 'Cookie register' },
  documents: {
    caption: 'Legal documents',
    add: 'New document',
    create: 'New legal document',
    revision: 'Revision',
    enabled: 'Enabled',
    disabled: 'Disabled',
    empty: 'No legal documents yet.',
    changeNote: 'What changed',
    created: 'Document created',
    updated: 'Last changed',
  },
  processors: { caption: 'Data processors', add: 'New data processor', create: 'New data processor', edit: 'Edit %{name}', empty: 'No data processors yet.', saved: 'Data processor saved', deleted: 'Data processor deleted', delete: 'Delete %{name}', confirm: 'Delete the data processor %{name}?' },
  controller: { intro: 'The company responsible for guests’ personal data. It is named in the legal documents and the cookie popup.', saved: 'Data controller saved' },
  permissions: { intro: 'What guests can allow, and the enabled documents that govern each permission.', governedBy: 'Governed by: %{type}', noDocument: 'No enabled document of this type.' },
  popup: { intro: 'The cookie popup of the guest-facing sites.', saved: 'Cookie popup saved' },
  cookies: {
    caption: 'Cookie register',
    add: 'New cookie',
    create: 'New cookie',
    edit: 'Edit %{name}',
    empty: 'No cookies registered yet.',
    saved: 'Cookie saved',
    deleted: 'Cookie deleted',
    delete: 'Delete %{name}',
    confirm: 'Delete the cookie %{name} from the register?',
    expiry: 'Expires',
    days: '%{count} days',
    session: 'End of session',
  },
  actions: { edit: 'Edit %{name}', save: 'Save' },
};

const dan: MessageShape<typeof eng> = {
  tabs: { label: 'Dele af regelefterlevelse', documents: 'Juridiske dokumenter', processors: 'Databehandlere', controller: 'Dataansvarlig', permissions: 'Gæstetilladelser', popup: 'Cookie-popup', cookies: 'Cookieregister' },
  documents: { caption: 'Juridiske dokumenter', add: 'Nyt dokument', create: 'Nyt juridisk dokument', revision: 'Udgave', enabled: 'Aktiveret', disabled: 'Deaktiveret', empty: 'Ingen juridiske dokumenter endnu.', changeNote: 'Hvad er ændret', created: 'Dokumentet er oprettet', updated: 'Sidst ændret' },
  processors: { caption: 'Databehandlere', add: 'Ny databehandler', create: 'Ny databehandler', edit: 'Rediger %{name}', empty: 'Ingen databehandlere endnu.', saved: 'Databehandleren er gemt', deleted: 'Databehandleren er slettet', delete: 'Slet %{name}', confirm: 'Slet databehandleren %{name}?' },
  controller: { intro: 'Virksomheden, der er ansvarlig for gæsternes persondata. Den nævnes i de juridiske dokumenter og i cookie-popuppen.', saved: 'Dataansvarlig er gemt' },
  permissions: { intro: 'Hvad gæster kan give tilladelse til, og de aktiverede dokumenter der gælder for hver tilladelse.', governedBy: 'Gælder: %{type}', noDocument: 'Intet aktiveret dokument af denne type.' },
  popup: { intro: 'Cookie-popuppen på gæsternes hjemmesider.', saved: 'Cookie-popuppen er gemt' },
  cookies: { caption: 'Cookieregister', add: 'Ny cookie', create: 'Ny cookie', edit: 'Rediger %{name}', empty: 'Ingen registrerede cookies endnu.', saved: 'Cookien er gemt', deleted: 'Cookien er slettet', delete: 'Slet %{name}', confirm: 'Slet cookien %{name} fra registret?', expiry: 'Udløber', days: '%{count} dage', session: 'Ved sessionens slutning' },
  actions: { edit: 'Rediger %{name}', save: 'Gem' },
};

const swe: MessageShape<typeof eng> = {
  tabs: { label: 'Delar av efterlevnad', documents: 'Juridiska dokument', processors: 'Personuppgiftsbiträden', controller: 'Personuppgiftsansvarig', permissions: 'Gästbehörigheter', popup: 'Cookie-popup', cookies: 'Cookieregister' },
  documents: { caption: 'Juridiska dokument', add: 'Nytt dokument', create: 'Nytt juridiskt dokument', revision: 'Version', enabled: 'Aktiverad', disabled: 'Inaktiverad', empty: 'Inga juridiska dokument än.', changeNote: 'Vad har ändrats', created: 'Dokumentet är skapat', updated: 'Senast ändrad' },
  processors: { caption: 'Personuppgiftsbiträden', add: 'Nytt personuppgiftsbiträde', create: 'Nytt personuppgiftsbiträde', edit: 'Redigera %{name}', empty: 'Inga personuppgiftsbiträden än.', saved: 'Personuppgiftsbiträdet är sparat', deleted: 'Personuppgiftsbiträdet är borttaget', delete: 'Ta bort %{name}', confirm: 'Ta bort personuppgiftsbiträdet %{name}?' },
  controller: { intro: 'Företaget som ansvarar för gästernas personuppgifter. Det nämns i de juridiska dokumenten och i cookie-popupen.', saved: 'Personuppgiftsansvarig är sparad' },
  permissions: { intro: 'Vad gäster kan tillåta och de aktiverade dokument som gäller för varje behörighet.', governedBy: 'Gäller: %{type}', noDocument: 'Inget aktiverat dokument av denna typ.' },
  popup: { intro: 'Cookie-popupen på gästernas webbplatser.', saved: 'Cookie-popupen är sparad' },
  cookies: { caption: 'Cookieregister', add: 'Ny cookie', create: 'Ny cookie', edit: 'Redigera %{name}', empty: 'Inga registrerade cookies än.', saved: 'Cookien är sparad', deleted: 'Cookien är borttagen', delete: 'Ta bort %{name}', confirm: 'Ta bort cookien %{name} från registret?', expiry: 'Upphör', days: '%{count} dagar', session: 'När sessionen slutar' },
  actions: { edit: 'Redigera %{name}', save: 'Spara' },
};

const nor: MessageShape<typeof eng> = {
  tabs: { label: 'Deler av etterlevelse', documents: 'Juridiske dokumenter', processors: 'Databehandlere', controller: 'Behandlingsansvarlig', permissions: 'Gjestetillatelser', popup: 'Cookie-popup', cookies: 'Register over informasjonskapsler' },
  documents: { caption: 'Juridiske dokumenter', add: 'Nytt dokument', create: 'Nytt juridisk dokument', revision: 'Revisjon', enabled: 'Aktivert', disabled: 'Deaktivert', empty: 'Ingen juridiske dokumenter ennå.', changeNote: 'Hva er endret', created: 'Dokumentet er opprettet', updated: 'Sist endret' },
  processors: { caption: 'Databehandlere', add: 'Ny databehandler', create: 'Ny databehandler', edit: 'Rediger %{name}', empty: 'Ingen databehandlere ennå.', saved: 'Databehandleren er lagret', deleted: 'Databehandleren er slettet', delete: 'Slett %{name}', confirm: 'Slette databehandleren %{name}?' },
  controller: { intro: 'Selskapet som er ansvarlig for gjestenes personopplysninger. Det nevnes i de juridiske dokumentene og i cookie-popupen.', saved: 'Behandlingsansvarlig er lagret' },
  permissions: { intro: 'Hva gjester kan gi tillatelse til, og de aktiverte dokumentene som gjelder for hver tillatelse.', governedBy: 'Gjelder: %{type}', noDocument: 'Ingen aktivert dokument av denne typen.' },
  popup: { intro: 'Cookie-popupen på gjestenes nettsider.', saved: 'Cookie-popupen er lagret' },
  cookies: { caption: 'Register over informasjonskapsler', add: 'Ny informasjonskapsel', create: 'Ny informasjonskapsel', edit: 'Rediger %{name}', empty: 'Ingen registrerte informasjonskapsler ennå.', saved: 'Informasjonskapselen er lagret', deleted: 'Informasjonskapselen er slettet', delete: 'Slett %{name}', confirm: 'Slette informasjonskapselen %{name} fra registeret?', expiry: 'Utløper', days: '%{count} dager', session: 'Når økten slutter' },
  actions: { edit: 'Rediger %{name}', save: 'Lagre' },
};

const fin: MessageShape<typeof eng> = {
  tabs: { label: 'Vaatimustenmukaisuuden osat', documents: 'Juridiset asiakirjat', processors: 'Henkilötietojen käsittelijät', controller: 'Rekisterinpitäjä', permissions: 'Asiakkaiden luvat', popup: 'Evästeikkuna', cookies: 'Evästerekisteri' },
  documents: { caption: 'Juridiset asiakirjat', add: 'Uusi asiakirja', create: 'Uusi juridinen asiakirja', revision: 'Versio', enabled: 'Käytössä', disabled: 'Ei käytössä', empty: 'Ei vielä juridisia asiakirjoja.', changeNote: 'Mitä muutettiin', created: 'Asiakirja luotu', updated: 'Muutettu viimeksi' },
  processors: { caption: 'Henkilötietojen käsittelijät', add: 'Uusi käsittelijä', create: 'Uusi henkilötietojen käsittelijä', edit: 'Muokkaa: %{name}', empty: 'Ei vielä käsittelijöitä.', saved: 'Käsittelijä tallennettu', deleted: 'Käsittelijä poistettu', delete: 'Poista %{name}', confirm: 'Poistetaanko käsittelijä %{name}?' },
  controller: { intro: 'Yritys, joka vastaa asiakkaiden henkilötiedoista. Se mainitaan juridisissa asiakirjoissa ja evästeikkunassa.', saved: 'Rekisterinpitäjä tallennettu' },
  permissions: { intro: 'Mitä asiakkaat voivat sallia, ja kutakin lupaa koskevat käytössä olevat asiakirjat.', governedBy: 'Koskee: %{type}', noDocument: 'Tämän tyyppistä asiakirjaa ei ole käytössä.' },
  popup: { intro: 'Asiakkaiden verkkosivujen evästeikkuna.', saved: 'Evästeikkuna tallennettu' },
  cookies: { caption: 'Evästerekisteri', add: 'Uusi eväste', create: 'Uusi eväste', edit: 'Muokkaa: %{name}', empty: 'Ei vielä rekisteröityjä evästeitä.', saved: 'Eväste tallennettu', deleted: 'Eväste poistettu', delete: 'Poista %{name}', confirm: 'Poistetaanko eväste %{name} rekisteristä?', expiry: 'Vanhenee', days: '%{count} päivää', session: 'Istunnon lopussa' },
  actions: { edit: 'Muokkaa: %{name}', save: 'Tallenna' },
};

export default { eng, dan, swe, nor, fin };
