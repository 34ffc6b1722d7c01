import type { MailMessage } from './mailer.ts';

/**
 * The account mails. Each says which site sent it (APP_URL), has a plain-text and an HTML
 * part, and escapes every piece of user text in the HTML.
 */

export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/** Whom a mail goes to, and which site sends it. */
interface MailRecipient {
  to: string;
  name: string | null | undefined;
  appUrl: string;
}

/** A mail whose one action is a link. */
type LinkMailInput = MailRecipient & { url: string };

interface MailContent extends MailRecipient {
  subject: string;
  intro: string;
  /** The links, the first one as the button. */
  actions: readonly MailAction[];
  expiry: string;
  ignore: string;
}

interface MailAction {
  label: string;
  url: string;
}

function greeting(name: string | null | undefined): string {
  const trimmed = name?.trim();
  // The name falls back to the e-mail at sign-up; "Hello a@b.c" reads oddly.
  return trimmed && !trimmed.includes('@') ? `Hello ${trimmed},` : 'Hello,';
}

function render(c: MailContent): MailMessage {
  const site = `TailorCV (${c.appUrl})`;
  const [primary, ...others] = c.actions;
  if (!primary) throw new Error('a mail needs a link');
  const text = [
    greeting(c.name),
    '',
    c.intro,
    '',
    ...c.actions.flatMap((a) => [`${a.label}:`, a.url, '']),
    c.expiry,
    c.ignore,
    '',
    `— ${site}`,
  ].join('\n');
  const moreLinks = others
    .map(
      (a) =>
        `<p style="margin:0 0 24px;font-size:14px">${escapeHtml(a.label)}: <a href="${escapeHtml(a.url)}" style="color:#1d4ed8;word-break:break-all">${escapeHtml(a.url)}</a></p>\n`,
    )
    .join('');
  const html = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>${escapeHtml(c.subject)}</title></head>
<body style="margin:0;padding:24px;background:#f5f7fb;font-family:Arial,Helvetica,sans-serif;color:#1f2937">
<table role="presentation" width="100%" cellspacing="0" cellpadding="0" style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:8px;padding:32px">
<tr><td>
<p style="margin:0 0 24px;font-size:20px;font-weight:bold;color:#1d4ed8">TailorCV</p>
<p style="margin:0 0 16px;font-size:16px">${escapeHtml(greeting(c.name))}</p>
<p style="margin:0 0 24px;font-size:16px;line-height:1.5">${escapeHtml(c.intro)}</p>
<p style="margin:0 0 24px"><a href="${escapeHtml(primary.url)}" style="display:inline-block;background:#1d4ed8;color:#ffffff;text-decoration:none;padding:12px 20px;border-radius:6px;font-size:16px">${escapeHtml(primary.label)}</a></p>
<p style="margin:0 0 8px;font-size:14px;color:#4b5563">If the button does not work, copy this link into your browser:</p>
<p style="margin:0 0 24px;font-size:14px;word-break:break-all"><a href="${escapeHtml(primary.url)}" style="color:#1d4ed8">${escapeHtml(primary.url)}</a></p>
${moreLinks}<p style="margin:0 0 8px;font-size:14px;color:#4b5563">${escapeHtml(c.expiry)} ${escapeHtml(c.ignore)}</p>
<p style="margin:24px 0 0;font-size:13px;color:#6b7280">Sent by TailorCV at <a href="${escapeHtml(c.appUrl)}" style="color:#6b7280">${escapeHtml(c.appUrl)}</a></p>
</td></tr>
</table>
</body>
</html>`;
  return { to: c.to, subject: c.subject, text, html };
}

export function verificationMail(input: LinkMailInput): MailMessage {
  return render({
    ...input,
    subject: 'Verify your e-mail address for TailorCV',
    intro: `Thanks for signing up at TailorCV (${input.appUrl}). Please confirm that this e-mail address is yours; opened in the browser you signed up in, the link also signs you in.`,
    actions: [{ label: 'Verify my e-mail address', url: input.url }],
    expiry: 'The link is valid for 24 hours.',
    ignore: 'If you did not sign up, you can ignore this mail.',
  });
}

export function resetPasswordMail(input: LinkMailInput): MailMessage {
  return render({
    ...input,
    subject: 'Reset your TailorCV password',
    intro: `Someone asked to reset the password of your TailorCV account at ${input.appUrl}. Choose a new password with the link below; every device signed in to your account will be signed out.`,
    actions: [{ label: 'Choose a new password', url: input.url }],
    expiry: 'The link is valid for 1 hour and works once.',
    ignore: 'If you did not ask for this, ignore this mail: your password stays as it is.',
  });
}

/**
 * To the owner of an address someone tried to sign up with. The sign-up answers exactly as
 * for a new address (so it tells a stranger nothing); the owner learns of it here.
 */
export function accountExistsMail(
  input: MailRecipient & { signInUrl: string; resetUrl: string },
): MailMessage {
  return render({
    ...input,
    subject: 'Someone tried to create a TailorCV account with your address',
    intro: `Someone tried to create an account at TailorCV (${input.appUrl}) with this e-mail address, which already has an account. If it was you, sign in, or choose a new password if you have forgotten it.`,
    actions: [
      { label: 'Sign in', url: input.signInUrl },
      { label: 'Forgot your password? Choose a new one', url: input.resetUrl },
    ],
    expiry: 'No account was created and nothing about your account has changed.',
    ignore: 'If it was not you, you can ignore this mail.',
  });
}
