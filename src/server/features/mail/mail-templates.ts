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

interface MailContent {
  to: string;
  name: string | null | undefined;
  appUrl: string;
  subject: string;
  intro: string;
  action: string;
  url: string;
  expiry: string;
  ignore: string;
}

function greeting(name: string | null | undefined): string {
  const trimmed = name?.trim();
  // The name falls back to the e-mail at sign-up; "Hello a@b.c" reads oddly.
  return trimmed && !trimmed.includes('@') ? `Hello ${trimmed},` : 'Hello,';
}

function render(c: MailContent): MailMessage {
  const site = `TailorCV (${c.appUrl})`;
  const text = [
    greeting(c.name),
    '',
    c.intro,
    '',
    `${c.action}:`,
    c.url,
    '',
    c.expiry,
    c.ignore,
    '',
    `— ${site}`,
  ].join('\n');
  const html = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>${escapeHtml(c.subject)}</title></head>
<body style="margin:0;padding:24px;background:#f5f7fb;font-family:Arial,Helvetica,sans-serif;color:#1f2937">
<table role="presentation" width="100%" cellspacing="0" cellpadding="0" style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:8px;padding:32px">
<tr><td>
<p style="margin:0 0 24px;font-size:20px;font-weight:bold;color:#1d4ed8">TailorCV</p>
<p style="margin:0 0 16px;font-size:16px">${escapeHtml(greeting(c.name))}</p>
<p style="margin:0 0 24px;font-size:16px;line-height:1.5">${escapeHtml(c.intro)}</p>
<p style="margin:0 0 24px"><a href="${escapeHtml(c.url)}" style="display:inline-block;background:#1d4ed8;color:#ffffff;text-decoration:none;padding:12px 20px;border-radius:6px;font-size:16px">${escapeHtml(c.action)}</a></p>
<p style="margin:0 0 8px;font-size:14px;color:#4b5563">If the button does not work, copy this link into your browser:</p>
<p style="margin:0 0 24px;font-size:14px;word-break:break-all"><a href="${escapeHtml(c.url)}" style="color:#1d4ed8">${escapeHtml(c.url)}</a></p>
<p style="margin:0 0 8px;font-size:14px;color:#4b5563">${escapeHtml(c.expiry)} ${escapeHtml(c.ignore)}</p>
<p style="margin:24px 0 0;font-size:13px;color:#6b7280">Sent by TailorCV at <a href="${escapeHtml(c.appUrl)}" style="color:#6b7280">${escapeHtml(c.appUrl)}</a></p>
</td></tr>
</table>
</body>
</html>`;
  return { to: c.to, subject: c.subject, text, html };
}

export function verificationMail(input: {
  to: string;
  name: string | null | undefined;
  url: string;
  appUrl: string;
}): MailMessage {
  return render({
    ...input,
    subject: 'Verify your e-mail address for TailorCV',
    intro: `Thanks for signing up at TailorCV (${input.appUrl}). Please confirm that this e-mail address is yours; the link also signs you in.`,
    action: 'Verify my e-mail address',
    expiry: 'The link is valid for 24 hours.',
    ignore: 'If you did not sign up, you can ignore this mail.',
  });
}

export function resetPasswordMail(input: {
  to: string;
  name: string | null | undefined;
  url: string;
  appUrl: string;
}): MailMessage {
  return render({
    ...input,
    subject: 'Reset your TailorCV password',
    intro: `Someone asked to reset the password of your TailorCV account at ${input.appUrl}. Choose a new password with the link below; every device signed in to your account will be signed out.`,
    action: 'Choose a new password',
    expiry: 'The link is valid for 1 hour and works once.',
    ignore: 'If you did not ask for this, ignore this mail: your password stays as it is.',
  });
}
