import { MONTHS } from '#shared/resume/dates.ts';
import type { Job, School } from './people.ts';
import type { DateStyle, Variant } from './variants.ts';

/**
 * A corpus document as format-neutral blocks; the HTML, DOCX and text renderers print
 * the same blocks, so each format shows the same content in its own way.
 */
export type Block =
  | { kind: 'name'; text: string }
  | { kind: 'headline'; text: string }
  | { kind: 'contacts'; items: string[] }
  | { kind: 'heading'; text: string; section: 'summary' | 'experience' | 'education' | 'skills' }
  | { kind: 'paragraph'; text: string }
  | { kind: 'entry'; rows: { left: string; right?: string; strong?: boolean }[] }
  | { kind: 'bullet'; text: string }
  | { kind: 'note'; text: string };

function oneDate(d: [string, string], style: DateStyle): string {
  const [m, y] = d;
  const month = MONTHS.find((x) => x.value === m)!;
  switch (style) {
    case 'mon':
      return `${month.short} ${y}`;
    case 'month-to':
      return `${month.name} ${y}`;
    case 'slash':
      return `${m}/${y}`;
    case 'dot':
      return `${m}.${y}`;
    case 'year':
      return y;
  }
}

function dateRange(
  start: [string, string] | undefined,
  end: [string, string] | undefined,
  style: DateStyle,
): string {
  if (!start) return end ? oneDate(end, style) : '';
  const s = oneDate(start, style);
  if (!end) {
    switch (style) {
      case 'mon':
        return `${s} – Present`;
      case 'month-to':
        return `${s} to Current`;
      case 'slash':
        return `${s} - Present`;
      case 'dot':
        return `${s} – today`;
      case 'year':
        return `Since ${s}`;
    }
  }
  const e = oneDate(end, style);
  return style === 'month-to' ? `${s} to ${e}` : style === 'slash' ? `${s} - ${e}` : `${s} – ${e}`;
}

function headingText(text: string, v: Variant): string {
  if (v.headingCase === 'upper') return text.toUpperCase();
  if (v.headingCase === 'spaced')
    return text
      .toUpperCase()
      .split(' ')
      .map((w) => w.split('').join(' '))
      .join('   ');
  return text;
}

function jobRows(j: Job, v: Variant): { left: string; right?: string; strong?: boolean }[] {
  const dates = dateRange(j.start, j.end, v.dates);
  switch (v.entry) {
    case 'title-first':
      return [
        { left: j.title, right: dates, strong: true },
        { left: j.location ? `${j.company} | ${j.location}` : j.company },
      ];
    case 'company-first':
      return [
        { left: j.company, right: j.location, strong: true },
        { left: j.title, right: dates },
      ];
    case 'one-line':
      return [{ left: `${j.title}, ${j.company}`, right: dates, strong: true }];
    case 'at':
      return [{ left: `${j.title} at ${j.company} (${dates})`, strong: true }];
  }
}

function degreeText(s: School): string {
  return s.degree.endsWith(')') ? `${s.degree} ${s.field}` : `${s.degree} in ${s.field}`;
}

function schoolRows(s: School, v: Variant): { left: string; right?: string; strong?: boolean }[] {
  const dates = dateRange(s.start, s.end, v.dates);
  switch (v.entry) {
    case 'title-first':
      return [{ left: degreeText(s), right: dates, strong: true }, { left: s.school }];
    case 'company-first':
      return [
        { left: s.school, right: s.location, strong: true },
        { left: `${s.degree}, ${s.field}`, right: dates },
      ];
    case 'one-line':
      return [{ left: `${degreeText(s)}, ${s.school}`, right: dates, strong: true }];
    case 'at':
      return [{ left: `${degreeText(s)}, ${s.school} (${dates})`, strong: true }];
  }
}

export interface DocumentBlocks {
  header: Block[];
  summary: Block[];
  experience: Block[];
  education: Block[];
  skills: Block[];
}

export function documentBlocks(v: Variant): DocumentBlocks {
  const p = v.person;
  const name =
    [p.honorific, p.name].filter(Boolean).join(' ') + (p.postNominal ? `, ${p.postNominal}` : '');
  const header: Block[] = [{ kind: 'name', text: name }];
  if (v.showHeadline) header.push({ kind: 'headline', text: p.headline });
  header.push({ kind: 'contacts', items: [p.email, p.phone, p.location] });

  const h = (section: 'summary' | 'experience' | 'education' | 'skills'): Block => ({
    kind: 'heading',
    text: headingText(v.headings[section], v),
    section,
  });
  const experience: Block[] = [h('experience')];
  for (const j of v.person.jobs) {
    experience.push({ kind: 'entry', rows: jobRows(j, v) });
    for (const b of j.bullets) experience.push({ kind: 'bullet', text: b });
    if (j.tags) experience.push({ kind: 'note', text: `Technologies: ${j.tags.join(', ')}` });
  }
  const education: Block[] = [h('education')];
  for (const s of v.person.schools) {
    education.push({ kind: 'entry', rows: schoolRows(s, v) });
    for (const n of s.notes ?? []) education.push({ kind: 'note', text: n });
  }
  const skills: Block[] = [h('skills')];
  const all = p.skills.flatMap(([, items]) => items);
  if (v.skills === 'comma') skills.push({ kind: 'paragraph', text: all.join(', ') });
  else if (v.skills === 'bullets') for (const s of all) skills.push({ kind: 'bullet', text: s });
  else
    for (const [cat, items] of p.skills)
      skills.push({
        kind: 'paragraph',
        text: cat ? `${cat}: ${items.join(', ')}` : items.join(', '),
      });

  return {
    header,
    summary: [h('summary'), { kind: 'paragraph', text: p.summary }],
    experience,
    education,
    skills,
  };
}
