import { randomBytes } from 'node:crypto';
import { escapeHtml, htmlPage } from '../../html';

// The frame of the provider's pages: plain forms under a strict content security policy, so they work without
// JavaScript and run no script but their own.


const STYLES = `
:root{color-scheme:light;--primary:#1b5e20;--primary-dark:#0f3d13;--error:#b71c1c;--muted:#4a5a4b;--border:#c8d3c9}
*{box-sizing:border-box}
body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#f3f6f3;color:#1d261e}
header{background:var(--primary);color:#fff;padding:.9rem 1.5rem;font-weight:600;font-size:1.15rem;letter-spacing:.01em}
main{max-width:30rem;margin:2rem auto;padding:0 1rem}
.card{background:#fff;border:1px solid var(--border);border-radius:8px;padding:1.5rem;margin-bottom:1.5rem;box-shadow:0 1px 3px rgba(0,0,0,.08)}
h1{font-size:1.5rem;margin:0 0 1rem}
h2{font-size:1.15rem;margin:0 0 .5rem}
p{margin:0 0 1rem}
label{display:block;font-weight:600;margin:0 0 .25rem}
input[type=text],input[type=password]{display:block;width:100%;padding:.6rem .7rem;font:inherit;border:1px solid #8a9a8b;border-radius:4px;margin:0 0 1rem}
input[aria-invalid=true]{border-color:var(--error)}
:focus-visible{outline:3px solid #ffb300;outline-offset:2px}
button{font:inherit;cursor:pointer}
.primary{display:block;width:100%;padding:.65rem 1rem;border:0;border-radius:4px;background:var(--primary);color:#fff;font-weight:600}
.primary:hover{background:var(--primary-dark)}
.secondary{display:block;width:100%;padding:.6rem 1rem;margin-top:.75rem;border:1px solid var(--primary);border-radius:4px;background:#fff;color:var(--primary);font-weight:600}
.link{border:0;background:none;padding:0;margin-top:1rem;color:var(--primary);text-decoration:underline}
.error{border-left:4px solid var(--error);background:#fdecea;color:var(--error);padding:.6rem .8rem;margin:0 0 1rem}
.error p{margin:0}
.error ul{margin:0;padding-left:1.1rem}
.muted{color:var(--muted)}
code{background:#e8efe8;padding:.1rem .35rem;border-radius:3px}
.users{list-style:none;margin:0;padding:0}
.users li+li{margin-top:.5rem}
.user{display:block;width:100%;text-align:left;padding:.6rem .8rem;border:1px solid var(--border);border-radius:6px;background:#fff;color:inherit}
.user:hover{border-color:var(--primary);background:#f1f8f1}
.user strong{display:block;color:var(--primary)}
.user span{display:block;font-size:.9rem;color:var(--muted)}
`;

export interface Page {
  /** The page's language tag (`lang`). */
  lang: string;
  title: string;
  main: string;
  script?: string;
  /** Files of the portal the browser may fetch while the person signs in, so the portal opens at once afterwards. */
  prefetch?: string[];
}

/**
 * Scripts are prefetched in CORS mode, the way the portal's module scripts are then requested: a no-CORS copy in the
 * cache does not answer a module request (the asset's `Vary: Origin` differs), and each file would be asked again.
 */
const prefetchLink = (href: string) => `<link rel="prefetch" href="${escapeHtml(href)}"${href.endsWith('.js') ? ' crossorigin' : ''}>`;

export function renderPage(page: Page, nonce: string): string {
  return htmlPage({
    lang: page.lang,
    title: `${page.title} · Venue Portal`,
    head: [`<style nonce="${nonce}">${STYLES}</style>`, ...(page.prefetch ?? []).map(prefetchLink)].join('\n'),
    body: `
<header>Venue Portal</header>
<main>${page.main}</main>
${page.script ? `<script nonce="${nonce}">${page.script}</script>` : ''}
`,
  });
}

/** The policy of the pages written here: only their own nonce'd style and script; forms may end at the portal. */
export function pageCsp(nonce: string, formTargets: string[]): string {
  return [
    // Prefetches are checked against default-src: the page may fetch, never run, the portal's own files.
    "default-src 'self'",
    "object-src 'none'",
    "connect-src 'none'",
    `style-src 'nonce-${nonce}'`,
    `script-src 'nonce-${nonce}'`,
    "img-src 'self' data:",
    `form-action 'self' ${formTargets.join(' ')}`,
    "frame-ancestors 'none'",
    "base-uri 'none'",
  ].join('; ');
}

export function errorBox(messages: string[]): string {
  if (!messages.length) return '';
  const body = messages.length === 1 ? `<p>${escapeHtml(messages[0])}</p>` : `<ul>${messages.map((m) => `<li>${escapeHtml(m)}</li>`).join('')}</ul>`;
  return `<div class="error" id="form-error" role="alert">${body}</div>`;
}

export const invalidAttributes = (invalid: boolean) => (invalid ? ' aria-invalid="true" aria-describedby="form-error"' : '');

/** A fresh nonce for one page's style and script. */
export function newNonce(): string {
  return randomBytes(16).toString('base64');
}
