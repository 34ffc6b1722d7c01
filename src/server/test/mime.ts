/**
 * A small MIME reader for the mails our own mailer composes (nodemailer: plain text +
 * HTML in multipart/alternative, quoted-printable or base64, RFC 2047 subjects). Enough
 * for tests to read a caught mail or an outbox .eml; not a general mail parser.
 */
export interface ParsedMail {
  headers: Map<string, string>;
  from: string;
  to: string[];
  subject: string;
  text: string;
  html: string;
}

interface Part {
  headers: Map<string, string>;
  body: string;
}

function splitHeaders(raw: string): Part {
  const normalized = raw.replace(/\r\n/g, '\n');
  const end = normalized.indexOf('\n\n');
  const head = end === -1 ? normalized : normalized.slice(0, end);
  const body = end === -1 ? '' : normalized.slice(end + 2);
  const headers = new Map<string, string>();
  // Folded header lines start with white space.
  for (const line of head.replace(/\n[ \t]+/g, ' ').split('\n')) {
    const colon = line.indexOf(':');
    if (colon > 0)
      headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, body };
}

function param(header: string | undefined, name: string): string | undefined {
  const match = new RegExp(`${name}\\s*=\\s*(?:"([^"]*)"|([^;\\s]+))`, 'i').exec(header ?? '');
  return match ? (match[1] ?? match[2]) : undefined;
}

function decodeQuotedPrintable(input: string): Buffer {
  const soft = input.replace(/=\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < soft.length; i++) {
    const ch = soft[i]!;
    if (ch === '=' && /^[0-9A-Fa-f]{2}$/.test(soft.slice(i + 1, i + 3))) {
      bytes.push(parseInt(soft.slice(i + 1, i + 3), 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(ch, 'utf8'));
    }
  }
  return Buffer.from(bytes);
}

function decodeBody(part: Part): string {
  const encoding = (part.headers.get('content-transfer-encoding') ?? '7bit').toLowerCase();
  const charset = (param(part.headers.get('content-type'), 'charset') ?? 'utf-8').toLowerCase();
  let buffer: Buffer;
  if (encoding === 'base64') buffer = Buffer.from(part.body.replace(/\s+/g, ''), 'base64');
  else if (encoding === 'quoted-printable') buffer = decodeQuotedPrintable(part.body);
  else buffer = Buffer.from(part.body, 'utf8');
  return new TextDecoder(charset === 'us-ascii' ? 'utf-8' : charset).decode(buffer);
}

/** RFC 2047 encoded words: =?UTF-8?Q?...?= and =?UTF-8?B?...?=. */
function decodeHeaderValue(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(
      /=\?([^?]+)\?([QqBb])\?([^?]*)\?=/g,
      (_, charset: string, kind: string, text: string) => {
        const bytes =
          kind.toUpperCase() === 'B'
            ? Buffer.from(text, 'base64')
            : decodeQuotedPrintable(text.replace(/_/g, ' '));
        return new TextDecoder(charset.toLowerCase()).decode(bytes);
      },
    );
}

function collect(part: Part, out: { text: string; html: string }) {
  const type = (part.headers.get('content-type') ?? 'text/plain').toLowerCase();
  if (type.startsWith('multipart/')) {
    const boundary = param(part.headers.get('content-type'), 'boundary');
    if (!boundary) return;
    const sections = part.body.split(`--${boundary}`);
    for (const section of sections.slice(1)) {
      if (section.startsWith('--')) break;
      collect(splitHeaders(section.replace(/^\n/, '')), out);
    }
    return;
  }
  if (type.startsWith('text/html') && !out.html) out.html = decodeBody(part).replace(/\n$/, '');
  else if (type.startsWith('text/plain') && !out.text)
    out.text = decodeBody(part).replace(/\n$/, '');
}

function addresses(value: string | undefined): string[] {
  if (!value) return [];
  return value
    .split(',')
    .map((item) => (/<([^>]+)>/.exec(item)?.[1] ?? item).trim().toLowerCase())
    .filter(Boolean);
}

export function parseMail(raw: string): ParsedMail {
  const root = splitHeaders(raw);
  const out = { text: '', html: '' };
  collect(root, out);
  return {
    headers: root.headers,
    from: decodeHeaderValue(root.headers.get('from') ?? ''),
    to: addresses(root.headers.get('to')),
    subject: decodeHeaderValue(root.headers.get('subject') ?? ''),
    text: out.text,
    html: out.html,
  };
}

/** Every http(s) link in a text, in order. */
export function linksIn(text: string): string[] {
  // Prose around a link ("(http://x)." ) is not part of it.
  return [...text.matchAll(/https?:\/\/[^\s"'<>]+/g)].map((m) => m[0].replace(/[).,;:!?]+$/, ''));
}
