import { htmlPage } from '../../html';

/** A language of the guest-facing pages (referral invitation, consent confirmation). */
export type Lang = 'eng' | 'dan' | 'swe' | 'nor' | 'fin';

const HTML_LANG: Record<Lang, string> = { eng: 'en', dan: 'da', swe: 'sv', nor: 'nb', fin: 'fi' };

/**
 * A page a guest opens from a link, without signing in: one centred card in the guest's language, kept out of search
 * engines. `css` adds the page's own rules to the shared ones.
 */
export function guestFacingPage(lang: Lang, title: string, body: string, css = ''): string {
  return htmlPage({
    lang: HTML_LANG[lang],
    title,
    head: `<style>
body { margin: 0; font-family: system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; background: #f4f4f6; color: #1d1d1f; display: flex; min-height: 100vh; align-items: center; justify-content: center; }
main { background: #fff; border-radius: 12px; padding: 2rem; max-width: 28rem; margin: 1rem; box-shadow: 0 2px 12px rgba(0,0,0,.08); text-align: center; }
h1 { font-size: 1.6rem; margin: 0 0 1rem; }
${css}</style>`,
    body: `<main>${body}</main>`,
  });
}
