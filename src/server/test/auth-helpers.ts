import { expect } from 'vitest';
import type { App } from '../app.ts';
import { Agent } from './http-agent.ts';
import type { SmtpCatcher } from './smtp-catcher.ts';

let counter = 0;
/** A fresh, unique e-mail address for one test. */
export function uniqueEmail(label = 'user'): string {
  counter += 1;
  return `${label}-${process.pid}-${Date.now().toString(36)}-${counter}@example.test`;
}

/** The verification link of the newest verification mail to `email`. */
export async function verificationLink(smtp: SmtpCatcher, email: string): Promise<string> {
  const mail = await smtp.waitForMail(email, { match: (m) => /verify/i.test(m.subject) });
  const link = mail.links.find((l) => l.includes('/api/auth/verify-email'));
  if (!link) throw new Error(`no verification link in: ${mail.text}`);
  return link;
}

type SignUpInput = { email?: string; password?: string; firstName?: string; lastName?: string };

/**
 * Signs up through the API without opening any mail; the agent holds whatever session the
 * sign-up gave (one only where e-mail verification is off).
 */
export async function signUp(
  app: App,
  input: SignUpInput = {},
): Promise<{ agent: Agent; email: string; password: string; userId: string }> {
  const email = input.email ?? uniqueEmail();
  const password = input.password ?? 'correct-horse-1';
  const agent = new Agent(app);
  const res = await agent.post('/api/auth/sign-up/email', {
    email,
    password,
    firstName: input.firstName,
    lastName: input.lastName,
  });
  expect(res.status, await res.clone().text()).toBe(200);
  const { user } = (await res.json()) as { user: { id: string } };
  return { agent, email, password, userId: user.id };
}

/** Signs up, opens the verification link, and returns the signed-in agent. */
export async function signUpVerified(
  app: App,
  smtp: SmtpCatcher,
  input: SignUpInput = {},
): Promise<{ agent: Agent; email: string; password: string; userId: string }> {
  const signedUp = await signUp(app, input);
  const verify = await signedUp.agent.get(await verificationLink(smtp, signedUp.email));
  expect(verify.status).toBe(302);
  return signedUp;
}
