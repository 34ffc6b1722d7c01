import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { E2E_BASE_URL } from '../fixtures/e2e-env.ts';
import { expect } from '../fixtures/test.ts';

/** The Origin header the API's CSRF check asks of a request from outside the page. */
export const ORIGIN = { origin: E2E_BASE_URL };

// A save waits behind other tests' sign-ups (password hashing is CPU-bound on a 2-core runner).
export const SAVE_WAIT = { timeout: 15_000 };

export const saveButton = (page: Page) => page.getByRole('button', { name: 'Save', exact: true });
export const saveStatus = (page: Page) => page.getByTestId('save-status');

/** A document as GET /api/documents/:id answers it. */
export interface SavedDocument {
  id: string;
  kind: 'resume' | 'cover_letter';
  title: string;
  version: number;
  is_default: boolean;
  data: Record<string, unknown>;
}

/** Creates a document through the API, as the signed-in user of `request`. */
export async function apiCreate<T = SavedDocument>(
  request: APIRequestContext,
  body: Record<string, unknown>,
): Promise<T> {
  const res = await request.post(`${E2E_BASE_URL}/api/documents`, { headers: ORIGIN, data: body });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()) as T;
}

/** A document as the API holds it now. */
export async function apiGet<T = SavedDocument>(
  request: APIRequestContext,
  id: string,
): Promise<T> {
  const res = await request.get(`${E2E_BASE_URL}/api/documents/${id}`);
  expect(res.status()).toBe(200);
  return (await res.json()) as T;
}

/**
 * Two tabs on the same saved resume: `first` saves its value of `field`, then `second`,
 * which started from the same version, saves its own and is refused. Returns the
 * conflict dialog `second` shows.
 */
export async function saveInBothTabs(
  [first, second]: [Page, Page],
  field: string,
  [firstValue, secondValue]: [string, string],
): Promise<Locator> {
  await first.getByLabel(field).fill(firstValue);
  await saveButton(first).click();
  await expect(saveStatus(first)).toHaveText('All changes saved', SAVE_WAIT);

  await second.getByLabel(field).fill(secondValue);
  await saveButton(second).click();
  const conflict = second.getByRole('dialog', { name: 'Your resume was changed somewhere else' });
  await expect(conflict).toBeVisible();
  return conflict;
}
