import { DEMO_PASSWORD } from '../../seed/demoUsers';
import { escapeHtml } from '../../html';
import { errorBox, invalidAttributes, type Page } from './html';
import type { PageLanguage } from './texts';

export const MIN_PASSWORD_LENGTH = 8;

export interface DemoEntry {
  name: string;
  role: string;
  userName: string;
}

function demoSection(action: string, { t }: PageLanguage, users: DemoEntry[]): string {
  if (!users.length) return '';
  const buttons = users
    .map(
      (u) => `<li><form method="post" action="${action}/login">
<input type="hidden" name="userName" value="${escapeHtml(u.userName)}">
<input type="hidden" name="password" value="${escapeHtml(DEMO_PASSWORD)}">
<button type="submit" class="user"><strong>${escapeHtml(u.name)}</strong><span>${escapeHtml(u.role)}</span><span>${escapeHtml(u.userName)}</span></button>
</form></li>`,
    )
    .join('');
  return `<section class="card" aria-labelledby="demo-heading">
<h2 id="demo-heading">${escapeHtml(t.signIn.demoTitle)}</h2>
<p class="muted">${t.signIn.demoHint(`<code>${escapeHtml(DEMO_PASSWORD)}</code>`)}</p>
<ul class="users">${buttons}</ul>
</section>`;
}

/** The sign-in form; in the demo also the demo users, each a button that signs in as them. */
export function signInPage(action: string, language: PageLanguage, options: { userName: string; error?: string; demoUsers: DemoEntry[] }): Page {
  const { t } = language;
  const invalid = invalidAttributes(Boolean(options.error));
  // After a failed attempt the user name is kept, so the password is what to type next.
  const [userFocus, passwordFocus] = options.userName ? ['', ' autofocus'] : [' autofocus', ''];
  return {
    lang: language.tag,
    title: t.signIn.title,
    main: `<section class="card" aria-labelledby="sign-in-heading">
<h1 id="sign-in-heading">${escapeHtml(t.signIn.title)}</h1>
${errorBox(options.error ? [options.error] : [])}
<form method="post" action="${action}/login">
<label for="userName">${escapeHtml(t.signIn.userName)}</label>
<input type="text" id="userName" name="userName" value="${escapeHtml(options.userName)}" autocomplete="username" autocapitalize="none" spellcheck="false" required${userFocus}${invalid}>
<label for="password">${escapeHtml(t.signIn.password)}</label>
<input type="password" id="password" name="password" autocomplete="current-password" required${passwordFocus}${invalid}>
<button type="submit" class="primary">${escapeHtml(t.signIn.submit)}</button>
</form>
<form method="post" action="${action}/forgot"><button type="submit" class="link">${escapeHtml(t.signIn.forgot)}</button></form>
</section>
${demoSection(action, language, options.demoUsers)}`,
  };
}

export interface FieldError {
  field: 'code' | 'password';
  message: string;
}

/** Step one of a reset: who is resetting; the code goes to that user's e-mail address. */
export function resetRequestPage(action: string, language: PageLanguage, options: { userName: string; error?: string }): Page {
  const { t } = language;
  return {
    lang: language.tag,
    title: t.reset.title,
    main: `<section class="card" aria-labelledby="reset-heading">
<h1 id="reset-heading">${escapeHtml(t.reset.title)}</h1>
<p class="muted">${escapeHtml(t.reset.requestHint)}</p>
${errorBox(options.error ? [options.error] : [])}
<form method="post" action="${action}/reset/code">
<label for="userName">${escapeHtml(t.signIn.userName)}</label>
<input type="text" id="userName" name="userName" value="${escapeHtml(options.userName)}" autocomplete="username" autocapitalize="none" spellcheck="false" required autofocus${invalidAttributes(Boolean(options.error))}>
<button type="submit" class="primary">${escapeHtml(t.reset.sendCode)}</button>
</form>
<form method="post" action="${action}/cancel"><button type="submit" class="secondary">${escapeHtml(t.reset.cancel)}</button></form>
</section>`,
  };
}

/** Step two: the code from the e-mail and the new password. */
export function resetPage(action: string, language: PageLanguage, options: { userName: string; errors: FieldError[] }): Page {
  const { t } = language;
  const codeInvalid = invalidAttributes(options.errors.some((e) => e.field === 'code'));
  const passwordInvalid = invalidAttributes(options.errors.some((e) => e.field === 'password'));
  return {
    lang: language.tag,
    title: t.reset.title,
    main: `<section class="card" aria-labelledby="reset-heading">
<h1 id="reset-heading">${escapeHtml(t.reset.title)}</h1>
<p class="muted">${t.reset.codeHint(`<strong>${escapeHtml(options.userName)}</strong>`, MIN_PASSWORD_LENGTH)}</p>
${errorBox(options.errors.map((e) => e.message))}
<form method="post" action="${action}/reset">
<input type="hidden" name="userName" value="${escapeHtml(options.userName)}">
<label for="code">${escapeHtml(t.reset.code)}</label>
<input type="text" id="code" name="code" inputmode="numeric" autocomplete="one-time-code" pattern="[0-9]{6}" maxlength="6" required autofocus${codeInvalid}>
<label for="password">${escapeHtml(t.reset.newPassword)}</label>
<input type="password" id="password" name="password" autocomplete="new-password" minlength="${MIN_PASSWORD_LENGTH}" required${passwordInvalid}>
<label for="confirm">${escapeHtml(t.reset.repeatPassword)}</label>
<input type="password" id="confirm" name="confirm" autocomplete="new-password" minlength="${MIN_PASSWORD_LENGTH}" required${passwordInvalid}>
<button type="submit" class="primary">${escapeHtml(t.reset.save)}</button>
</form>
<form method="post" action="${action}/cancel"><button type="submit" class="secondary">${escapeHtml(t.reset.cancel)}</button></form>
</section>`,
  };
}

export function messagePage(language: PageLanguage, title: string, message: string, link: { href: string; text: string }): Page {
  return {
    lang: language.tag,
    title,
    main: `<section class="card" aria-labelledby="message-heading">
<h1 id="message-heading">${escapeHtml(title)}</h1>
<p>${escapeHtml(message)}</p>
<p><a href="${escapeHtml(link.href)}">${escapeHtml(link.text)}</a></p>
</section>`,
  };
}

/** oidc-provider's sign-out confirmation, submitted at once: signing out of the portal needs no second click. */
export function logoutPage(language: PageLanguage, form: string): Page {
  const { t } = language;
  return {
    lang: language.tag,
    title: t.signingOut.title,
    main: `<section class="card" aria-labelledby="logout-heading">
<h1 id="logout-heading">${escapeHtml(t.signingOut.heading)}</h1>
${form}
<noscript><p>${escapeHtml(t.signingOut.noScript)}</p></noscript>
<button type="submit" class="primary" form="op.logoutForm" name="logout" value="yes" id="logout-confirm">${escapeHtml(t.signingOut.submit)}</button>
</section>`,
    script: `document.getElementById('op.logoutForm').requestSubmit(document.getElementById('logout-confirm'));`,
  };
}

export function validateReset({ t }: PageLanguage, password: string, confirm: string): FieldError[] {
  const errors: FieldError[] = [];
  if (password.length < MIN_PASSWORD_LENGTH) errors.push({ field: 'password', message: t.reset.tooShort(MIN_PASSWORD_LENGTH) });
  else if (password !== confirm) errors.push({ field: 'password', message: t.reset.mismatch });
  return errors;
}
