/**
 * HTML + CSS layouts of a view, written for this corpus. Chromium prints the `chromium`
 * ones to PDF; LibreOffice imports the `libreoffice` ones (Writer's HTML filter turns
 * <table> into Word tables) and saves them as DOCX, DOC or PDF. Nothing here uses the
 * project's own document engine.
 */
import type { FailureClass } from './classes.ts';
import { at } from './view.ts';
import type { DocOptions, View, ViewEmployer, ViewJob, ViewSchool, ViewSection } from './view.ts';

export interface HtmlStyle {
  id: string;
  tool: 'chromium' | 'libreoffice';
  layout: 'single' | 'two-column' | 'grid' | 'table';
  columns: 1 | 2;
  /** Classes every document of the style exercises. */
  classes: FailureClass[];
  /** Options the style always has (e.g. no grouped roles in a one-row-per-job table). */
  force?: Partial<DocOptions>;
  render(view: View): string;
}

const esc = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const page = (css: string, body: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>CV</title><style>${css}</style></head><body>${body}</body></html>`;

const list = (items: string[]) => `<ul>${items.map((i) => `<li>${esc(i)}</li>`).join('')}</ul>`;
const contactItems = (v: View) => [v.email, v.phone, v.location];
const linkText = (l: { label: string; url: string }) => `${l.label}: ${l.url}`;
const nameBlock = (v: View, tag = 'h1') =>
  `<${tag} class="name">${esc(v.name)}</${tag}>${v.credentials ? `<div class="cred">${esc(v.credentials)}</div>` : ''}`;

interface EntryLook {
  /** Between title and company on a title-first line. */
  joiner: string;
  datesClass: string;
}

function roleHtml(
  j: ViewJob,
  look: EntryLook,
  withCompany: boolean,
  employerFirst: boolean,
): string {
  if (!withCompany) {
    return `<div class="role"><span class="title">${esc(j.title)}</span> <span class="${look.datesClass}">${esc(j.dates)}</span></div>${list(j.bullets)}`;
  }
  if (employerFirst) {
    return `<div class="employer">${esc(at(j.company, j.city, ' — '))}</div><div class="role">${esc(j.title)}, ${esc(j.dates)}</div>${list(j.bullets)}`;
  }
  return `<div class="head"><span><span class="title">${esc(j.title)}</span>${look.joiner}${esc(at(j.company, j.city))}</span><span class="${look.datesClass}">${esc(j.dates)}</span></div>${list(j.bullets)}`;
}

function employerHtml(e: ViewEmployer, look: EntryLook, employerFirst: boolean): string {
  if (e.roles.length === 1)
    return `<div class="entry">${roleHtml(e.roles[0]!, look, true, employerFirst)}</div>`;
  return `<div class="entry"><div class="employer">${esc(at(e.company, e.city))}</div>${e.roles.map((r) => roleHtml(r, look, false, false)).join('')}</div>`;
}

function schoolHtml(s: ViewSchool, look: EntryLook): string {
  return `<div class="entry"><div class="head"><span class="title">${esc(s.qualification)}</span><span class="${look.datesClass}">${esc(s.dates)}</span></div><div>${esc(at(s.school, s.city))}</div>${s.grade ? `<div class="grade">${esc(s.grade)}</div>` : ''}</div>`;
}

function skillsHtml(s: Extract<ViewSection, { kind: 'skills' }>, asList: boolean): string {
  if (s.named) {
    return s.categories
      .map((c) =>
        asList
          ? `<div class="cat">${esc(c.name)}</div>${list(c.skills)}`
          : `<p><b>${esc(c.name)}:</b> ${esc(c.skills.join(', '))}</p>`,
      )
      .join('');
  }
  const all = s.categories.flatMap((c) => c.skills);
  return asList ? list(all) : `<p>${esc(all.join(' · '))}</p>`;
}

/** A section in the flowing layouts; `asList` prints skills one per line (sidebars). */
function sectionHtml(s: ViewSection, v: View, look: EntryLook, asList = false): string {
  const h = `<h2>${esc(s.heading)}</h2>`;
  switch (s.kind) {
    case 'summary':
      return `${h}<p>${esc(s.text)}</p>`;
    case 'experience':
      return h + s.employers.map((e) => employerHtml(e, look, v.options.employerFirst)).join('');
    case 'education':
      return (
        h +
        s.schools.map((x) => schoolHtml(x, look)).join('') +
        s.internships
          .map((j) => `<div class="entry">${roleHtml(j, look, true, false)}</div>`)
          .join('')
      );
    case 'skills':
      return h + skillsHtml(s, asList);
    case 'languages':
      return h + list(s.items.map((i) => `${i.name} (${i.level})`));
    case 'certifications':
      return h + list(s.items.map((i) => `${i.name}, ${i.issuer}, ${i.year}`));
    case 'extra':
      return h + list(s.lines);
    case 'personal':
      return h + s.pairs.map(([k, val]) => `<div>${esc(k)}: ${esc(val)}</div>`).join('');
  }
}

const BASE = `@page { size: A4; margin: 16mm 15mm; } body { margin: 0; font-size: 10pt; line-height: 1.35; color: #1d1d1f; }
ul { margin: 2px 0 6px 18px; padding: 0; } p { margin: 2px 0 6px; } .entry { margin-bottom: 6px; }
.head { display: flex; justify-content: space-between; gap: 12px; } .title { font-weight: bold; }`;

/** One column: the name, the contact block, then every section as `look` draws it. */
function oneColumn(v: View, css: string, look: EntryLook, contact: string): string {
  return page(
    css,
    `${nameBlock(v)}<div class="contact">${contact}</div>${v.sections.map((s) => sectionHtml(s, v, look)).join('')}`,
  );
}

/** One column, serif, centred name, small-capital headings over a rule. */
const classicSerif: HtmlStyle = {
  id: 'classic-serif',
  tool: 'chromium',
  layout: 'single',
  columns: 1,
  classes: [],
  render(v) {
    const css = `${BASE} body { font-family: 'Liberation Serif', serif; font-size: 10.5pt; }
      .name { text-align: center; font-size: 20pt; margin: 0; letter-spacing: 1px; } .cred { text-align: center; }
      .contact { text-align: center; margin-bottom: 8px; } h2 { font-variant: small-caps; font-size: 12.5pt; border-bottom: 1px solid #444; margin: 10px 0 4px; }
      .dates { font-style: italic; white-space: nowrap; } .employer { font-weight: bold; }`;
    const look = { joiner: ', ', datesClass: 'dates' };
    const contact = [...contactItems(v), ...v.links.map(linkText)].map(esc).join(' &nbsp;|&nbsp; ');
    return oneColumn(v, css, look, contact);
  },
};

/** Sans, headings with a trailing colon, employer line first and the title with its dates under it. */
const colonModern: HtmlStyle = {
  id: 'colon-modern',
  tool: 'chromium',
  layout: 'single',
  columns: 1,
  classes: [],
  force: { headingColon: true, employerFirst: true },
  render(v) {
    const css = `${BASE} body { font-family: 'Liberation Sans', sans-serif; } .name { font-size: 22pt; margin: 0 0 2px; color: #0b4f6c; }
      h2 { font-size: 11pt; color: #0b4f6c; margin: 12px 0 3px; } .employer { font-weight: bold; } .role { font-style: italic; }
      .dates { color: #555; white-space: nowrap; }`;
    const look = { joiner: ' at ', datesClass: 'dates' };
    const contact =
      contactItems(v)
        .map((c) => `<div>${esc(c)}</div>`)
        .join('') + v.links.map((l) => `<div>${esc(linkText(l))}</div>`).join('');
    return oneColumn(v, css, look, contact);
  },
};

/** An academic CV: appointments first-class, publications and grants, serif, no ornament. */
const academic: HtmlStyle = {
  id: 'academic',
  tool: 'chromium',
  layout: 'single',
  columns: 1,
  classes: [],
  force: { extras: true, educationFirst: true },
  render(v) {
    const css = `${BASE} body { font-family: 'DejaVu Serif', serif; font-size: 9.5pt; } .name { font-size: 17pt; margin: 0; font-weight: normal; }
      h2 { font-size: 10.5pt; text-transform: uppercase; letter-spacing: 2px; margin: 12px 0 4px; } .dates { white-space: nowrap; }
      .employer { font-weight: bold; } .contact div { display: inline; margin-right: 14px; }`;
    const look = { joiner: ', ', datesClass: 'dates' };
    const contact = [...contactItems(v), ...v.links.map(linkText)]
      .map((c) => `<div>${esc(c)}</div>`)
      .join('');
    return oneColumn(v, css, look, contact);
  },
};

const SIDE_KINDS = new Set<ViewSection['kind']>([
  'skills',
  'languages',
  'certifications',
  'personal',
]);

function sidebarStyle(id: string, side: 'left' | 'right', dark: boolean): HtmlStyle {
  return {
    id,
    tool: 'chromium',
    layout: 'two-column',
    columns: 2,
    classes: dark
      ? ['layout:two-column', 'layout:dark-sidebar', 'layout:sidebar-skills']
      : ['layout:two-column', 'layout:sidebar-skills'],
    render(v) {
      const css = `${BASE} @page { margin: 0; } body { font-family: ${dark ? "'Liberation Sans'" : "'DejaVu Sans'"}, sans-serif; font-size: 9.5pt; }
        .wrap { display: flex; flex-direction: ${side === 'left' ? 'row' : 'row-reverse'}; min-height: 297mm; }
        .side { width: 34%; padding: 14mm 6mm; box-sizing: border-box; ${dark ? 'background: #23303d; color: #f2f2f2;' : 'background: #eef3f6;'} }
        .main { width: 66%; padding: 14mm 8mm; box-sizing: border-box; } .side h2 { font-size: 10pt; text-transform: uppercase; margin: 10px 0 3px; }
        .main h2 { font-size: 11.5pt; ${dark ? 'color: #23303d;' : 'color: #8a3b12;'} border-bottom: 2px solid currentColor; margin: 10px 0 4px; }
        .name { font-size: 19pt; margin: 0; } .cred { margin-bottom: 4px; } .side ul { list-style: none; margin-left: 0; } .cat { font-weight: bold; margin-top: 4px; }
        .dates { color: #666; white-space: nowrap; font-size: 9pt; } .employer { font-weight: bold; }`;
      const look = { joiner: ' — ', datesClass: 'dates' };
      const contact = `<h2>Contact</h2>${[...contactItems(v), ...v.links.map(linkText)].map((c) => `<div>${esc(c)}</div>`).join('')}`;
      const sideHtml =
        contact +
        v.sections
          .filter((s) => SIDE_KINDS.has(s.kind))
          .map((s) => sectionHtml(s, v, look, true))
          .join('');
      const main =
        nameBlock(v) +
        v.sections
          .filter((s) => !SIDE_KINDS.has(s.kind))
          .map((s) => sectionHtml(s, v, look))
          .join('');
      return page(
        css,
        `<div class="wrap"><aside class="side">${sideHtml}</aside><main class="main">${main}</main></div>`,
      );
    },
  };
}

/** Dates in a narrow left column of a CSS grid, the entry beside them. */
const dateGrid: HtmlStyle = {
  id: 'date-grid',
  tool: 'chromium',
  layout: 'grid',
  columns: 1,
  classes: ['layout:grid'],
  render(v) {
    const css = `${BASE} body { font-family: 'Liberation Sans Narrow', 'Liberation Sans', sans-serif; font-size: 10.5pt; }
      .name { font-size: 24pt; margin: 0; font-weight: normal; } h2 { font-size: 12pt; margin: 12px 0 4px; color: #555; }
      .row { display: grid; grid-template-columns: 30mm 1fr; column-gap: 5mm; margin-bottom: 5px; } .when { color: #444; }
      .employer { font-weight: bold; }`;
    const row = (when: string, what: string) =>
      `<div class="row"><div class="when">${esc(when)}</div><div>${what}</div></div>`;
    const job = (j: ViewJob, company: boolean) =>
      row(
        j.dates,
        `<span class="title">${esc(j.title)}</span>${company ? `<br>${esc(at(j.company, j.city))}` : ''}${list(j.bullets)}`,
      );
    const body = v.sections
      .map((s) => {
        const h = `<h2>${esc(s.heading)}</h2>`;
        if (s.kind === 'experience')
          return (
            h +
            s.employers
              .map((e) =>
                e.roles.length === 1
                  ? job(e.roles[0]!, true)
                  : `<div class="employer">${esc(at(e.company, e.city))}</div>${e.roles.map((r) => job(r, false)).join('')}`,
              )
              .join('')
          );
        if (s.kind === 'education')
          return (
            h +
            s.schools
              .map((x) =>
                row(
                  x.dates,
                  `<span class="title">${esc(x.qualification)}</span><br>${esc(at(x.school, x.city))}${x.grade ? `<br>${esc(x.grade)}` : ''}`,
                ),
              )
              .join('') +
            s.internships.map((j) => job(j, true)).join('')
          );
        if (s.kind === 'skills' && s.named)
          return h + s.categories.map((c) => row(c.name, esc(c.skills.join(', ')))).join('');
        if (s.kind === 'languages')
          return h + s.items.map((i) => row(i.name, esc(i.level))).join('');
        if (s.kind === 'certifications')
          return h + s.items.map((i) => row(i.year, `${esc(i.name)}, ${esc(i.issuer)}`)).join('');
        if (s.kind === 'personal') return h + s.pairs.map(([k, val]) => row(k, esc(val))).join('');
        return sectionHtml(s, v, { joiner: ', ', datesClass: 'dates' });
      })
      .join('');
    const contact = [...contactItems(v), ...v.links.map(linkText)].map(esc).join(' · ');
    return page(css, `${nameBlock(v)}<div>${contact}</div>${body}`);
  },
};

/** Section names in a left label column, content on the right (as European CV forms do). */
const labelGrid: HtmlStyle = {
  id: 'label-grid',
  tool: 'chromium',
  layout: 'grid',
  columns: 2,
  classes: ['layout:grid', 'layout:two-column'],
  render(v) {
    const css = `${BASE} body { font-family: 'DejaVu Sans', sans-serif; font-size: 9pt; }
      .sec { display: grid; grid-template-columns: 42mm 1fr; column-gap: 6mm; margin-top: 10px; }
      .label { text-align: right; color: #1f4e9c; font-size: 10pt; } .label h2 { font-size: 10pt; margin: 0; font-weight: normal; }
      .name { font-size: 18pt; margin: 0 0 4px; } .dates { color: #1f4e9c; white-space: nowrap; } .employer { font-weight: bold; }`;
    const look = { joiner: ', ', datesClass: 'dates' };
    const sections = v.sections
      .map((s) => {
        const inner = sectionHtml(s, v, look).replace(/^<h2>.*?<\/h2>/, '');
        return `<div class="sec"><div class="label"><h2>${esc(s.heading)}</h2></div><div>${inner}</div></div>`;
      })
      .join('');
    const contact = [...contactItems(v), ...v.links.map(linkText)]
      .map((c) => `<div>${esc(c)}</div>`)
      .join('');
    return page(
      css,
      `<div class="sec"><div class="label"></div><div>${nameBlock(v)}${contact}</div></div>${sections}`,
    );
  },
};

/** One column at the top, then the short sections side by side in two columns. */
const splitBottom: HtmlStyle = {
  id: 'split-bottom',
  tool: 'chromium',
  layout: 'two-column',
  columns: 2,
  classes: ['layout:two-column'],
  render(v) {
    const css = `${BASE} body { font-family: 'Liberation Sans', sans-serif; } .name { font-size: 21pt; margin: 0; }
      h2 { font-size: 11pt; background: #e7e2d6; padding: 2px 4px; margin: 10px 0 4px; } .cols { display: flex; gap: 8mm; }
      .cols > div { flex: 1; } .dates { white-space: nowrap; color: #555; } .employer { font-weight: bold; }`;
    const look = { joiner: ' | ', datesClass: 'dates' };
    const long = v.sections.filter((s) =>
      ['summary', 'experience', 'education', 'personal'].includes(s.kind),
    );
    const short = v.sections.filter((s) => !long.includes(s));
    const half = Math.ceil(short.length / 2);
    const col = (ss: ViewSection[]) =>
      `<div>${ss.map((s) => sectionHtml(s, v, look, true)).join('')}</div>`;
    const contact = [...contactItems(v), ...v.links.map(linkText)].map(esc).join(' • ');
    return page(
      css,
      `${nameBlock(v)}<div>${contact}</div>${long.map((s) => sectionHtml(s, v, look)).join('')}<div class="cols">${col(short.slice(0, half))}${col(short.slice(half))}</div>`,
    );
  },
};

// ---- LibreOffice: Word-like documents ----

const LO_CSS = `body { font-family: 'Liberation Sans'; font-size: 10pt; } h1 { font-size: 18pt; } h2 { font-size: 12pt; }
  table { border-collapse: collapse; width: 100%; } td, th { vertical-align: top; padding: 2px 4px; }`;

/**
 * A Word-like document: the name, one paragraph of contact items joined by `contactJoiner`,
 * then the sections. `own` lays out the sections the style draws its own way (an `<h2>`
 * heading is given) and answers undefined for the rest, which are drawn the common way.
 */
function loDocument(
  v: View,
  contactJoiner: string,
  own: (s: ViewSection, heading: string) => string | undefined,
): string {
  const body = v.sections
    .map(
      (s) =>
        own(s, `<h2>${esc(s.heading)}</h2>`) ??
        sectionHtml(s, v, { joiner: ', ', datesClass: 'dates' }),
    )
    .join('');
  const contact = [...contactItems(v), ...v.links.map(linkText)].map(esc).join(contactJoiner);
  return page(LO_CSS, `${nameBlock(v)}<p>${contact}</p>${body}`);
}

/** Word tables: a header row, city beside employer, a grade column, skill categories in a table. */
const wordTables: HtmlStyle = {
  id: 'word-tables',
  tool: 'libreoffice',
  layout: 'table',
  columns: 1,
  classes: [
    'table:header-row',
    'table:city-beside-company',
    'table:grade-column',
    'table:skill-categories',
  ],
  force: { groupRoles: false, skillCategories: true, jobCity: true },
  render(v) {
    const tr = (cells: string[], tag = 'td') =>
      `<tr>${cells.map((c) => `<${tag}>${c}</${tag}>`).join('')}</tr>`;
    return loDocument(v, '<br>', (s, h) => {
      if (s.kind === 'experience') {
        const rows = s.employers.flatMap((e) =>
          e.roles.map(
            (j) =>
              tr([esc(j.dates), `<b>${esc(j.title)}</b>`, esc(j.company), esc(j.city)]) +
              `<tr><td></td><td colspan="3">${list(j.bullets)}</td></tr>`,
          ),
        );
        return `${h}<table border="1">${tr(['Period', 'Position', 'Employer', 'City'], 'th')}${rows.join('')}</table>`;
      }
      if (s.kind === 'education') {
        const rows = s.schools.map((x) =>
          tr([esc(x.dates), esc(x.qualification), `${esc(at(x.school, x.city))}`, esc(x.grade)]),
        );
        const intern = s.internships.map(
          (j) =>
            `<p><b>${esc(j.title)}</b>, ${esc(at(j.company, j.city))}: ${esc(j.dates)}</p>${list(j.bullets)}`,
        );
        return `${h}<table border="1">${tr(['Year', 'Qualification', 'Institution', 'Grade'], 'th')}${rows.join('')}</table>${intern.join('')}`;
      }
      if (s.kind === 'skills')
        return `${h}<table border="1">${tr(['Area', 'Skills'], 'th')}${s.categories.map((c) => tr([`<b>${esc(c.name)}</b>`, esc(c.skills.join(', '))])).join('')}</table>`;
      if (s.kind === 'languages')
        return `${h}<table border="1">${tr(['Language', 'Level'], 'th')}${s.items.map((i) => tr([esc(i.name), esc(i.level)])).join('')}</table>`;
      return undefined;
    });
  },
};

/** Each job's header is a two-cell table: title and employer left, dates right. */
const wordJobHeaders: HtmlStyle = {
  id: 'word-job-headers',
  tool: 'libreoffice',
  layout: 'table',
  columns: 1,
  classes: ['table:job-header'],
  render(v) {
    const two = (left: string, right: string) =>
      `<table><tr><td width="75%">${left}</td><td width="25%" align="right">${right}</td></tr></table>`;
    return loDocument(v, ' | ', (s, h) => {
      if (s.kind === 'experience') {
        return (
          h +
          s.employers
            .map((e) =>
              e.roles.length === 1
                ? two(
                    `<b>${esc(e.roles[0]!.title)}</b><br>${esc(at(e.company, e.city))}`,
                    esc(e.roles[0]!.dates),
                  ) + list(e.roles[0]!.bullets)
                : `<p><b>${esc(e.company)}</b>${e.city ? `, ${esc(e.city)}` : ''}</p>` +
                  e.roles
                    .map((j) => two(`<i>${esc(j.title)}</i>`, esc(j.dates)) + list(j.bullets))
                    .join(''),
            )
            .join('')
        );
      }
      if (s.kind === 'education') {
        return (
          h +
          s.schools
            .map(
              (x) =>
                two(
                  `<b>${esc(x.qualification)}</b><br>${esc(at(x.school, x.city))}`,
                  esc(x.dates),
                ) + (x.grade ? `<p>${esc(x.grade)}</p>` : ''),
            )
            .join('') +
          s.internships
            .map(
              (j) =>
                two(`<b>${esc(j.title)}</b><br>${esc(at(j.company, j.city))}`, esc(j.dates)) +
                list(j.bullets),
            )
            .join('')
        );
      }
      return undefined;
    });
  },
};

/** Paragraphs under a two-cell header table (name left, contact right), as many Word CVs are. */
const wordPlain: HtmlStyle = {
  id: 'word-plain',
  tool: 'libreoffice',
  layout: 'single',
  columns: 1,
  classes: [],
  render(v) {
    const look = { joiner: ', ', datesClass: 'dates' };
    const contact = [...contactItems(v), ...v.links.map(linkText)].map(esc).join('<br>');
    const header = `<table><tr><td width="55%">${nameBlock(v)}</td><td width="45%">${contact}</td></tr></table>`;
    return page(
      `${LO_CSS} body { font-family: 'Liberation Serif'; }`,
      header + v.sections.map((s) => sectionHtml(s, v, look)).join(''),
    );
  },
};

export const HTML_STYLES: HtmlStyle[] = [
  classicSerif,
  colonModern,
  academic,
  sidebarStyle('dark-sidebar', 'left', true),
  sidebarStyle('right-sidebar', 'right', false),
  dateGrid,
  labelGrid,
  splitBottom,
  wordTables,
  wordJobHeaders,
  wordPlain,
];
