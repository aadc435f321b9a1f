import { bcp47, localeFromBrowser, type LocaleCode } from '@/shared/locales';

/** Every text of the embedded provider's pages, in one language. */
export interface PageTexts {
  signIn: {
    title: string;
    userName: string;
    password: string;
    submit: string;
    forgot: string;
    wrong: string;
    /** After too many failed attempts; `wait` is a spelled-out duration ("5 minutes"). */
    throttled(wait: string): string;
    demoTitle: string;
    demoHint(password: string): string;
  };
  reset: {
    title: string;
    requestHint: string;
    enterUserName: string;
    sendCode: string;
    cancel: string;
    /** `user` arrives already marked up. */
    codeHint(user: string, minLength: number): string;
    code: string;
    newPassword: string;
    repeatPassword: string;
    save: string;
    wrongCode: string;
    tooShort(minLength: number): string;
    mismatch: string;
  };
  expired: { title: string; message: string; link: string };
  signedOut: { title: string; message: string; link: string };
  problem: { title: string; fallback: string; link: string };
  signingOut: { title: string; heading: string; noScript: string; submit: string };
}

const TEXTS: Record<LocaleCode, PageTexts> = {
  eng: {
    signIn: {
      title: 'Sign in',
      userName: 'User name',
      password: 'Password',
      submit: 'Sign in',
      forgot: 'Forgot your password?',
      wrong: 'The user name or password is incorrect.',
      throttled: (wait) => `Too many failed attempts to sign in. Wait ${wait} and try again.`,
      demoTitle: 'Demo users',
      demoHint: (password) => `Every demo user's password is ${password}. Choose a person to sign in as them.`,
    },
    reset: {
      title: 'Reset your password',
      requestHint: 'Enter your user name. We send a verification code to the e-mail address of the account.',
      enterUserName: 'Enter your user name.',
      sendCode: 'Send verification code',
      cancel: 'Cancel',
      codeHint: (user, min) =>
        `If ${user} is an account here, a verification code is on its way to its e-mail address (in the embedded demo: in the server's log). Enter it with a new password of at least ${min} characters; you will be signed in with it.`,
      code: 'Verification code',
      newPassword: 'New password',
      repeatPassword: 'Repeat the new password',
      save: 'Save password and sign in',
      wrongCode: 'The verification code is wrong or has expired. Check it, or start again to get a new one.',
      tooShort: (min) => `The new password must be at least ${min} characters long.`,
      mismatch: 'The two passwords do not match.',
    },
    expired: { title: 'Sign-in expired', message: 'This sign-in page is no longer valid. Open Venue Portal again to sign in.', link: 'Open Venue Portal' },
    signedOut: { title: 'Signed out', message: 'You are signed out of Venue Portal.', link: 'Sign in again' },
    problem: { title: 'Sign-in problem', fallback: 'The sign-in request could not be completed.', link: 'Back to Venue Portal' },
    signingOut: { title: 'Signing out', heading: 'Signing you out…', noScript: 'Confirm to finish signing out of Venue Portal.', submit: 'Sign out' },
  },
  dan: {
    signIn: {
      title: 'Log ind',
      userName: 'Brugernavn',
      password: 'Adgangskode',
      submit: 'Log ind',
      forgot: 'Glemt din adgangskode?',
      wrong: 'Brugernavnet eller adgangskoden er forkert.',
      throttled: (wait) => `For mange mislykkede forsøg på at logge ind. Vent ${wait}, og prøv igen.`,
      demoTitle: 'Demobrugere',
      demoHint: (password) => `Alle demobrugere har adgangskoden ${password}. Vælg en person for at logge ind som vedkommende.`,
    },
    reset: {
      title: 'Nulstil din adgangskode',
      requestHint: 'Skriv dit brugernavn. Vi sender en bekræftelseskode til kontoens e-mailadresse.',
      enterUserName: 'Skriv dit brugernavn.',
      sendCode: 'Send bekræftelseskode',
      cancel: 'Annuller',
      codeHint: (user, min) =>
        `Hvis ${user} er en konto her, er en bekræftelseskode på vej til kontoens e-mailadresse (i den indbyggede demo: i serverens log). Indtast den sammen med en ny adgangskode på mindst ${min} tegn; du bliver logget ind med den.`,
      code: 'Bekræftelseskode',
      newPassword: 'Ny adgangskode',
      repeatPassword: 'Gentag den nye adgangskode',
      save: 'Gem adgangskoden og log ind',
      wrongCode: 'Bekræftelseskoden er forkert eller udløbet. Tjek den, eller start forfra for at få en ny.',
      tooShort: (min) => `Den nye adgangskode skal være på mindst ${min} tegn.`,
      mismatch: 'De to adgangskoder er ikke ens.',
    },
    expired: { title: 'Login udløbet', message: 'Denne login-side er ikke længere gyldig. Åbn Venue Portal igen for at logge ind.', link: 'Åbn Venue Portal' },
    signedOut: { title: 'Logget ud', message: 'Du er logget ud af Venue Portal.', link: 'Log ind igen' },
    problem: { title: 'Problem med login', fallback: 'Login-anmodningen kunne ikke gennemføres.', link: 'Tilbage til Venue Portal' },
    signingOut: { title: 'Logger ud', heading: 'Logger dig ud…', noScript: 'Bekræft for at logge helt ud af Venue Portal.', submit: 'Log ud' },
  },
  swe: {
    signIn: {
      title: 'Logga in',
      userName: 'Användarnamn',
      password: 'Lösenord',
      submit: 'Logga in',
      forgot: 'Glömt ditt lösenord?',
      wrong: 'Användarnamnet eller lösenordet är fel.',
      throttled: (wait) => `För många misslyckade inloggningsförsök. Vänta ${wait} och försök igen.`,
      demoTitle: 'Demoanvändare',
      demoHint: (password) => `Alla demoanvändare har lösenordet ${password}. Välj en person för att logga in som den personen.`,
    },
    reset: {
      title: 'Återställ ditt lösenord',
      requestHint: 'Ange ditt användarnamn. Vi skickar en verifieringskod till kontots e-postadress.',
      enterUserName: 'Ange ditt användarnamn.',
      sendCode: 'Skicka verifieringskod',
      cancel: 'Avbryt',
      codeHint: (user, min) =>
        `Om ${user} är ett konto här är en verifieringskod på väg till kontots e-postadress (i den inbyggda demon: i serverns logg). Ange den tillsammans med ett nytt lösenord på minst ${min} tecken; du loggas in med det.`,
      code: 'Verifieringskod',
      newPassword: 'Nytt lösenord',
      repeatPassword: 'Upprepa det nya lösenordet',
      save: 'Spara lösenordet och logga in',
      wrongCode: 'Verifieringskoden är fel eller har gått ut. Kontrollera den, eller börja om för att få en ny.',
      tooShort: (min) => `Det nya lösenordet måste vara minst ${min} tecken långt.`,
      mismatch: 'De två lösenorden stämmer inte överens.',
    },
    expired: { title: 'Inloggningen har gått ut', message: 'Den här inloggningssidan är inte längre giltig. Öppna Venue Portal igen för att logga in.', link: 'Öppna Venue Portal' },
    signedOut: { title: 'Utloggad', message: 'Du är utloggad från Venue Portal.', link: 'Logga in igen' },
    problem: { title: 'Problem med inloggningen', fallback: 'Inloggningsbegäran kunde inte slutföras.', link: 'Tillbaka till Venue Portal' },
    signingOut: { title: 'Loggar ut', heading: 'Du loggas ut…', noScript: 'Bekräfta för att slutföra utloggningen från Venue Portal.', submit: 'Logga ut' },
  },
  nor: {
    signIn: {
      title: 'Logg inn',
      userName: 'Brukernavn',
      password: 'Passord',
      submit: 'Logg inn',
      forgot: 'Glemt passordet?',
      wrong: 'Brukernavnet eller passordet er feil.',
      throttled: (wait) => `For mange mislykkede påloggingsforsøk. Vent ${wait} og prøv igjen.`,
      demoTitle: 'Demobrukere',
      demoHint: (password) => `Alle demobrukerne har passordet ${password}. Velg en person for å logge inn som vedkommende.`,
    },
    reset: {
      title: 'Tilbakestill passordet',
      requestHint: 'Skriv inn brukernavnet ditt. Vi sender en bekreftelseskode til kontoens e-postadresse.',
      enterUserName: 'Skriv inn brukernavnet ditt.',
      sendCode: 'Send bekreftelseskode',
      cancel: 'Avbryt',
      codeHint: (user, min) =>
        `Hvis ${user} er en konto her, er en bekreftelseskode på vei til kontoens e-postadresse (i den innebygde demoen: i serverens logg). Skriv den inn sammen med et nytt passord på minst ${min} tegn; du blir logget inn med det.`,
      code: 'Bekreftelseskode',
      newPassword: 'Nytt passord',
      repeatPassword: 'Gjenta det nye passordet',
      save: 'Lagre passordet og logg inn',
      wrongCode: 'Bekreftelseskoden er feil eller har utløpt. Sjekk den, eller start på nytt for å få en ny.',
      tooShort: (min) => `Det nye passordet må være minst ${min} tegn langt.`,
      mismatch: 'De to passordene er ikke like.',
    },
    expired: { title: 'Påloggingen er utløpt', message: 'Denne påloggingssiden er ikke lenger gyldig. Åpne Venue Portal igjen for å logge inn.', link: 'Åpne Venue Portal' },
    signedOut: { title: 'Logget ut', message: 'Du er logget ut av Venue Portal.', link: 'Logg inn igjen' },
    problem: { title: 'Problem med påloggingen', fallback: 'Påloggingsforespørselen kunne ikke fullføres.', link: 'Tilbake til Venue Portal' },
    signingOut: { title: 'Logger ut', heading: 'Logger deg ut…', noScript: 'Bekreft for å fullføre utloggingen av Venue Portal.', submit: 'Logg ut' },
  },
  fin: {
    signIn: {
      title: 'Kirjaudu sisään',
      userName: 'Käyttäjätunnus',
      password: 'Salasana',
      submit: 'Kirjaudu sisään',
      forgot: 'Unohditko salasanasi?',
      wrong: 'Käyttäjätunnus tai salasana on väärä.',
      throttled: (wait) => `Liian monta epäonnistunutta kirjautumisyritystä. Odota ${wait} ja yritä uudelleen.`,
      demoTitle: 'Demokäyttäjät',
      demoHint: (password) => `Kaikkien demokäyttäjien salasana on ${password}. Valitse henkilö, jona haluat kirjautua sisään.`,
    },
    reset: {
      title: 'Palauta salasana',
      requestHint: 'Anna käyttäjätunnuksesi. Lähetämme vahvistuskoodin tilin sähköpostiosoitteeseen.',
      enterUserName: 'Anna käyttäjätunnuksesi.',
      sendCode: 'Lähetä vahvistuskoodi',
      cancel: 'Peruuta',
      codeHint: (user, min) =>
        `Jos ${user} on tili tässä palvelussa, vahvistuskoodi on matkalla tilin sähköpostiosoitteeseen (sisäänrakennetussa demossa: palvelimen lokiin). Anna se ja uusi, vähintään ${min} merkin pituinen salasana; kirjaudut sisään sillä.`,
      code: 'Vahvistuskoodi',
      newPassword: 'Uusi salasana',
      repeatPassword: 'Toista uusi salasana',
      save: 'Tallenna salasana ja kirjaudu sisään',
      wrongCode: 'Vahvistuskoodi on väärä tai vanhentunut. Tarkista se tai aloita alusta saadaksesi uuden.',
      tooShort: (min) => `Uuden salasanan on oltava vähintään ${min} merkkiä pitkä.`,
      mismatch: 'Salasanat eivät täsmää.',
    },
    expired: { title: 'Kirjautuminen vanheni', message: 'Tämä kirjautumissivu ei ole enää voimassa. Avaa Venue Portal uudelleen kirjautuaksesi sisään.', link: 'Avaa Venue Portal' },
    signedOut: { title: 'Kirjauduttu ulos', message: 'Olet kirjautunut ulos Venue Portalista.', link: 'Kirjaudu uudelleen' },
    problem: { title: 'Kirjautumisongelma', fallback: 'Kirjautumispyyntöä ei voitu suorittaa loppuun.', link: 'Takaisin Venue Portaliin' },
    signingOut: { title: 'Kirjaudutaan ulos', heading: 'Sinua kirjataan ulos…', noScript: 'Vahvista, niin uloskirjautuminen Venue Portalista päättyy.', submit: 'Kirjaudu ulos' },
  },
};

/** The language of a page: the portal's own (`ui_locales`, sent by the app), else the browser's (Accept-Language). */
export interface PageLanguage {
  locale: LocaleCode;
  /** `lang` of the page. */
  tag: string;
  t: PageTexts;
}

function acceptedLanguages(header: string | undefined): string[] {
  return (header ?? '')
    .split(',')
    .map((part) => {
      const [tag, ...params] = part.trim().split(';');
      const q = params.map((p) => /^q=([\d.]+)$/.exec(p.trim())?.[1]).find(Boolean);
      return { tag, q: q === undefined ? 1 : Number(q) };
    })
    .filter((l) => l.tag && l.q > 0)
    .sort((a, b) => b.q - a.q)
    .map((l) => l.tag);
}

export function pageLanguage(uiLocales: unknown, acceptLanguage: string | undefined): PageLanguage {
  const asked = typeof uiLocales === 'string' ? uiLocales.split(/\s+/).filter(Boolean) : [];
  const locale = localeFromBrowser([...asked, ...acceptedLanguages(acceptLanguage)]);
  return { locale, tag: bcp47(locale), t: TEXTS[locale] };
}

/** A wait spelled out in the page's language: "45 seconds", "3 minutes". */
export function spellWait(seconds: number, language: PageLanguage): string {
  const [value, unit] = seconds < 60 ? [seconds, 'second'] : [Math.ceil(seconds / 60), 'minute'];
  return new Intl.NumberFormat(language.tag, { style: 'unit', unit, unitDisplay: 'long' }).format(value);
}
