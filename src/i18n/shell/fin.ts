import type { MessageShape } from '../shape';
import type eng from './eng';

/** Texts of the shell in Finnish. */
const fin: MessageShape<typeof eng> = {
  app: {
    productName: 'Venue Portal',
    loading: 'Ladataan',
    errors: {
      network: 'Palvelimeen ei saatu yhteyttä. Tarkista verkkoyhteys ja yritä uudelleen.',
      unexpected: 'Jokin meni vikaan',
      page: 'Sivua ei voitu näyttää virheen vuoksi. Yritä uudelleen tai siirry toiselle sivulle.',
      retry: 'Yritä uudelleen',
    },
    validation: {
      url: 'Verkko-osoitteen on alettava http:// tai https://',
      time: 'Kellonajan on oltava muodossa TT:MM',
    },
    pages: {
        notFound: { title: 'Sivua ei löytynyt', text: 'Etsimääsi sivua ei ole olemassa, tai se on siirretty.', home: 'Siirry etusivulle' },
      noAccess: { title: 'Ei käyttöoikeutta', text: 'Sinulla ei ole oikeutta avata tätä sivua. Jos tarvitset sitä, pyydä oikeutta esihenkilöltäsi tai pääkonttorista.', home: 'Siirry etusivulle' },
    },
    auth: {
      signIn: 'Kirjaudu sisään',
      signingIn: 'Kirjaudutaan sisään…',
      signedOut: 'Olet kirjautunut ulos.',
      loginText: 'Avaa portaali kirjautumalla sisään yritystililläsi.',
      loggedOutRetry: 'Sinut on kirjattu ulos. Yritetään kirjautua uudelleen.',
      signOut: 'Kirjaudu ulos',
      resetDone: 'Salasanasi on vaihdettu. Kirjaudu uudelleen uudella salasanalla.',
      failed: 'Kirjautuminen epäonnistui: %{message}',
    },
    chunk: {
      title: 'Tätä portaalin osaa ei voitu ladata',
      text: 'Yhteys saattaa olla hidas, tai portaali on juuri päivitetty. Kokeile ladata sivu uudelleen.',
      reload: 'Lataa uudelleen',
    },
    nav: {
      breadcrumbs: 'murupolku',
      home: 'Etusivu',
      services: 'Palvelut',
      switchService: 'Vaihda palvelua',
      sidebar: 'Palvelun sivut',
      toggleMenu: 'Avaa tai sulje valikko',
      create: 'Luo',
      edit: 'Muokkaa',
      show: 'Tiedot',
      moreTools: 'Lisää työkaluja',
    },
    selector: {
      venue: 'Ravintola',
      country: 'Maa',
      noVenues: 'Sinulla ei ole ravintoloita',
    },
    starred: {
      title: 'Tähdellä merkityt sivut',
      add: 'Merkitse sivu tähdellä',
      remove: 'Poista tähti',
      empty: 'Merkitse eniten käyttämäsi sivut tähdellä, niin löydät ne täältä.',
      more: 'Lisää tähdellä merkittyjä sivuja',
    },
    search: {
      open: 'Hae sivuja',
      placeholder: 'Hae sivuja…',
      noResults: 'Haulla ”%{query}” ei löytynyt sivuja',
      hint: 'Paina %{shortcut}, niin voit hakea mistä tahansa',
    },
    notifications: {
      mention: { news: '%{author} mainitsi sinut uutisen kommentissa: %{name}', activationPlan: '%{author} mainitsi sinut aktivointisuunnitelmassa: %{name}', meeting: '%{author} mainitsi sinut kokouksen %{name} muistiinpanoissa' },
      title: 'Ilmoitukset',
      markAllRead: 'Merkitse kaikki luetuiksi',
      empty: 'Sinulla ei ole ilmoituksia.',
      unread: '%{smart_count} lukematon |||| %{smart_count} lukematonta',
      open: 'Avaa ilmoitukset',
    },
    preferences: {
      title: 'Asetukset',
      theme: 'Teema',
      themes: { light: 'Vaalea', dark: 'Tumma', semiDark: 'Puolitumma' },
      direction: 'Asettelu oikealta vasemmalle',
      navbar: 'Navigointipalkki',
      navbars: { floating: 'Kelluva', sticky: 'Kiinnittyvä', static: 'Staattinen' },
      language: 'Kieli',
    },
    user: {
      menu: 'Tili',
    },
    card: {
      collapse: 'Pienennä',
      expand: 'Laajenna',
      refresh: 'Päivitä',
      remove: 'Poista',
    },
    multilingual: {
      language: 'Kieli',
      required: 'Kirjoita teksti vähintään yhdellä kielellä',
      filled: 'Kielet, joilla on tekstiä: %{languages}',
      noneFilled: 'Millään kielellä ei ole vielä tekstiä',
      hasText: 'Sisältää tekstiä',
    },
    meetingPeriod: { week: 'Viikko %{week} %{year}', weeks: 'Viikot %{from}–%{to} %{year}', month: '%{month} %{year}', quarter: 'Q%{quarter} %{year}', half: 'H%{half} %{year}', year: 'Vuosi %{year}' },
    powerBi: {
      unavailable: {
        notConfigured: 'Power BI ei ole käytettävissä tässä asennuksessa: Power BI -palvelua ei ole määritetty, joten raporttia ei voi näyttää.',
        unreachable: 'Power BI -palveluun ei juuri nyt saada yhteyttä, joten raporttia ei voi näyttää. Yritä myöhemmin uudelleen.',
        notFound: 'Power BI ei tunne tätä raporttia. Tarkista raportin ja työtilan tunnukset raporttilistasta.',
      },
      forbidden: 'Roolisi ei saa katsoa Power BI -raportteja, joten raporttia ei näytetä. Pääkonttori voi antaa oikeuden.',
      loading: 'Ladataan raporttia',
      retry: 'Yritä uudelleen',
      slow: 'Power BI ei ole näyttänyt raporttia 30 sekunnissa. Verkko saattaa estää Power BI:n (app.powerbi.com), tai palvelu on juuri nyt hidas.',
    },
    mention: {
      noResults: 'Ei osumia',
      hint: 'Mainitse joku kirjoittamalla @',
      suggestions: 'Mainittavat henkilöt ja ravintolat',
    },
    export: {
      button: 'Vie',
      title: 'Viedään Exceliin',
      progress: '%{done}/%{total} riviä haettu',
      progressUnknown: '%{done} riviä haettu',
      writing: 'Kirjoitetaan %{count} riviä tiedostoon…',
      done: 'Vietiin %{count} rivi |||| Vietiin %{count} riviä',
      capped: 'Vain ensimmäiset %{cap} riviä vietiin. Rajaa suodattimia viedäksesi loput.',
      failed: 'Vienti epäonnistui: %{message}',
      yes: 'Kyllä',
      no: 'Ei',
    },
    empty: {
      title: 'Täällä ei ole vielä mitään',
      create: 'Luo ensimmäinen',
    },
    format: {
      thousands: '%{value}k',
      venueTime: 'Ajat ovat toimipaikan %{venue} aikavyöhykkeellä: %{zone} (%{offset}).',
    },
  },
};
export default fin;
