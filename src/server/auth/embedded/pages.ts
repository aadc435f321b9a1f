import { DEMO_PASSWORD } from '../../seed/demoUsers';
import { errorBox, escapeHtml, invalidAttributes, type Page } from './html';

export const MIN_PASSWORD_LENGTH = 8;

export interface DemoEntry {
  name: string;
  role: string;
  userName: string;
}

export function signInPage(action: string, options: { userName: string; error?: string; demoUsers: DemoEntry[] }): Page {
  const invalid = invalidAttributes(Boolean(options.error));
  // After a failed attempt the user name is kept, so the password is what to type next.
  const [userFocus, passwordFocus] = options.userName ? ['', ' autofocus'] : [' autofocus', ''];
  const demo = options.demoUsers.length
    ? `<section class="card" aria-labelledby="demo-heading">
<h2 id="demo-heading">Demo users</h2>
<p class="muted">Every demo user's password is <code>${escapeHtml(DEMO_PASSWORD)}</code>. Choose a person to sign in as them.</p>
<ul class="users">${options.demoUsers
        .map(
          (u) => `<li><form method="post" action="${action}/login">
<input type="hidden" name="userName" value="${escapeHtml(u.userName)}">
<input type="hidden" name="password" value="${escapeHtml(DEMO_PASSWORD)}">
<button type="submit" class="user"><strong>${escapeHtml(u.name)}</strong><span>${escapeHtml(u.role)}</span><span>${escapeHtml(u.userName)}</span></button>
</form></li>`,
        )
        .join('')}</ul>
</section>`
    : '';
  return {
    title: 'Sign in',
    main: `<section class="card" aria-labelledby="sign-in-heading">
<h1 id="sign-in-heading">Sign in</h1>
${errorBox(options.error ? [options.error] : [])}
<form method="post" action="${action}/login">
<label for="userName">User name</label>
<input type="text" id="userName" name="userName" value="${escapeHtml(options.userName)}" autocomplete="username" autocapitalize="none" spellcheck="false" required${userFocus}${invalid}>
<label for="password">Password</label>
<input type="password" id="password" name="password" autocomplete="current-password" required${passwordFocus}${invalid}>
<button type="submit" class="primary">Sign in</button>
</form>
<form method="post" action="${action}/forgot"><button type="submit" class="link">Forgot your password?</button></form>
</section>
${demo}`,
  };
}

export interface FieldError {
  field: 'code' | 'password';
  message: string;
}

/** Step one of a reset: who is resetting; the code goes to that user's e-mail address. */
export function resetRequestPage(action: string, options: { userName: string; error?: string }): Page {
  return {
    title: 'Reset your password',
    main: `<section class="card" aria-labelledby="reset-heading">
<h1 id="reset-heading">Reset your password</h1>
<p class="muted">Enter your user name. We send a verification code to the e-mail address of the account.</p>
${errorBox(options.error ? [options.error] : [])}
<form method="post" action="${action}/reset/code">
<label for="userName">User name</label>
<input type="text" id="userName" name="userName" value="${escapeHtml(options.userName)}" autocomplete="username" autocapitalize="none" spellcheck="false" required autofocus${invalidAttributes(Boolean(options.error))}>
<button type="submit" class="primary">Send verification code</button>
</form>
<form method="post" action="${action}/cancel"><button type="submit" class="secondary">Cancel</button></form>
</section>`,
  };
}

/** Step two: the code from the e-mail and the new password. */
export function resetPage(action: string, options: { userName: string; errors: FieldError[] }): Page {
  const codeInvalid = invalidAttributes(options.errors.some((e) => e.field === 'code'));
  const passwordInvalid = invalidAttributes(options.errors.some((e) => e.field === 'password'));
  return {
    title: 'Reset your password',
    main: `<section class="card" aria-labelledby="reset-heading">
<h1 id="reset-heading">Reset your password</h1>
<p class="muted">If <strong>${escapeHtml(options.userName)}</strong> is an account here, a verification code is on its way to its e-mail address
(in the embedded demo: in the server's log). Enter it with a new password of at least ${MIN_PASSWORD_LENGTH} characters; you will be signed in with it.</p>
${errorBox(options.errors.map((e) => e.message))}
<form method="post" action="${action}/reset">
<input type="hidden" name="userName" value="${escapeHtml(options.userName)}">
<label for="code">Verification code</label>
<input type="text" id="code" name="code" inputmode="numeric" autocomplete="one-time-code" pattern="[0-9]{6}" maxlength="6" required autofocus${codeInvalid}>
<label for="password">New password</label>
<input type="password" id="password" name="password" autocomplete="new-password" minlength="${MIN_PASSWORD_LENGTH}" required${passwordInvalid}>
<label for="confirm">Repeat the new password</label>
<input type="password" id="confirm" name="confirm" autocomplete="new-password" minlength="${MIN_PASSWORD_LENGTH}" required${passwordInvalid}>
<button type="submit" class="primary">Save password and sign in</button>
</form>
<form method="post" action="${action}/cancel"><button type="submit" class="secondary">Cancel</button></form>
</section>`,
  };
}

export function messagePage(title: string, message: string, link: { href: string; text: string }): Page {
  return {
    title,
    main: `<section class="card" aria-labelledby="message-heading">
<h1 id="message-heading">${escapeHtml(title)}</h1>
<p>${escapeHtml(message)}</p>
<p><a href="${escapeHtml(link.href)}">${escapeHtml(link.text)}</a></p>
</section>`,
  };
}

/** oidc-provider's sign-out confirmation, submitted at once: signing out of the portal needs no second click. */
export function logoutPage(form: string): Page {
  return {
    title: 'Signing out',
    main: `<section class="card" aria-labelledby="logout-heading">
<h1 id="logout-heading">Signing you out…</h1>
${form}
<noscript><p>Confirm to finish signing out of Venue Portal.</p></noscript>
<button type="submit" class="primary" form="op.logoutForm" name="logout" value="yes" id="logout-confirm">Sign out</button>
</section>`,
    script: `document.getElementById('op.logoutForm').requestSubmit(document.getElementById('logout-confirm'));`,
  };
}

export function validateReset(password: string, confirm: string): FieldError[] {
  const errors: FieldError[] = [];
  if (password.length < MIN_PASSWORD_LENGTH) errors.push({ field: 'password', message: `The new password must be at least ${MIN_PASSWORD_LENGTH} characters long.` });
  else if (password !== confirm) errors.push({ field: 'password', message: 'The two passwords do not match.' });
  return errors;
}

