/**
 * The guest-facing page of a referral link (`/refer/{code}`), served by this server when no public site
 * (`PUBLIC_SITE_URL`) is configured: the invitation with its code, in the guest's language. It shows no personal data
 * of the guest who shared it, so guessing codes reveals nothing.
 */

type Lang = 'eng' | 'dan' | 'swe' | 'nor' | 'fin';

const HTML_LANG: Record<Lang, string> = { eng: 'en', dan: 'da', swe: 'sv', nor: 'nb', fin: 'fi' };

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

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

function page(lang: Lang, title: string, body: string): string {
  return `<!doctype html>
<html lang="${HTML_LANG[lang]}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escape(title)}</title>
<style>
body { margin: 0; font-family: system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; background: #f4f4f6; color: #1d1d1f; display: flex; min-height: 100vh; align-items: center; justify-content: center; }
main { background: #fff; border-radius: 12px; padding: 2rem; max-width: 28rem; margin: 1rem; box-shadow: 0 2px 12px rgba(0,0,0,.08); text-align: center; }
h1 { font-size: 1.6rem; margin: 0 0 1rem; }
.code { font-size: 2rem; letter-spacing: .2em; font-weight: 700; font-family: ui-monospace, Menlo, Consolas, monospace; padding: .5rem 1rem; border: 2px dashed #888; border-radius: 8px; display: inline-block; margin: .5rem 0 1rem; }
.label { color: #555; margin-bottom: 0; }
</style>
</head>
<body><main>${body}</main></body>
</html>
`;
}

export function invitationPage(lang: Lang, code: string, venueName: string | null): string {
  const t = TEXTS[lang];
  const invited = venueName ? escape(t.invitedTo).replace('%{venue}', `<strong>${escape(venueName)}</strong>`) : escape(t.invitedToGroup);
  return page(lang, t.title, `<h1>${escape(t.title)}</h1><p>${invited}</p><p class="label">${escape(t.code)}</p><div class="code">${escape(code)}</div><p>${escape(t.how)}</p>`);
}

export function invalidInvitationPage(lang: Lang): string {
  const t = TEXTS[lang];
  return page(lang, t.invalidTitle, `<h1>${escape(t.invalidTitle)}</h1><p>${escape(t.invalid)}</p>`);
}
