import type { ExtractedLink } from '#shared/cv-import/cv-import.schema.ts';

/**
 * Web links as CVs print them: 'LinkedIn: https://linkedin.com/in/someone',
 * 'github.com/someone', 'www.someone.dev', among other contact details on one line
 * ('someone@example.org | Portfolio: someone.dev'). E-mail addresses are no links.
 */
const URL_RE = new RegExp(
  [
    // With a scheme or 'www.', any case.
    String.raw`(?<![@\w.-])(?:[Hh][Tt][Tt][Pp][Ss]?:\/\/|[Ww][Ww][Ww]\.)[^\s<>|"'·•,;]+`,
    // A bare address in lower case with a path ('github.com/someone', 'someone.example/work').
    String.raw`(?<![@\w.-])(?:[a-z0-9-]+\.)+[a-z]{2,12}\/[^\s<>|"'·•,;]*`,
  ].join('|'),
  'gu',
);

const ONE_URL_RE = new RegExp(`^(?:${URL_RE.source})$`, 'u');

/** Labels by the site a link points to, when the CV prints none. */
const SITE_LABELS: [RegExp, string][] = [
  [/(?:^|\.)linkedin\./, 'LinkedIn'],
  [/(?:^|\.)github\./, 'GitHub'],
  [/(?:^|\.)gitlab\./, 'GitLab'],
  [/(?:^|\.)orcid\./, 'ORCID'],
  [/(?:^|\.)behance\./, 'Behance'],
  [/(?:^|\.)dribbble\./, 'Dribbble'],
  [/(?:^|\.)(?:twitter|x)\.com$/, 'X'],
  [/(?:^|\.)stackoverflow\./, 'Stack Overflow'],
  [/(?:^|\.)scholar\.google\./, 'Google Scholar'],
];

function host(url: string): string {
  return url
    .replace(/^https?:\/\//i, '')
    .replace(/^www\./i, '')
    .split('/')[0]!
    .toLowerCase();
}

/**
 * An address a line broke inside goes on after the gap: at its own hyphen ('…/0000-0002-'
 * then '1909-2904') or after a slash. A hyphen a renderer added where it broke, after a
 * slash ('…/in/-' then 'someone') or before the next field (' · GitHub: …'), is dropped.
 */
function joinBrokenAddress(url: string, after: string): string {
  // A path segment never starts with the hyphen a renderer adds where it broke after a slash.
  url = url.replace(/\/-(?=\w)/g, '/');
  if (!/[-/_]$/.test(url)) return url;
  const rest = /^ ([\w./-]+)(?=\s|$)/u.exec(after);
  if (!rest) return url.replace(/(?<=\w)-$/, '');
  return url.endsWith('/-') ? url.slice(0, -1) + rest[1] : url + rest[1];
}

/** The links on one line, each with the label printed before it or its site's name. */
export function findLinks(text: string): ExtractedLink[] {
  const out: ExtractedLink[] = [];
  let from = 0;
  for (const m of text.matchAll(URL_RE)) {
    let url = m[0].replace(/[.)\]]+$/, '');
    url = joinBrokenAddress(url, text.slice(m.index + m[0].length));
    // The label: the words right before the address, after the previous field's separator.
    const before = text
      .slice(from, m.index)
      .split(/\s[|·•/]\s|\t|\s{2,}/)
      .at(-1)!
      .trim();
    const printed = /^([\p{L}][\p{L} .&'-]{0,30}?)\s*[:–—-]?$/u.exec(before)?.[1]?.trim();
    const h = host(url);
    const label = printed || SITE_LABELS.find(([re]) => re.test(h))?.[1] || 'Website';
    out.push({ label, url });
    from = m.index + m[0].length;
  }
  return out;
}

/**
 * A long address a narrow column broke ('https://example.org/in/someone-' over 'else'):
 * the line ends inside an address and the next is one word with no space.
 */
export function continuesLink(line: string, next: string): boolean {
  const last = line.split(/\s/).at(-1) ?? '';
  return /[-/_.]$/.test(last) && ONE_URL_RE.test(last) && /^[\w./-]+$/u.test(next);
}
