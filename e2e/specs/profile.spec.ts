import { totpCode } from '../../src/server/test/totp.ts';
import { failedResource } from '../fixtures.ts';
import { E2E_BASE_URL } from '../fixtures/e2e-env.ts';
import {
  createUser,
  expect,
  holdRequests,
  notice,
  PASSWORD,
  signInWithForm,
  test,
  userMenuButton,
} from '../fixtures/test.ts';

test('/profile sends a signed-out visitor to /auth', async ({ page }) => {
  await page.goto('/profile');
  await expect(page).toHaveURL('/auth');
  await expect(page.getByRole('tab', { name: 'Sign In' })).toBeVisible();
});

test('profile edit: notices, and the header follows the displayed-name rule', async ({
  page,
  allowConsole,
}) => {
  allowConsole(failedResource(500), 'the test makes the save fail');
  allowConsole('Profile update failed:', 'profile errors are logged');
  const user = await createUser(page.request, {
    label: 'profile',
    firstName: 'Ada',
    lastName: 'Lovelace',
  });
  // Hold the first profile read to see the loading skeletons.
  const release = await holdRequests(page, '**/api/profile', 'GET');
  await page.goto('/profile');
  await expect(page.getByLabel('Loading profile').first()).toBeVisible();
  release();

  const form = page.getByRole('form', { name: 'Profile' });
  const first = form.getByLabel('First Name');
  const last = form.getByLabel('Last Name');
  const display = form.getByLabel('Display Name');
  const save = form.getByRole('button', { name: 'Save Changes' });
  await expect(first).toHaveValue('Ada');
  await expect(last).toHaveValue('Lovelace');
  // Sign-up stores no display name: the field is blank and the header shows the names.
  await expect(display).toHaveValue('');
  await expect(form.getByText('Leave blank to use your first and last name.')).toBeVisible();
  await expect(userMenuButton(page)).toContainText('Ada Lovelace');
  await expect(form.getByLabel('Email')).toHaveValue(user.email);
  await expect(form.getByLabel('Email')).toHaveAttribute('readonly', '');
  await expect(form.getByText('Email cannot be changed from this page.')).toBeVisible();

  // 1. the profile's display name
  await display.fill('  Countess of Lovelace ');
  await save.click();
  await expect(notice(page, 'Success', 'Profile updated successfully!')).toBeVisible();
  await expect(userMenuButton(page)).toContainText('Countess of Lovelace');
  await expect(display).toHaveValue('Countess of Lovelace');

  // 2. blank display name: first and last name joined
  await display.fill('');
  await first.fill('Augusta');
  await save.click();
  await expect(userMenuButton(page)).toContainText('Augusta Lovelace');

  // 3. first name only
  await last.fill('   ');
  await save.click();
  await expect(userMenuButton(page)).toHaveText(/^AAugusta$/);

  // 4. no names: the part of the e-mail before the @
  await first.fill('');
  await save.click();
  await expect(userMenuButton(page)).toContainText(user.email.split('@')[0]!);
  await expect(userMenuButton(page)).not.toContainText('@');

  // Saved as null, and still so after a reload.
  const saved = await (await page.request.get('/api/profile')).json();
  expect(saved).toMatchObject({ first_name: null, last_name: null, display_name: null });
  await page.reload();
  await expect(first).toHaveValue('');

  // A failed save says so.
  await page.route('**/api/profile', (route) =>
    route.request().method() === 'PATCH'
      ? route.fulfill({ status: 500, body: '{}' })
      : route.continue(),
  );
  await display.fill('Never saved');
  await save.click();
  await expect(notice(page, 'Error', 'Failed to update profile. Please try again.')).toBeVisible();
});

test('two-factor: enable with the app code, then sign-in asks for it', async ({
  page,
  allowConsole,
}) => {
  allowConsole(failedResource(401), 'a wrong code is refused');
  allowConsole('Two-factor verification failed: INVALID_CODE', 'two-factor errors are logged');
  // Four password checks (argon2id) and three sign-ins: more than the default 30 s on a busy machine.
  test.slow();
  const user = await createUser(page.request, { label: 'totp' });
  await page.goto('/profile');
  const card = page.getByRole('region', { name: 'Two-factor authentication' });
  await expect(card.getByText('Off', { exact: true })).toBeVisible();
  await card.getByRole('button', { name: 'Enable' }).click();
  await card.getByLabel('Password', { exact: true }).fill(user.password);
  await card.getByRole('button', { name: 'Continue' }).click();

  await expect(card.getByRole('img', { name: /QR code/ })).toBeVisible();
  const secret = (await card.getByTestId('totp-secret').innerText()).replace(/\s+/g, '');
  expect(secret).toMatch(/^[A-Z2-7]+=*$/);
  await card.getByLabel('Code from the app').fill(totpCode(secret));
  await card.getByRole('button', { name: 'Confirm and turn on' }).click();

  const codes = card.getByRole('list', { name: 'Backup codes' }).getByRole('listitem');
  await expect(codes).toHaveCount(10);
  const backupCode = await codes.first().innerText();
  await card.getByRole('button', { name: 'I have saved my codes' }).click();
  await expect(codes).toHaveCount(0);
  await expect(card.getByText('On', { exact: true })).toBeVisible();

  await userMenuButton(page).click();
  await page.getByRole('menuitem', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL('/');

  // Sign in again: the password alone is not enough.
  await signInWithForm(page, user);
  const step = page.getByRole('form', { name: 'Two-factor code' });
  await expect(step.getByLabel('Authentication code')).toBeVisible();
  await step.getByLabel('Authentication code').fill('000000');
  await step.getByRole('button', { name: 'Verify and sign in' }).click();
  await expect(step.getByText('That code is not valid.')).toBeVisible();
  await step.getByLabel('Authentication code').fill(totpCode(secret));
  await step.getByRole('button', { name: 'Verify and sign in' }).click();
  await expect(notice(page, 'Success', "You've been signed in successfully!")).toBeVisible();
  await expect(page).toHaveURL('/build');

  // A backup code works once instead of the app.
  await userMenuButton(page).click();
  await page.getByRole('menuitem', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL('/');
  await signInWithForm(page, user);
  await page.getByRole('button', { name: 'Use a backup code instead' }).click();
  await page
    .getByRole('form', { name: 'Two-factor code' })
    .getByLabel('Backup code')
    .fill(backupCode);
  await page.getByRole('button', { name: 'Verify and sign in' }).click();
  await expect(page).toHaveURL('/build');

  // Turning it off asks for the password.
  await page.goto('/profile');
  await card.getByRole('button', { name: 'Disable' }).click();
  await card.getByLabel('Password', { exact: true }).fill(user.password);
  await card.getByRole('button', { name: 'Disable two-factor' }).click();
  await expect(card.getByText('Off', { exact: true })).toBeVisible();
});

test('sessions: this device, another device signed out one by one', async ({
  page,
  playwright,
  clientIp,
}) => {
  const user = await createUser(page.request, { label: 'sessions' });
  // A second device: its own cookie jar, signed in through the API.
  const other = await playwright.request.newContext({
    baseURL: E2E_BASE_URL,
    userAgent:
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
    extraHTTPHeaders: { 'x-forwarded-for': clientIp, origin: E2E_BASE_URL },
  });
  const signIn = await other.post('/api/auth/sign-in/email', {
    data: { email: user.email, password: user.password },
  });
  expect(signIn.status()).toBe(200);

  await page.goto('/profile');
  const card = page.getByRole('region', { name: 'Active sessions' });
  const rows = card.getByRole('list', { name: 'Sessions' }).getByRole('listitem');
  await expect(rows).toHaveCount(2);
  await expect(rows.first()).toContainText('This device');
  await expect(rows.first()).toContainText('Chrome');
  await expect(rows.nth(1)).toContainText('Safari 18 on iOS');
  await rows
    .nth(1)
    .getByRole('button', { name: /^Sign out/ })
    .click();
  await expect(notice(page, 'Signed out')).toBeVisible();
  await expect(rows).toHaveCount(1);
  expect(await (await other.get('/api/auth/get-session')).json()).toBeNull();
  await other.dispose();
});

test('changing the password signs out the other devices', async ({
  page,
  playwright,
  clientIp,
  allowConsole,
}) => {
  allowConsole(failedResource(400), 'a wrong current password is refused');
  allowConsole('Password change failed: INVALID_PASSWORD', 'account errors are logged');
  const user = await createUser(page.request, { label: 'chpw' });
  const other = await playwright.request.newContext({
    baseURL: E2E_BASE_URL,
    extraHTTPHeaders: { 'x-forwarded-for': clientIp, origin: E2E_BASE_URL },
  });
  await other.post('/api/auth/sign-in/email', {
    data: { email: user.email, password: user.password },
  });
  expect((await (await other.get('/api/auth/get-session')).json())?.user?.email).toBe(user.email);

  await page.goto('/profile');
  const card = page.getByRole('region', { name: 'Password' });
  await card.getByLabel('Current Password').fill('not it');
  await card.getByLabel('New Password', { exact: true }).fill('new secret 99');
  await card.getByLabel('Confirm New Password').fill('new secret 99');
  await card.getByRole('button', { name: 'Change Password' }).click();
  await expect(card.getByText('Your current password is not correct.')).toBeVisible();

  await card.getByLabel('Current Password').fill(user.password);
  await card.getByRole('button', { name: 'Change Password' }).click();
  await expect(notice(page, 'Password changed')).toBeVisible();
  expect(await (await other.get('/api/auth/get-session')).json()).toBeNull();
  await other.dispose();
  // This device stays signed in.
  await page.reload();
  await expect(userMenuButton(page)).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Active sessions' }).getByRole('listitem'),
  ).toHaveCount(1);
});

test('delete account asks for the password, signs out and goes home', async ({
  page,
  allowConsole,
}) => {
  allowConsole(failedResource(400), 'a wrong password does not delete the account');
  allowConsole('Account deletion failed: INVALID_PASSWORD', 'account errors are logged');
  allowConsole(failedResource(401), 'the deleted account cannot sign in');
  allowConsole('Sign in failed: INVALID_EMAIL_OR_PASSWORD', 'sign-in errors are logged');
  const user = await createUser(page.request, { label: 'delete', firstName: 'Temp' });
  await page.goto('/profile');
  await page.getByRole('button', { name: 'Delete account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
  await dialog.getByLabel('Password', { exact: true }).fill('wrong one');
  await dialog.getByRole('button', { name: 'Delete my account' }).click();
  await expect(dialog.getByText('That password is not correct.')).toBeVisible();
  await dialog.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await dialog.getByRole('button', { name: 'Delete my account' }).click();
  await expect(notice(page, 'Account deleted')).toBeVisible();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Get Started' })).toBeVisible();

  await signInWithForm(page, user);
  await expect(notice(page, 'Invalid Credentials')).toBeVisible();
});
