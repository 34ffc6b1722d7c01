import { contrast, mix, readableOnWhite } from '#shared/documents/color.ts';
import type { FontStyle } from '#shared/documents/fonts.ts';
import {
  certificationLabel,
  columnSections,
  languageLabel,
  linkLabel,
  resumeContent,
  sectionOrder,
  sectionTitle,
  writeSections,
  type ContentEntry,
  type DescriptionBlock,
  type ResumeContent,
  type SectionId,
  type SectionWriters,
} from '#shared/documents/resume-content.ts';
import { resumeLanguage, styledTemplate } from '#shared/documents/resume-style.ts';
import type { ResumeData } from '#shared/resume/resume.schema.ts';
import type { LayoutFamily } from '#shared/templates/layout-families.ts';
import type { Template } from '#shared/templates/template.schema.ts';
import { SHARE_PAGE_CSS } from './share-page-css.ts';

/**
 * The public page of a shared resume (`GET /r/:slug`): plain HTML built on the server from
 * the neutral content model every exporter reads (resume-content.ts: cleaned text, hidden
 * sections left out, the person's order and titles, dates and headings in the resume's
 * language), in the template's look: its layout family decides one column or a side column
 * (one column under 720 px), the resume's style its accent, fonts, size and density.
 *
 * No script and no web font: one small stylesheet inside the page (the CSP allows inline
 * styles, ADR 0018) and system font stacks of the same kind as the document's fonts.
 * Every piece of the person's text goes through `esc`; links are the content model's
 * http(s) addresses (already checked and percent-encoded) and a `mailto:` for an e-mail
 * address that looks like one. The only value of theirs in the stylesheet is the accent,
 * a `#rrggbb` checked again here.
 */

const ESCAPES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text for an HTML text node or a quoted attribute value. */
function esc(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ESCAPES[c]!);
}

/** System font stacks of the same classification as the document's font files (fonts.ts). */
const FONT_STACKS: Readonly<Record<FontStyle, string>> = {
  sans: 'Roboto, system-ui, -apple-system, "Segoe UI", "Helvetica Neue", Arial, sans-serif',
  serif: '"Source Serif 4", "Source Serif Pro", Georgia, Cambria, "Times New Roman", serif',
  humanist:
    '"Source Sans 3", "Source Sans Pro", "Segoe UI", Candara, "Gill Sans", "Trebuchet MS", sans-serif',
  mono: '"Roboto Mono", ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
};

const DENSITY = {
  compact: { gap: '0.8rem', line: '1.45' },
  normal: { gap: '1.15rem', line: '1.55' },
  airy: { gap: '1.5rem', line: '1.65' },
} as const;

/** How each layout family arranges the page: one column, or a side column on one side. */
const ARRANGEMENT: Readonly<Record<LayoutFamily, 'single' | 'side-left' | 'side-right'>> = {
  classic: 'single',
  'ats-plain': 'single',
  'executive-serif': 'single',
  academic: 'single',
  'sidebar-left': 'side-left',
  'sidebar-right': 'side-right',
  'header-band': 'side-right',
  'creative-accent': 'side-right',
};

const HEX = /^#[0-9a-f]{6}$/i;

/** `color` darkened until text in it reads on `background` (≥ 4.5:1, WCAG AA). */
function readableOn(color: string, background: string): string {
  let c = color;
  for (let i = 0; i < 30 && contrast(c, background) < 4.5; i += 1) c = mix(c, '#000000', 0.08);
  return c;
}

/** The page's colours and type as CSS custom properties, from fixed tables and the accent. */
function themeCss(template: ReturnType<typeof styledTemplate>): string {
  const accent = HEX.test(template.theme.accent) ? template.theme.accent.toLowerCase() : '#2563eb';
  const ink = readableOnWhite(accent);
  const tint = mix(accent, '#ffffff', 0.92);
  const density = DENSITY[template.theme.density];
  const scale = Math.min(1.15, Math.max(0.85, template.fontScale));
  const vars = {
    '--accent': accent,
    '--accent-ink': ink,
    '--tint': tint,
    '--tint-ink': readableOn(ink, tint),
    // A band or bar in the accent with white text: darkened until the text reads on it.
    '--band': readableOn(accent, '#ffffff'),
    '--heading-font': FONT_STACKS[template.theme.headingFont],
    '--body-font': FONT_STACKS[template.theme.bodyFont],
    '--gap': density.gap,
    '--line': density.line,
    '--scale': String(Math.round(scale * 1000) / 1000),
  };
  return `:root{${Object.entries(vars)
    .map(([k, v]) => `${k}:${v}`)
    .join(';')}}`;
}

/** A `mailto:` address only for something shaped like one (no spaces, quotes, queries). */
const EMAIL = /^[^\s@<>"'?&/\\]+@[^\s@<>"'?&/\\]+\.[^\s@<>"'?&/\\]+$/;

function link(href: string, text: string): string {
  return `<a href="${esc(href)}" rel="nofollow noopener">${esc(text)}</a>`;
}

function blocksHtml(blocks: DescriptionBlock[]): string {
  return blocks
    .map((b) =>
      b.kind === 'paragraph'
        ? `<p>${esc(b.text)}</p>`
        : `<ul class="bullets">${b.items.map((i) => `<li>${esc(i)}</li>`).join('')}</ul>`,
    )
    .join('');
}

function entryHtml(entry: ContentEntry): string {
  const heading = entry.title || entry.organization;
  const details = [entry.title ? entry.organization : '', entry.location].filter(Boolean);
  const meta = [
    ...details.map(esc),
    entry.dates ? `<span class="dates">${esc(entry.dates)}</span>` : '',
  ].filter(Boolean);
  return [
    '<article class="entry">',
    heading ? `<h3>${esc(heading)}</h3>` : '',
    meta.length > 0 ? `<p class="meta">${meta.join(' · ')}</p>` : '',
    blocksHtml(entry.blocks),
    entry.tags.length > 0
      ? `<p class="tags"><span class="label">${esc(entry.tagsLabel)}:</span> ${entry.tags.map(esc).join(', ')}</p>`
      : '',
    entry.link ? `<p class="link">${link(entry.link.href, entry.link.display)}</p>` : '',
    '</article>',
  ].join('');
}

const list = (items: readonly string[], className = 'plain') =>
  `<ul class="${className}">${items.map((i) => `<li>${esc(i)}</li>`).join('')}</ul>`;

const HTML: SectionWriters<string> = {
  summary: blocksHtml,
  entries: (entries) => entries.map(entryHtml).join(''),
  skills: (groups) =>
    groups.every((g) => !g.category)
      ? list(
          groups.flatMap((g) => g.skills),
          'chips',
        )
      : `<ul class="plain">${groups
          .map(
            (g) =>
              `<li>${g.category ? `<span class="label">${esc(g.category)}:</span> ` : ''}${g.skills.map(esc).join(', ')}</li>`,
          )
          .join('')}</ul>`,
  languages: (languages) => list(languages.map(languageLabel)),
  certifications: (certifications) => list(certifications.map(certificationLabel)),
  interests: (interests) => list(interests, 'chips'),
};

function sectionsHtml(content: ResumeContent, ids: readonly SectionId[], first: number): string {
  return writeSections(content, ids, HTML)
    .map(({ id, written }, i) => {
      const headingId = `s${first + i}`;
      return `<section aria-labelledby="${headingId}"><h2 id="${headingId}">${esc(sectionTitle(content, id))}</h2>${written}</section>`;
    })
    .join('');
}

function contactHtml(content: ResumeContent): string {
  const items = [
    content.email
      ? EMAIL.test(content.email)
        ? link(`mailto:${content.email}`, content.email)
        : esc(content.email)
      : '',
    esc(content.phone),
    esc(content.location),
    ...content.links.map((l) => link(l.href, linkLabel(l))),
  ].filter(Boolean);
  return items.length > 0
    ? `<ul class="contact">${items.map((i) => `<li>${i}</li>`).join('')}</ul>`
    : '';
}

/** The page's `<head>`: title, description, robots, Open Graph, the stylesheet. */
function head(options: {
  title: string;
  description: string;
  indexable: boolean;
  url?: string;
  openGraph?: { title: string; description: string };
  css: string;
}): string {
  const og = options.openGraph;
  return [
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    '<link rel="icon" href="/favicon.svg" type="image/svg+xml">',
    `<title>${esc(options.title)}</title>`,
    `<meta name="description" content="${esc(options.description)}">`,
    options.indexable ? '' : '<meta name="robots" content="noindex">',
    options.indexable && options.url ? `<link rel="canonical" href="${esc(options.url)}">` : '',
    og ? '<meta property="og:type" content="profile">' : '',
    og ? `<meta property="og:title" content="${esc(og.title)}">` : '',
    og ? `<meta property="og:description" content="${esc(og.description)}">` : '',
    og && options.url ? `<meta property="og:url" content="${esc(options.url)}">` : '',
    '<meta property="og:site_name" content="TailorCV">',
    `<style>${options.css}</style>`,
  ].join('');
}

/** What the chrome around the resume says, in English (marked so when the page is not). */
const en = (lang: string) => (/^en\b/i.test(lang) ? '' : ' lang="en"');

const footer = (lang: string) =>
  `<footer class="foot"${en(lang)}><p>Made with <a href="/">TailorCV</a></p></footer>`;

export interface SharePageInput {
  data: ResumeData;
  template: Pick<Template, 'layout' | 'theme'>;
  /** The link's address (Open Graph, canonical). */
  url: string;
  allowIndexing: boolean;
  /** The Download PDF address when the owner allows downloads. */
  downloadHref: string | null;
}

/** The shared resume as a whole HTML document. */
export function renderSharePage(input: SharePageInput): string {
  const content = resumeContent(input.data);
  const styled = styledTemplate(input.template, input.data.style);
  const lang = resumeLanguage(input.data);
  const arrangement = ARRANGEMENT[styled.layout];
  const order = sectionOrder(styled.layout, content.layout);
  const mainIds = arrangement === 'single' ? order : columnSections(order, 'main');
  const sideIds = arrangement === 'single' ? [] : columnSections(order, 'side');

  const name = content.name || 'Resume';
  const title = content.headline ? `${name} – ${content.headline}` : name;
  // Open Graph says who and what, never how to reach them: no e-mail, phone or address.
  const description = content.headline || `The resume of ${name}.`;

  const main = sectionsHtml(content, mainIds, 1);
  const side = sideIds.length > 0 ? sectionsHtml(content, sideIds, mainIds.length + 1) : '';
  const download = input.downloadHref
    ? `<p class="actions"${en(lang)}><a class="button" href="${esc(input.downloadHref)}">Download PDF</a></p>`
    : '';
  const body = [
    `<body class="family-${styled.layout} ${arrangement}${side ? '' : ' no-side'}">`,
    '<div class="page">',
    '<header class="head">',
    `<h1>${esc(name)}</h1>`,
    content.headline ? `<p class="headline">${esc(content.headline)}</p>` : '',
    contactHtml(content),
    download,
    '</header>',
    '<main class="body">',
    `<div class="col-main">${main}</div>`,
    side ? `<div class="col-side">${side}</div>` : '',
    '</main>',
    footer(lang),
    '</div>',
    '</body>',
  ].join('');
  return `<!doctype html><html lang="${esc(lang)}"><head>${head({
    title,
    description,
    indexable: input.allowIndexing,
    url: input.url,
    openGraph: { title: name, description },
    css: `${themeCss(styled)}${SHARE_PAGE_CSS}`,
  })}</head>${body}</html>`;
}

const PLAIN_THEME = themeCss({
  layout: 'classic',
  theme: { accent: '#2563eb', headingFont: 'sans', bodyFont: 'sans', density: 'normal' },
  fontScale: 1,
});

/** A page of the site's own (the password form, not found): nothing of any resume in it. */
function plainPage(title: string, main: string): string {
  return `<!doctype html><html lang="en"><head>${head({
    title,
    description: title,
    indexable: false,
    css: `${PLAIN_THEME}${SHARE_PAGE_CSS}`,
  })}</head><body class="plain-page"><div class="page"><main class="gate">${main}</main>${footer('en')}</div></body></html>`;
}

export const SHARE_PAGE_TEXTS = {
  gateTitle: 'This resume is protected',
  gateText: 'Enter the password you were given to see it.',
  passwordLabel: 'Password',
  submit: 'Show the resume',
  wrongPassword: 'That password is not right. Check it and try again.',
  noPassword: 'Enter the password to see the resume.',
  passwordAgain: 'Enter the password again to download the PDF.',
  notFoundTitle: 'This link does not work',
  notFoundText:
    'The resume may no longer be shared, or the address was mistyped. Ask the person who sent it for a new link.',
} as const;

/** The password form; `error` is shown above the field and read out when the page loads. */
export function renderPasswordPage(options: { action: string; error?: string }): string {
  const t = SHARE_PAGE_TEXTS;
  const error = options.error
    ? `<p class="error" id="password-error" role="alert">${esc(options.error)}</p>`
    : '';
  return plainPage(
    t.gateTitle,
    [
      `<h1>${t.gateTitle}</h1>`,
      `<p>${t.gateText}</p>`,
      `<form method="post" action="${esc(options.action)}" class="gate-form">`,
      error,
      `<label for="password">${t.passwordLabel}</label>`,
      `<input id="password" name="password" type="password" autocomplete="current-password" required${
        options.error ? ' aria-invalid="true" aria-describedby="password-error"' : ''
      }>`,
      `<button type="submit" class="button">${t.submit}</button>`,
      '</form>',
    ].join(''),
  );
}

/** A short notice (a refused download) with a way back to the site. */
export function renderMessagePage(title: string, text: string): string {
  return plainPage(
    title,
    `<h1>${esc(title)}</h1><p>${esc(text)}</p><p><a href="/">Go to TailorCV</a></p>`,
  );
}

export function renderNotFoundPage(): string {
  const t = SHARE_PAGE_TEXTS;
  return plainPage(
    t.notFoundTitle,
    `<h1>${t.notFoundTitle}</h1><p>${t.notFoundText}</p><p><a href="/">Go to TailorCV</a></p>`,
  );
}
