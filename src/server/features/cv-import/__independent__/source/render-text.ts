/**
 * Plain-text and Markdown layouts of a view, written for this corpus: the TXT files as
 * people type them, and the Markdown that pandoc turns into DOCX (pipe tables become Word
 * tables).
 */
import type { FailureClass } from './classes.ts';
import { at } from './view.ts';
import type { DocOptions, View, ViewJob, ViewSection } from './view.ts';

export interface TextStyle {
  id: string;
  classes: FailureClass[];
  force?: Partial<DocOptions>;
  render(view: View): string;
}

interface Look {
  heading(h: string): string[];
  bullet: string;
  indent: string;
  /** The line(s) of one role. */
  role(j: ViewJob, withCompany: boolean, employerFirst: boolean): string[];
  employer(company: string, city: string): string;
}

function sectionLines(s: ViewSection, v: View, look: Look): string[] {
  const out = look.heading(s.heading);
  const b = (line: string) => `${look.indent}${look.bullet}${line}`;
  const i = (line: string) => `${look.indent}${line}`;
  const job = (j: ViewJob, withCompany: boolean, employerFirst: boolean) => [
    ...look.role(j, withCompany, employerFirst).map(i),
    ...j.bullets.map(b),
    '',
  ];
  switch (s.kind) {
    case 'summary':
      out.push(i(s.text), '');
      break;
    case 'experience':
      for (const e of s.employers) {
        if (e.roles.length === 1) out.push(...job(e.roles[0]!, true, v.options.employerFirst));
        else {
          out.push(i(look.employer(e.company, e.city)));
          for (const r of e.roles) out.push(...job(r, false, false));
        }
      }
      break;
    case 'education':
      for (const x of s.schools) {
        out.push(i(x.qualification), i(`${at(x.school, x.city)}, ${x.dates}`));
        if (x.grade) out.push(i(x.grade));
        out.push('');
      }
      for (const j of s.internships) out.push(...job(j, true, false));
      break;
    case 'skills':
      if (s.named) out.push(...s.categories.map((c) => i(`${c.name}: ${c.skills.join(', ')}`)));
      else out.push(...s.categories.flatMap((c) => c.skills).map(b));
      out.push('');
      break;
    case 'languages':
      out.push(...s.items.map((x) => b(`${x.name}: ${x.level}`)), '');
      break;
    case 'certifications':
      out.push(...s.items.map((x) => b(`${x.name}, ${x.issuer} (${x.year})`)), '');
      break;
    case 'extra':
      out.push(...s.lines.map(b), '');
      break;
    case 'personal':
      out.push(...s.pairs.map(([k, val]) => i(`${k}: ${val}`)), '');
      break;
  }
  return out;
}

function header(v: View, nameLine: string): string[] {
  return [
    nameLine,
    ...(v.credentials ? [v.credentials] : []),
    v.location,
    `${v.phone} | ${v.email}`,
    ...v.links.map((l) => `${l.label}: ${l.url}`),
    '',
  ];
}

function textStyle(
  id: string,
  classes: FailureClass[],
  look: Look,
  nameLine = (v: View) => v.name,
  force?: Partial<DocOptions>,
): TextStyle {
  return {
    id,
    classes,
    force,
    render: (v) =>
      [...header(v, nameLine(v)), ...v.sections.flatMap((s) => sectionLines(s, v, look))]
        .join('\n')
        .replace(/\n{3,}/g, '\n\n')
        .trimEnd() + '\n',
  };
}

const titleFirst = (
  j: ViewJob,
  withCompany: boolean,
  employerFirst: boolean,
  sep: string,
): string[] => {
  if (!withCompany) return [`${j.title}${sep}${j.dates}`];
  if (employerFirst) return [`${at(j.company, j.city, ' — ')}`, `${j.title}, ${j.dates}`];
  return [`${j.title}, ${at(j.company, j.city)}`, j.dates];
};

export const TEXT_STYLES: TextStyle[] = [
  textStyle('txt-plain', [], {
    heading: (h) => [h],
    bullet: '- ',
    indent: '',
    role: (j, c, e) => titleFirst(j, c, e, ', '),
    employer: (company, city) => at(company, city),
  }),
  textStyle(
    'txt-markdown',
    ['heading:markdown'],
    {
      heading: (h) => [`### ${h}`, ''],
      bullet: '* ',
      indent: '',
      role: (j, c, e) =>
        !c
          ? [`**${j.title}** (${j.dates})`]
          : e
            ? [at(`**${j.company}**`, j.city), `${j.title}, ${j.dates}`]
            : [`**${j.title}** | ${at(j.company, j.city)} | ${j.dates}`],
      employer: (company, city) => at(`**${company}**`, city),
    },
    (v) => `# ${v.name}`,
  ),
  textStyle(
    'txt-caps',
    [],
    {
      heading: (h) => [h.toUpperCase(), '='.repeat(h.length)],
      bullet: '• ',
      indent: '',
      role: (j, c, e) => titleFirst(j, c, e, ' | '),
      employer: (company, city) => at(company.toUpperCase(), city),
    },
    (v) => v.name.toUpperCase(),
  ),
  textStyle('txt-indented', [], {
    heading: (h) => [h],
    bullet: '  * ',
    indent: '    ',
    role: (j, c, e) =>
      c && !e ? [`${j.dates}   ${j.title}, ${at(j.company, j.city)}`] : titleFirst(j, c, e, '   '),
    employer: (company, city) => (city ? `${company} (${city})` : company),
  }),
];

/** Markdown for pandoc: pipe tables for education and skill categories. */
export function pandocMarkdown(v: View): string {
  const e = (s: string) => s.replace(/([*_\\[\]|#<>`])/g, '\\$1');
  const out = [`# ${e(v.name)}`, ''];
  if (v.credentials) out.push(e(v.credentials), '');
  out.push(`${e(v.email)} · ${e(v.phone)} · ${e(v.location)}`, '');
  for (const l of v.links) out.push(`${e(l.label)}: <${l.url}>`, '');
  const row = (cells: string[]) => `| ${cells.map(e).join(' | ')} |`;
  const job = (j: ViewJob, withCompany: boolean) => [
    withCompany
      ? v.options.employerFirst
        ? `${at(`**${e(j.company)}**`, e(j.city), ' — ')}\\\n${e(j.title)}, ${e(j.dates)}`
        : `**${e(j.title)}**, ${e(at(j.company, j.city))} — ${e(j.dates)}`
      : `*${e(j.title)}*, ${e(j.dates)}`,
    '',
    ...j.bullets.map((b) => `- ${e(b)}`),
    '',
  ];
  for (const s of v.sections) {
    out.push(`## ${e(s.heading)}`, '');
    switch (s.kind) {
      case 'summary':
        out.push(e(s.text), '');
        break;
      case 'experience':
        for (const emp of s.employers) {
          if (emp.roles.length === 1) out.push(...job(emp.roles[0]!, true));
          else {
            out.push(at(`**${e(emp.company)}**`, e(emp.city)), '');
            for (const r of emp.roles) out.push(...job(r, false));
          }
        }
        break;
      case 'education':
        out.push(row(['Dates', 'Qualification', 'Institution', 'Grade']), '|---|---|---|---|');
        for (const x of s.schools)
          out.push(row([x.dates, x.qualification, `${at(x.school, x.city)}`, x.grade]));
        out.push('');
        for (const j of s.internships) out.push(...job(j, true));
        break;
      case 'skills':
        if (s.named) {
          out.push(row(['Area', 'Skills']), '|---|---|');
          for (const c of s.categories) out.push(row([c.name, c.skills.join(', ')]));
          out.push('');
        } else out.push(...s.categories.flatMap((c) => c.skills).map((x) => `- ${e(x)}`), '');
        break;
      case 'languages':
        out.push(...s.items.map((x) => `- ${e(x.name)}: ${e(x.level)}`), '');
        break;
      case 'certifications':
        out.push(...s.items.map((x) => `- ${e(x.name)}, ${e(x.issuer)} (${x.year})`), '');
        break;
      case 'extra':
        out.push(...s.lines.map((x) => `- ${e(x)}`), '');
        break;
      case 'personal':
        out.push(...s.pairs.map(([k, val]) => `- ${e(k)}: ${e(val)}`), '');
        break;
    }
  }
  return out.join('\n');
}
