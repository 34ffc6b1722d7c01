import type { Locator, Page } from '@playwright/test';
import { failedResource } from '../fixtures.ts';
import {
  lastMailSeq,
  linkIn,
  RESET_SUBJECT,
  VERIFY_SUBJECT,
  waitForMail,
} from '../fixtures/mail.ts';
import {
  createUserAside,
  expect,
  notice,
  PASSWORD,
  signInWithForm,
  test,
  uniqueEmail,
  userMenuButton,
} from '../fixtures/test.ts';

/** The sign-up form on /auth, opened from its tab. */
async function openSignUp(page: Page): Promise<Locator> {
  await page.getByRole('tab', { name: 'Sign Up' }).click();
  return page.getByRole('form', { name: 'Sign up' });
}

/** Types the address and the test password, twice, into the sign-up form. */
async function fillSignUp(form: Locator, email: string) {
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await form.getByLabel('Confirm Password').fill(PASSWORD);
}

/** The answer to every sign-up, whether the address was new or already taken. */
async function expectSignUpAnswer(page: Page) {
  await expect(
    notice(
      page,
      'Success',
      'Account created successfully! Please check your email to verify your account.',
    ),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Check your inbox' })).toBeVisible();
}

test('sign up → verification mail → the link signs in at / with the user menu', async ({
  page,
}) => {
  const email = uniqueEmail('signup');
  await page.goto('/auth');
  await expect(page.getByRole('tab', { name: 'Sign In' })).toHaveAttribute('aria-selected', 'true');
  const form = await openSignUp(page);
  await expect(
    form.getByText('By signing up, you agree to our Terms of Service and Privacy Policy.'),
  ).toBeVisible();
  await fillSignUp(form, email);
  await form.getByLabel('First Name').fill('Ada');
  await form.getByLabel('Last Name').fill('Lovelace');
  const google = page.getByRole('button', { name: 'Continue with Google' });
  await expect(google).toBeVisible();
  await form.getByRole('button', { name: 'Create Account' }).click();

  await expectSignUpAnswer(page);
  // The account exists: another way to sign up has no place beside 'Check your inbox'.
  await expect(google).toHaveCount(0);
  await expect(page.getByRole('separator', { name: 'Or continue with email' })).toHaveCount(0);

  const mail = await waitForMail(email, { subject: VERIFY_SUBJECT });
  await page.goto(linkIn(mail, /verify-email/));
  await expect(page).toHaveURL('/?verified=1');
  // The landing says the address is confirmed and what to do next.
  const confirmed = page.getByRole('status').filter({ hasText: 'Email Confirmed' });
  await expect(confirmed).toContainText(
    "Your email address is confirmed and you're signed in. Next, build your resume",
  );
  await expect(confirmed.getByRole('link', { name: 'Build your resume' })).toHaveAttribute(
    'href',
    '/build',
  );
  const menu = userMenuButton(page);
  await expect(menu).toContainText('Ada Lovelace');
  await menu.click();
  const list = page.getByRole('menu');
  await expect(list.getByText('Ada Lovelace', { exact: true })).toBeVisible();
  await expect(list.getByText(email, { exact: true })).toBeVisible();
  await expect(page.getByRole('menuitem')).toHaveText([
    'Create Resume',
    'My Documents',
    'Applications',
    'Edit Profile',
    'Sign Out',
  ]);
  await page.getByRole('menuitem', { name: 'Create Resume' }).click();
  await expect(page).toHaveURL('/build');
});

test('sign-up checks: Password Mismatch, Weak Password (length, common, the e-mail in it)', async ({
  page,
  allowConsole,
}) => {
  allowConsole(
    failedResource(400),
    'the server refuses the common password and the one containing the e-mail',
  );
  allowConsole('Sign up failed: PASSWORD_', 'sign-up errors are logged');
  await page.goto('/auth');
  const form = await openSignUp(page);
  const email = form.getByLabel('Email');
  const password = form.getByLabel('Password', { exact: true });
  const confirm = form.getByLabel('Confirm Password');
  const submit = form.getByRole('button', { name: 'Create Account' });

  await email.fill(uniqueEmail('mismatch'));
  await password.fill(PASSWORD);
  await confirm.fill(`${PASSWORD}!`);
  await submit.click();
  await expect(
    notice(page, 'Password Mismatch', 'Passwords do not match. Please try again.'),
  ).toBeVisible();
  await expect(confirm).toHaveAttribute('aria-invalid', 'true');

  await password.fill('abc12');
  await confirm.fill('abc12');
  await submit.click();
  await expect(
    notice(page, 'Weak Password', 'Password must be at least 6 characters long.'),
  ).toBeVisible();
  await expect(form.getByText('Password must be at least 6 characters long.')).toBeVisible();

  // Only the server knows the list of common passwords: the notice shows its text.
  await password.fill('password');
  await confirm.fill('password');
  await submit.click();
  await expect(
    notice(
      page,
      'Weak Password',
      'This password is too common and easy to guess. Please choose another one.',
    ),
  ).toBeVisible();

  await email.fill('grace.hopper@example.test');
  await password.fill('GRACE.HOPPER-1906');
  await confirm.fill('GRACE.HOPPER-1906');
  await submit.click();
  await expect(
    notice(
      page,
      'Weak Password',
      'Your password must not contain your email address. Please choose another one.',
    ),
  ).toBeVisible();
});

test('sign-up with a known address looks like any sign-up; the owner gets a mail', async ({
  page,
  playwright,
  clientIp,
}) => {
  const existing = await createUserAside(playwright, clientIp, { label: 'taken' });
  const before = await lastMailSeq(existing.email);
  await page.goto('/auth');
  const form = await openSignUp(page);
  await fillSignUp(form, existing.email);
  await form.getByRole('button', { name: 'Create Account' }).click();
  await expectSignUpAnswer(page);
  await expect(page.getByText(existing.email)).toBeVisible();

  const mail = await waitForMail(existing.email, { subject: /tried to create/i, after: before });
  // Its link to a new password opens the forgot-password form.
  await page.goto(linkIn(mail, /\/auth\?forgot=1/));
  await expect(page.getByRole('form', { name: 'Reset password' })).toBeVisible();
});

test('a verification link opened in another browser confirms the address and asks to sign in', async ({
  page,
  playwright,
  clientIp,
}) => {
  const user = await createUserAside(
    playwright,
    clientIp,
    { label: 'otherbrowser' },
    { verify: false },
  );
  const mail = await waitForMail(user.email, { subject: VERIFY_SUBJECT });
  await page.goto(linkIn(mail, /verify-email/));
  await expect(page).toHaveURL('/auth?verified=1');
  await expect(page.getByRole('status').filter({ hasText: 'Email Confirmed' })).toContainText(
    'Your email address is confirmed. You can sign in now.',
  );
  await expect(page.getByRole('banner').getByRole('link', { name: 'Get Started' })).toBeVisible();
  await signInWithForm(page, user);
  await expect(page).toHaveURL('/build');
});

test('sign in goes to /build with a notice; Sign Out returns to / with a notice', async ({
  page,
  playwright,
  clientIp,
}) => {
  const user = await createUserAside(playwright, clientIp, { label: 'inout' });
  await signInWithForm(page, user);
  await expect(notice(page, 'Success', "You've been signed in successfully!")).toBeVisible();
  await expect(page).toHaveURL('/build');
  // No names given at sign-up and no display name stored: the part of the e-mail before the @.
  await expect(userMenuButton(page)).toContainText(user.email.split('@')[0]!);
  await expect(userMenuButton(page)).not.toContainText('@');

  await userMenuButton(page).click();
  await page.getByRole('menuitem', { name: 'Sign Out' }).click();
  await expect(notice(page, 'Success', "You've been signed out successfully.")).toBeVisible();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Get Started' })).toBeVisible();
  // The session is gone on the server too.
  const session = await page.request.get('/api/auth/get-session');
  expect(await session.json()).toBeNull();
});

test('a failed sign-out keeps the user signed in and says so', async ({
  page,
  playwright,
  clientIp,
  allowConsole,
}) => {
  allowConsole(failedResource(500), 'the test makes sign-out fail');
  allowConsole('Sign out failed:', 'sign-out errors are logged');
  const user = await createUserAside(playwright, clientIp, { label: 'outfail' });
  await signInWithForm(page, user);
  await expect(page).toHaveURL('/build');
  await page.route('**/api/auth/sign-out', (route) => route.fulfill({ status: 500, body: '{}' }));
  await userMenuButton(page).click();
  await page.getByRole('menuitem', { name: 'Sign Out' }).click();
  await expect(notice(page, 'Error', 'Failed to sign out. Please try again.')).toBeVisible();
  await expect(page).toHaveURL('/build');
  await expect(userMenuButton(page)).toBeVisible();
});

test('a wrong password shows Invalid Credentials beside the form and stays on /auth', async ({
  page,
  playwright,
  clientIp,
  allowConsole,
}) => {
  allowConsole(failedResource(401), 'the server refuses the wrong password with 401');
  allowConsole('Sign in failed: INVALID_EMAIL_OR_PASSWORD', 'sign-in errors are logged');
  const user = await createUserAside(playwright, clientIp, { label: 'wrongpw' });
  await signInWithForm(page, { email: user.email, password: 'not my password' });
  await expect(
    notice(page, 'Invalid Credentials', 'Please check your email and password and try again.'),
  ).toBeVisible();
  // The same message stays in the form (the notice goes away), and describes the form.
  const form = page.getByRole('form', { name: 'Sign in' });
  const alert = form.getByRole('alert');
  await expect(alert).toHaveText(
    'Invalid CredentialsPlease check your email and password and try again.',
  );
  await expect(form).toHaveAccessibleDescription(
    'Invalid Credentials Please check your email and password and try again.',
  );
  await expect(page).toHaveURL('/auth');
  // The right password then signs in.
  await form.getByLabel('Password', { exact: true }).fill(user.password);
  await form.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL('/build');
});

test('an unverified account is told to verify and can get a new link', async ({
  page,
  playwright,
  clientIp,
  allowConsole,
}) => {
  allowConsole(failedResource(403), 'sign-in is refused until the e-mail is verified');
  allowConsole('Sign in failed: EMAIL_NOT_VERIFIED', 'sign-in errors are logged');
  const user = await createUserAside(
    playwright,
    clientIp,
    { label: 'unverified' },
    { verify: false },
  );
  const before = await lastMailSeq(user.email);

  await signInWithForm(page, user);
  await expect(notice(page, 'Sign In Error')).toBeVisible();
  const alert = page.getByRole('alert').filter({ hasText: 'Please verify your e-mail address' });
  await expect(alert).toContainText(user.email);
  await alert.getByRole('button', { name: 'Resend verification e-mail' }).click();
  await expect(notice(page, 'Verification e-mail sent')).toBeVisible();

  const mail = await waitForMail(user.email, { subject: VERIFY_SUBJECT, after: before });
  await page.goto(linkIn(mail, /verify-email/));
  await expect(page).toHaveURL('/?verified=1');
  await expect(page.getByRole('status').filter({ hasText: 'Email Confirmed' })).toBeVisible();
  await expect(userMenuButton(page)).toContainText(user.email.split('@')[0]!);
});

test('forgot password → mail → reset page → sign in with the new password', async ({
  page,
  playwright,
  clientIp,
  allowConsole,
}) => {
  allowConsole(failedResource(401), 'the old password no longer signs in');
  allowConsole('Sign in failed: INVALID_EMAIL_OR_PASSWORD', 'sign-in errors are logged');
  const user = await createUserAside(playwright, clientIp, { label: 'forgot' });
  await page.goto('/auth');
  await page.getByRole('form', { name: 'Sign in' }).getByLabel('Email').fill(user.email);
  await page.getByRole('button', { name: 'Forgot password?' }).click();
  const request = page.getByRole('form', { name: 'Reset password' });
  await expect(request.getByLabel('Email')).toHaveValue(user.email);
  await request.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByText('Check your inbox')).toBeVisible();

  const mail = await waitForMail(user.email, { subject: RESET_SUBJECT });
  await page.goto(linkIn(mail, /\/reset-password\?token=/));
  await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
  const form = page.getByRole('form', { name: 'New password' });
  await form.getByLabel('New Password', { exact: true }).fill('brand new pass 7');
  await form.getByLabel('Confirm New Password').fill('brand new pass');
  await form.getByRole('button', { name: 'Set New Password' }).click();
  await expect(
    notice(page, 'Password Mismatch', 'Passwords do not match. Please try again.'),
  ).toBeVisible();
  await form.getByLabel('Confirm New Password').fill('brand new pass 7');
  await form.getByRole('button', { name: 'Set New Password' }).click();
  await expect(notice(page, 'Password changed')).toBeVisible();
  await expect(page).toHaveURL('/auth');

  await signInWithForm(page, { email: user.email, password: user.password });
  await expect(notice(page, 'Invalid Credentials')).toBeVisible();
  await signInWithForm(page, { email: user.email, password: 'brand new pass 7' });
  await expect(page).toHaveURL('/build');
  await expect(userMenuButton(page)).toBeVisible();
});

test('a used or missing reset token shows that the link cannot be used', async ({
  page,
  allowConsole,
}) => {
  allowConsole(failedResource(400), 'the server refuses the used token');
  allowConsole('Password reset failed: INVALID_TOKEN', 'reset errors are logged');
  await page.goto('/reset-password');
  await expect(page.getByRole('alert')).toContainText('invalid or has expired');
  await page.goto('/reset-password?token=not-a-real-token');
  const form = page.getByRole('form', { name: 'New password' });
  await form.getByLabel('New Password', { exact: true }).fill('brand new pass 7');
  await form.getByLabel('Confirm New Password').fill('brand new pass 7');
  await form.getByRole('button', { name: 'Set New Password' }).click();
  await expect(notice(page, 'Error')).toContainText('invalid or has expired');
});

/**
 * Clicks a provider's button on /auth and signs in on the provider's login form: the OpenID
 * Connect test provider's, which stands in for Google's as well as a self-hosted one's.
 */
async function signInAtProvider(
  page: Page,
  button: string,
  identity: { email: string; name?: string; emailVerified?: boolean },
) {
  await page.goto('/auth');
  await page.getByRole('button', { name: button }).click();
  await expect(page.getByRole('heading', { name: 'Test identity provider' })).toBeVisible();
  await page.getByLabel('Email').fill(identity.email);
  if (identity.name !== undefined) await page.getByLabel('Name').fill(identity.name);
  if (identity.emailVerified === false) await page.getByLabel('E-mail verified').uncheck();
  await page.getByRole('button', { name: 'Sign in' }).click();
}

test('Continue with Google → provider login → lands on /build with the user menu', async ({
  page,
}) => {
  await signInAtProvider(page, 'Continue with Google', {
    email: uniqueEmail('google'),
    name: 'Grace Hopper',
  });
  await expect(page).toHaveURL('/build');
  await expect(userMenuButton(page)).toContainText('Grace Hopper');
});

test('a self-hosted OpenID Connect provider gets its own button', async ({ page }) => {
  await signInAtProvider(page, 'Continue with Company SSO', {
    email: uniqueEmail('sso'),
    name: 'Katherine Johnson',
  });
  await expect(page).toHaveURL('/build');
  await expect(userMenuButton(page)).toContainText('Katherine Johnson');
});

test('Google not set up on the server: the button says so', async ({ page, allowConsole }) => {
  allowConsole(
    'Google sign-in is not configured on this server.',
    'provider sign-in errors are logged',
  );
  await page.route('**/api/auth-providers', (route) =>
    route.fulfill({ json: { google: false, oidc: null } }),
  );
  // The Google button shows before the provider list has come; a click before it asks the
  // server, which has Google set up here and sends the browser away. So the click waits for
  // the list.
  const providers = page.waitForResponse('**/api/auth-providers');
  await page.goto('/auth');
  await providers;
  await expect(page.getByRole('button', { name: 'Continue with Google' })).toBeVisible();
  await page.getByRole('button', { name: 'Continue with Google' }).click();
  await expect(
    notice(
      page,
      'Google Sign-In Error',
      'Sign-in with Google is not set up on this server. Please sign in with your email and password.',
    ),
  ).toBeVisible();
  await expect(page).toHaveURL('/auth');
  // Checked once the notice shows that the page has the provider list: before it, no
  // SSO button would be there either way.
  await expect(page.getByRole('button', { name: /Company SSO/ })).toHaveCount(0);
});

test('Google sign-in failing unexpectedly shows the Google Sign-In Error notice', async ({
  page,
  allowConsole,
}) => {
  allowConsole('Failed to load resource: net::ERR_FAILED', 'the test makes the request fail');
  allowConsole('Google sign-in failed: NETWORK', 'provider sign-in errors are logged');
  await page.route('**/api/auth/sign-in/social', (route) => route.abort('failed'));
  await page.goto('/auth');
  await page.getByRole('button', { name: 'Continue with Google' }).click();
  await expect(
    notice(page, 'Google Sign-In Error', 'An unexpected error occurred with Google sign-in.'),
  ).toBeVisible();
});

test('the 6th failed sign-in in a minute is refused with the wait time', async ({
  page,
  playwright,
  clientIp,
  allowConsole,
}) => {
  allowConsole(failedResource(401), 'five wrong passwords');
  allowConsole(failedResource(429), 'the sixth attempt is refused');
  allowConsole(
    /^Sign in failed: (INVALID_EMAIL_OR_PASSWORD|RATE_LIMITED) /,
    'sign-in errors are logged',
  );
  const user = await createUserAside(playwright, clientIp, { label: 'ratelimit' });
  await page.goto('/auth');
  const form = page.getByRole('form', { name: 'Sign in' });
  await form.getByLabel('Email').fill(user.email);
  await form.getByLabel('Password', { exact: true }).fill('wrong password');
  const submit = form.getByRole('button', { name: 'Sign In' });
  for (let i = 0; i < 5; i += 1) {
    await submit.click();
    await expect(notice(page, 'Invalid Credentials').first()).toBeVisible();
    await expect(submit).toBeEnabled();
  }
  await submit.click();
  await expect(page.getByRole('alert').filter({ hasText: 'Too many attempts' })).toContainText(
    /Too many attempts, try again in \d+ seconds?\./,
  );
  await expect(submit).toBeDisabled();
});

test('hero Create My Resume goes to /build when signed in', async ({
  page,
  playwright,
  clientIp,
}) => {
  const user = await createUserAside(playwright, clientIp, { label: 'hero' });
  await signInWithForm(page, user);
  await expect(page).toHaveURL('/build');
  await page.goto('/');
  await page.getByRole('button', { name: 'Create My Resume' }).click();
  await expect(page).toHaveURL('/build');
});

test('a provider identity with an unverified e-mail never joins an existing account', async ({
  page,
  playwright,
  clientIp,
  allowConsole,
}) => {
  allowConsole('Google sign-in failed: account_not_linked', 'provider sign-in errors are logged');
  const user = await createUserAside(playwright, clientIp, { label: 'nolink' });
  await signInAtProvider(page, 'Continue with Google', {
    email: user.email,
    emailVerified: false,
  });
  await expect(page).toHaveURL('/auth');
  await expect(notice(page, 'Google Sign-In Error')).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Get Started' })).toBeVisible();
});

test('a bad verification link lands on / and says so', async ({ page }) => {
  await page.goto('/api/auth/verify-email?token=not-a-token&callbackURL=%2F');
  await expect(page).toHaveURL('/');
  await expect(notice(page, 'Verification failed')).toBeVisible();
});
