import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readingOrder, warmUpPdfReader, type Run } from './extract-pdf-text.ts';
import { extractText } from './extract-text.ts';

/** Page geometry of these tests: A4 in points, one row every 14 pt from the top. */
const PAGE_WIDTH = 595;
const rowY = (row: number) => 800 - row * 14;

/** A run of text at (x, row); its width is estimated at half the size per character. */
function run(text: string, x: number, row: number, options: Partial<Run> = {}): Run {
  const size = options.size ?? 10;
  return {
    text,
    x0: x,
    x1: x + text.length * size * 0.5,
    y: rowY(row),
    size,
    bold: false,
    ...options,
  };
}

/** One run a row down a column at `x`, from `firstRow` on. */
const column = (x: number, firstRow: number, lines: string[]) =>
  lines.map((t, i) => run(t, x, firstRow + i));

const texts = (runs: Run[]) => readingOrder(runs, PAGE_WIDTH).lines.map((l) => l.text);

/** A sidebar (x 20–180) beside a main column (x 220–560), eight rows each. */
function sidebarPage(): Run[] {
  const side = ['SKILLS', 'Go', 'Rust', 'SQL', 'LANGUAGES', 'English', 'French', 'German'];
  const main = [
    'Experience',
    'Principal Engineer at Contoso Cloud Services, London',
    'Designed and shipped a multi-region event pipeline',
    'Cut infrastructure spend by a quarter in one year',
    'Led a team of eight engineers through a rewrite',
    'Introduced trunk-based development and flags',
    'Mentored six engineers, three of them promoted',
    'Ran the hiring loop for the platform group',
  ];
  return [...column(20, 3, side), ...column(220, 3, main)];
}

describe('readingOrder', () => {
  it('puts each label of a label grid before the text beside it', () => {
    // Labels at x 20 ('Professional' / 'Background' wrapped over two rows), text at x 200.
    const labels: [string, number][] = [
      ['Profile', 1],
      ['Professional', 4],
      ['Background', 5],
      ['Education', 9],
      ['Key Skills', 12],
      ['Languages', 14],
      ['Personal Data', 16],
    ];
    const main: [string, number][] = [
      ['Nurse with ten years of acute care and a calm manner', 1],
      ['Saint Aldric Medical Centre — Graz', 4],
      ['Senior Staff Nurse, 04.2021 – today', 5],
      ['Administered medicines and IV therapy under protocols', 6],
      ['Bachelor of Science Nursing 2015 – 2018', 9],
      ['Technische Universität Murtal', 10],
      ['IV Therapy, Wound Care, Triage', 12],
      ['German (Native), English (C1)', 14],
      ['Nationality: Austrian', 16],
    ];
    const runs = [
      ...labels.map(([t, row]) => run(t, 20, row)),
      ...main.map(([t, row]) => run(t, 200, row)),
      // A label drawn in runs that abut ('Quali' 'fi' 'cations', a ligature) is one word.
      run('Quali', 20, 18),
      run('fi', 45, 18),
      run('cations', 55, 18),
      run('Matura 2013 – 2015', 200, 18),
    ];
    expect(texts(runs)).toEqual([
      'Profile',
      main[0]![0],
      'Professional Background',
      main[1]![0],
      main[2]![0],
      main[3]![0],
      'Education',
      main[4]![0],
      main[5]![0],
      'Key Skills',
      main[6]![0],
      'Languages',
      main[7]![0],
      'Personal Data',
      main[8]![0],
      'Qualifications',
      'Matura 2013 – 2015',
    ]);
  });

  it('reads a sidebar page column by column, the sidebar first', () => {
    const lines = texts(sidebarPage());
    expect(lines.slice(0, 4)).toEqual(['SKILLS', 'Go', 'Rust', 'SQL']);
    expect(lines[8]).toBe('Experience');
  });

  it('keeps a long name that spills over the gutter in the sidebar it starts in', () => {
    // 'Montgomery-Whitfield' in 20 pt runs from x 20 to 220, over the main column's edge,
    // on the height of the main column's first line.
    const runs = [
      run('Alexander', 20, 1, { size: 20 }),
      run('Montgomery-Whitfield', 20, 2.5, { size: 20 }),
      run('Summary', 225, 2.5),
      ...sidebarPage(),
    ];
    const lines = texts(runs);
    expect(lines.slice(0, 3)).toEqual(['Alexander', 'Montgomery-Whitfield', 'SKILLS']);
    expect(lines.indexOf('Summary')).toBeGreaterThan(lines.indexOf('German'));
  });

  it('reads sections set side by side under a one-column body column by column', () => {
    const body = [
      'Product designer with six years of experience shaping web and mobile products.',
      'Lead design for the onboarding flow used by two million people every month.',
      'Raised trial-to-paid conversion by eighteen per cent with a new checkout flow.',
    ];
    const runs = [
      ...column(40, 0, body),
      run('SKILLS', 40, 4, { bold: true, size: 11 }),
      run('LANGUAGES', 360, 4, { bold: true, size: 11 }),
      run('Design', 40, 5, { bold: true }),
      run('English', 355, 5),
      run('Native', 520, 5),
      run('Figma', 45, 6),
      run('Sketch', 76, 6),
      run('French', 355, 6),
      run('Advanced', 510, 6),
      run('Tools', 40, 7, { bold: true }),
      run('Miro', 45, 8),
      run('CERTIFICATIONS', 40, 10, { bold: true, size: 11 }),
      run('Certified Usability Analyst', 40, 11),
      run('2020', 520, 11),
    ];
    expect(texts(runs).slice(3)).toEqual([
      'SKILLS',
      'Design',
      'Figma Sketch',
      'Tools',
      'Miro',
      'LANGUAGES',
      'English\tNative',
      'French\tAdvanced',
      // The next full-width section ends the block: its date stays on its line.
      'CERTIFICATIONS',
      'Certified Usability Analyst\t2020',
    ]);
  });

  it('keeps dates set flush right in a short main column with their entries, a sidebar on the right', () => {
    // Main column text at x 40 (ends before x 260), its dates flush right at x ~310–388, a
    // sidebar at x 428: the gap before the dates is wider than the gutter after them.
    const main = [
      run('Experience', 40, 1, { size: 12 }),
      run('Staff Engineer', 40, 2),
      run('Feb 2020 – Present', 300, 2),
      run('Contoso Cloud', 40, 3),
      run('Ran the build platform', 40, 4),
      run('Projects', 40, 6, { size: 12 }),
      run('Tidewater Scheduler', 40, 7),
      run('Mar 2019 – Present', 300, 7),
      run('Lead Maintainer', 40, 8),
      run('A batch scheduler', 40, 9),
      run('Awards', 40, 11, { size: 12 }),
      run('Excellence Prize', 40, 12),
      run('2023', 368, 12),
      run('Contoso Foundation', 40, 13),
    ];
    const side = column(428, 1, [
      'CONTACT',
      'sam@example.com',
      'SKILLS',
      'Kubernetes',
      'Go',
      'LANGUAGES',
      'Spanish',
    ]);
    const lines = texts([...main, ...side]);
    expect(lines).toContain('Staff Engineer\tFeb 2020 – Present');
    expect(lines).toContain('Tidewater Scheduler\tMar 2019 – Present');
    expect(lines).toContain('Excellence Prize\t2023');
    expect(lines.indexOf('CONTACT')).toBeLessThan(lines.indexOf('Experience'));
  });

  it('reads a column of dates beside the entries row by row, each date with its entry', () => {
    const runs: Run[] = [];
    const entries = [
      ['Mar 2016 –', 'Senior Software Engineer'],
      ['Feb 2018', 'Adventure Works Travel'],
      ['', 'Designed and shipped a multi-region event pipeline'],
      ['', 'Cut infrastructure spend by a quarter in one year'],
      ['Mar 2014 –', 'Software Engineer'],
      ['Feb 2016', 'Tailspin Toys'],
      ['', 'Led a team of eight engineers through a rewrite'],
      ['Oct 2005 –', 'Master of Engineering, Computing'],
      ['Jun 2009', 'Imperial College London'],
      ['2017 – 2018', 'Postgraduate Certificate'],
    ];
    entries.forEach(([date, text], i) => {
      if (date) runs.push(run(date, 40, i));
      runs.push(run(text!, 140, i));
    });
    const lines = texts(runs);
    expect(lines[0]).toBe('Mar 2016 –\tSenior Software Engineer');
    expect(lines[1]).toBe('Feb 2018\tAdventure Works Travel');
  });
});

describe('wrapped lines', () => {
  const flags = (runs: Run[]) =>
    readingOrder(runs, PAGE_WIDTH).lines.map((l) => [l.text, Boolean(l.continues)]);

  it('marks a line that carries on a line wrapped at the column edge', () => {
    // A sidebar from x 20 to 145: 'Communication,' did not fit after 'Marketing et'.
    const runs = [
      ...sidebarPage().filter((r) => r.x0 > 100),
      ...['EDUCATION', 'Master in Marketing et', 'Communication, Université', 'Lumière Lyon 2'].map(
        (t, i) => run(t, 20, i + 3, { bold: i > 0 }),
      ),
      run('Licence in Économie', 20, 8, { bold: true }),
      run('Gestion', 20, 9, { bold: true }),
    ];
    expect(flags(runs).slice(0, 6)).toEqual([
      ['EDUCATION', false],
      ['Master in Marketing et', false],
      ['Communication, Université', true],
      ['Lumière Lyon 2', true],
      // A paragraph gap above: a new entry.
      ['Licence in Économie', false],
      ['Gestion', true],
    ]);
  });

  it('sees no wrapping in short lines far from the margin of a wide page', () => {
    const runs = column(72, 0, [
      'Jane Example',
      'jane@example.com | +1 555 0100 | Boston, MA',
      'EXPERIENCE',
      'Built the billing service',
    ]);
    expect(flags(runs).map(([, c]) => c)).toEqual([false, false, false, false]);
  });

  it('does not join short lines, list items, other type, or fields set apart', () => {
    const runs = [
      ...column(40, 0, [
        'Designed and shipped a multi-region event pipeline',
        '• Cut infrastructure spend',
        'Senior Product Designer',
      ]),
      run('Apr 2021 – Present', 200, 2),
      ...column(40, 3, ['Northwind Apps', 'Wrapped text in bold type on this']),
      run('line', 40, 5, { bold: true }),
      // 'London' would have fitted after 'Contoso': two lines, not a wrap.
      ...column(40, 6, ['Contoso', 'London']),
    ];
    expect(flags(runs).map(([, c]) => c)).toEqual(Array(8).fill(false));
  });
});

describe('PDF text features', () => {
  it('warms up by reading a one-line PDF of its own', async () => {
    expect(await warmUpPdfReader()).toBe(true);
  });

  it('keeps bold from the fonts the PDF embeds', async () => {
    const bytes = fs.readFileSync(
      path.join(import.meta.dirname, '__corpus__', '27-kowalski-pdf-2col.pdf'),
    );
    const { lines } = await extractText(bytes);
    const heading = lines.find((l) => /^(?:experience|work experience)$/i.test(l.text));
    expect(heading?.bold).toBe(true);
    expect(lines.filter((l) => l.bold).length).toBeLessThan(lines.length / 2);
  });
});
