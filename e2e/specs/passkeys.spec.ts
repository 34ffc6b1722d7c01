import type { CDPSession, Page } from '@playwright/test';
import { failedResource } from '../fixtures.ts';
import { createUser, expect, notice, test, userMenuButton } from '../fixtures/test.ts';

/**
 * Passkeys with Chromium's virtual authenticator (the DevTools protocol's WebAuthn domain):
 * a platform authenticator that keeps discoverable credentials, verifies its user and
 * answers every prompt at once, as a phone's screen lock would after a touch.
 */
async function addVirtualAuthenticator(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  return { cdp, authenticatorId };
}

/**
 * The virtual authenticator answers every prompt by itself, the e-mail field's autofill
 * request too (as if the person picked the passkey from the list at once). Tests of the
 * button turn autofill off, as in a browser without it, so the button alone signs in.
 */
async function withoutPasskeyAutofill(page: Page) {
  await page.addInitScript(() => {
    Object.defineProperty(PublicKeyCredential, 'isConditionalMediationAvailable', {
      value: () => Promise.resolve(false),
    });
  });
}

/** Adds a passkey through /profile's Passkeys card, named `name` (or left blank). */
async function addPasskey(page: Page, name?: string) {
  const card = page.getByRole('region', { name: 'Passkeys' });
  await card.getByRole('button', { name: 'Add a passkey' }).click();
  if (name) await card.getByLabel('Passkey name (optional)').fill(name);
  await card.getByRole('button', { name: 'Continue' }).click();
  await expect(notice(page, 'Success', 'Passkey added successfully!')).toBeVisible();
  return card;
}

async function credentialsOf(cdp: CDPSession, authenticatorId: string) {
  const { credentials } = await cdp.send('WebAuthn.getCredentials', { authenticatorId });
  return credentials;
}

async function signOut(page: Page) {
  await userMenuButton(page).click();
  await page.getByRole('menuitem', { name: 'Sign Out' }).click();
  await expect(notice(page, 'Success', "You've been signed out successfully.")).toBeVisible();
}

test('add, rename and remove a passkey on /profile; sign in with it on /auth', async ({
  page,
  allowConsole,
}) => {
  allowConsole(failedResource(401), 'the removed passkey is refused');
  allowConsole('Passkey sign-in failed: PASSKEY_NOT_FOUND', 'passkey sign-in errors are logged');
  // A sign-up, two sign-outs and eight page visits: more than the default 60 s on a busy machine.
  test.slow();
  await withoutPasskeyAutofill(page);
  const { cdp, authenticatorId } = await addVirtualAuthenticator(page);
  const user = await createUser(page.request, { label: 'passkey', firstName: 'Ada' });

  // Add, with a name.
  await page.goto('/profile');
  await expect(
    page.getByRole('region', { name: 'Passkeys' }).getByText('You have no passkeys yet.'),
  ).toBeVisible();
  const card = await addPasskey(page, 'Work laptop');
  const list = card.getByRole('list', { name: 'Passkeys' });
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await expect(list.getByRole('listitem')).toContainText('Work laptop');
  await expect(list.getByRole('listitem')).toContainText(
    `Added ${new Intl.DateTimeFormat('en', { dateStyle: 'medium' }).format(new Date())}`,
  );
  // The authenticator holds one discoverable credential for this site.
  const held = await credentialsOf(cdp, authenticatorId);
  expect(held).toHaveLength(1);
  expect(held[0]).toMatchObject({ isResidentCredential: true, rpId: 'localhost' });

  // Rename.
  await list.getByRole('button', { name: 'Rename Work laptop' }).click();
  const name = list.getByLabel('Passkey name');
  await expect(name).toHaveValue('Work laptop');
  await name.fill('Ada’s laptop');
  await list.getByRole('button', { name: 'Save' }).click();
  await expect(notice(page, 'Success', 'Passkey renamed successfully!')).toBeVisible();
  await expect(list.getByRole('listitem')).toContainText('Ada’s laptop');

  // Sign out, then back in with the passkey alone.
  await signOut(page);
  await page.goto('/auth');
  // The e-mail field offers the passkey among its suggestions too.
  await expect(page.getByRole('form', { name: 'Sign in' }).getByLabel('Email')).toHaveAttribute(
    'autocomplete',
    'username webauthn',
  );
  await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
  await expect(notice(page, 'Success', "You've been signed in successfully!")).toBeVisible();
  await expect(page).toHaveURL('/build');
  await expect(userMenuButton(page)).toContainText('Ada');
  const session = await (await page.request.get('/api/auth/get-session')).json();
  expect(session.user.email).toBe(user.email);

  // Remove, after the confirmation.
  await page.goto('/profile');
  await card.getByRole('button', { name: 'Remove Ada’s laptop' }).click();
  const dialog = page.getByRole('dialog', { name: 'Remove this passkey?' });
  await expect(dialog).toContainText('You will no longer be able to sign in with “Ada’s laptop”.');
  await dialog.getByRole('button', { name: 'Remove passkey' }).click();
  await expect(notice(page, 'Success', 'Passkey removed successfully!')).toBeVisible();
  await expect(card.getByText('You have no passkeys yet.')).toBeVisible();

  // The authenticator still offers it; the server no longer takes it.
  await signOut(page);
  await page.goto('/auth');
  await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
  await expect(
    notice(
      page,
      'Sign In Error',
      'This passkey is not registered with TailorCV. Sign in with your email and password, then add it on your profile.',
    ),
  ).toBeVisible();
  await expect(page).toHaveURL('/auth');
});

test('the e-mail field offers the passkey: choosing it signs in; an unnamed passkey is named after the browser', async ({
  page,
}) => {
  test.slow();
  await addVirtualAuthenticator(page);
  const user = await createUser(page.request, { label: 'autofill' });
  await page.goto('/profile');
  const card = await addPasskey(page);
  // Named after the browser it was added from (Playwright's Desktop Chrome says Windows).
  await expect(card.getByRole('list', { name: 'Passkeys' })).toContainText('Chrome on Windows');
  await signOut(page);

  // The virtual authenticator picks the passkey from the autofill list at once.
  await page.goto('/auth');
  await expect(notice(page, 'Success', "You've been signed in successfully!")).toBeVisible();
  await expect(page).toHaveURL('/build');
  const session = await (await page.request.get('/api/auth/get-session')).json();
  expect(session.user.email).toBe(user.email);
});

test('a passkey prompt that ends without a passkey says so calmly', async ({ page }) => {
  // An authenticator with no passkey for this site: the browser's prompt ends with nothing
  // chosen, as when the person closes it.
  await withoutPasskeyAutofill(page);
  await addVirtualAuthenticator(page);
  await page.goto('/auth');
  await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
  await expect(
    notice(
      page,
      'Sign In Cancelled',
      'No passkey was chosen. Try again, or sign in with your email and password.',
    ),
  ).toBeVisible();
  await expect(page).toHaveURL('/auth');
  await expect(page.getByRole('button', { name: 'Sign in with a passkey' })).toBeEnabled();
});
