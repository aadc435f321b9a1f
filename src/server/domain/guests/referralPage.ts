import { escapeHtml } from '../../html';
import { guestFacingPage, type Lang } from './guestFacingPage';

/**
 * The guest-facing page of a referral link (`/refer/{code}`), served by this server when no public site
 * (`PUBLIC_SITE_URL`) is configured: the invitation with its code, in the guest's language. It shows no personal data
 * of the guest who shared it, so guessing codes reveals nothing.
 */

const TEXTS: Record<Lang, { title: string; invitedTo: string; invitedToGroup: string; code: string; how: string; invalidTitle: string; invalid: string }> = {
  eng: {
    title: 'You are invited',
    invitedTo: 'A friend has invited you to %{venue}.',
    invitedToGroup: 'A friend has invited you to our bars and restaurants.',
    code: 'Your invitation code',
    how: 'Show the code at the bar, or enter it when you book a table or sign in to our Wi-Fi.',
    invalidTitle: 'Invitation not found',
    invalid: 'This invitation is no longer valid.',
  },
  dan: {
    title: 'Du er inviteret',
    invitedTo: 'En ven har inviteret dig til %{venue}.',
    invitedToGroup: 'En ven har inviteret dig til vores barer og restauranter.',
    code: 'Din invitationskode',
    how: 'Vis koden i baren, eller indtast den, når du booker et bord eller logger på vores Wi-Fi.',
    invalidTitle: 'Invitationen findes ikke',
    invalid: 'Denne invitation er ikke længere gyldig.',
  },
  swe: {
    title: 'Du är inbjuden',
    invitedTo: 'En vän har bjudit in dig till %{venue}.',
    invitedToGroup: 'En vän har bjudit in dig till våra barer och restauranger.',
    code: 'Din inbjudningskod',
    how: 'Visa koden i baren, eller ange den när du bokar bord eller loggar in på vårt Wi-Fi.',
    invalidTitle: 'Inbjudan hittades inte',
    invalid: 'Den här inbjudan gäller inte längre.',
  },
  nor: {
    title: 'Du er invitert',
    invitedTo: 'En venn har invitert deg til %{venue}.',
    invitedToGroup: 'En venn har invitert deg til våre barer og restauranter.',
    code: 'Invitasjonskoden din',
    how: 'Vis koden i baren, eller skriv den inn når du bestiller bord eller logger på Wi-Fi-en vår.',
    invalidTitle: 'Fant ikke invitasjonen',
    invalid: 'Denne invitasjonen er ikke lenger gyldig.',
  },
  fin: {
    title: 'Sinut on kutsuttu',
    invitedTo: 'Ystäväsi on kutsunut sinut ravintolaan %{venue}.',
    invitedToGroup: 'Ystäväsi on kutsunut sinut baareihimme ja ravintoloihimme.',
    code: 'Kutsukoodisi',
    how: 'Näytä koodi baarissa tai syötä se, kun varaat pöydän tai kirjaudut Wi-Fi-verkkoomme.',
    invalidTitle: 'Kutsua ei löytynyt',
    invalid: 'Tämä kutsu ei ole enää voimassa.',
  },
};

const COUNTRY_LANG: Record<string, Lang> = { dk: 'dan', no: 'nor', fi: 'fin', uk: 'eng' };
const ACCEPT: [RegExp, Lang][] = [
  [/^da\b/, 'dan'],
  [/^(nb|nn|no)\b/, 'nor'],
  [/^sv\b/, 'swe'],
  [/^fi\b/, 'fin'],
  [/^en\b/, 'eng'],
];

/** The browser's first supported language, else the language of the guest's country, else English. */
export function referralPageLanguage(acceptLanguage: string | undefined, country: string | null | undefined): Lang {
  for (const part of (acceptLanguage ?? '').split(',')) {
    const tag = part.split(';')[0].trim().toLowerCase();
    const match = ACCEPT.find(([re]) => re.test(tag));
    if (match) return match[1];
  }
  return (country && COUNTRY_LANG[country]) || 'eng';
}

const page = (lang: Lang, title: string, body: string) =>
  guestFacingPage(
    lang,
    title,
    body,
    `.code { font-size: 2rem; letter-spacing: .2em; font-weight: 700; font-family: ui-monospace, Menlo, Consolas, monospace; padding: .5rem 1rem; border: 2px dashed #888; border-radius: 8px; display: inline-block; margin: .5rem 0 1rem; }
.label { color: #555; margin-bottom: 0; }
`,
  );

export function invitationPage(lang: Lang, code: string, venueName: string | null): string {
  const t = TEXTS[lang];
  const invited = venueName ? escapeHtml(t.invitedTo).replace('%{venue}', `<strong>${escapeHtml(venueName)}</strong>`) : escapeHtml(t.invitedToGroup);
  return page(lang, t.title, `<h1>${escapeHtml(t.title)}</h1><p>${invited}</p><p class="label">${escapeHtml(t.code)}</p><div class="code">${escapeHtml(code)}</div><p>${escapeHtml(t.how)}</p>`);
}

export function invalidInvitationPage(lang: Lang): string {
  const t = TEXTS[lang];
  return page(lang, t.invalidTitle, `<h1>${escapeHtml(t.invalidTitle)}</h1><p>${escapeHtml(t.invalid)}</p>`);
}
