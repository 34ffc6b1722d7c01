import { describe, expect, it } from 'vitest';
import { linesFromPlainText, type CvLine } from '../cv-text.ts';
import { RESUME_LIMITS } from '#shared/resume/resume.limits.ts';
import { parseProfile, parseProfileWithLeftOut, unglueDates } from './parse-profile.ts';

/** A PDF-like line: text with its size and weight. */
const line = (text: string, size = 10, bold = false): CvLine => ({ text, size, bold });
const heading = (text: string) => line(text, 12, true);

/** The lines of a template, its first and last line breaks and its indentation left out. */
const templateLines = ([text]: TemplateStringsArray): string[] =>
  text!
    .split('\n')
    .slice(1, -1)
    .map((l) => l.trimStart());

const PDF_STYLES: Record<string, Pick<CvLine, 'size' | 'bold'>> = {
  '#': { size: 20, bold: true },
  '##': { size: 12, bold: true },
  '**': { size: 10, bold: true },
};
/**
 * A PDF-like CV, one template line a line: '# ' marks the large name, '## ' a heading,
 * '** ' a bold line; any other line is body text.
 */
const pdf = (template: TemplateStringsArray): CvLine[] =>
  templateLines(template).map((l) => {
    const styled = /^(#|##|\*\*) (.*)$/.exec(l);
    return styled ? { text: styled[2]!, ...PDF_STYLES[styled[1]!]! } : line(l);
  });
/** A plain-text CV (no sizes: a TXT or Word file), one template line a line, blank ones kept. */
const txt = (template: TemplateStringsArray): CvLine[] =>
  templateLines(template).map((text) => ({ text, size: 0, bold: false }));

/** The one entry of a list, checked to be the only one. */
function onlyEntry<T>(entries: T[]): T | undefined {
  expect(entries).toHaveLength(1);
  return entries[0];
}

describe('parseProfile: skill groups', () => {
  /** A job, then the skills heading: what the skill lines of some cases follow. */
  const jobThenSkills = pdf`
    # Jane Doe
    ## EXPERIENCE
    Engineer\tJan 2020 – Present
    Contoso
    ## SKILLS
  `;

  for (const { title, cv, skills } of [
    {
      title: 'leaves out the bold labels of skill groups and keeps their items',
      cv: pdf`
        # Jane Doe
        jane.doe@example.com
        ## SKILLS
        ** Design
        Interaction Design\tPrototyping
        ** Data
        SQL\tPython
      `,
      skills: ['Interaction Design', 'Prototyping', 'SQL', 'Python'],
    },
    {
      title:
        'reads a group label that is also a heading word as a label when it looks unlike the headings',
      cv: [
        ...jobThenSkills,
        ...pdf`
          ** Languages
          Go\tRust
          ** Platforms
          Kubernetes\tAWS
          ## LANGUAGES
          English (Native)
        `,
      ],
      skills: ['Go', 'Rust', 'Kubernetes', 'AWS'],
    },
    {
      title: 'still opens a section at a heading styled like the other headings',
      cv: [
        ...jobThenSkills,
        ...pdf`
          Go, Rust, SQL
          ## LANGUAGES
          English, French
        `,
      ],
      skills: ['Go', 'Rust', 'SQL'],
    },
    {
      title: 'keeps one skill per line when no line is set apart as a label',
      cv: pdf`
        # Jane Doe
        ## Skills
        Figma
        User Research
        Prototyping
      `,
      skills: ['Figma', 'User Research', 'Prototyping'],
    },
  ]) {
    it(title, () => {
      expect(parseProfile(cv).skills).toEqual(skills);
    });
  }
});

describe('parseProfile: names', () => {
  it.each([
    [['Alexander', 'Montgomery-Whitfield'], 'Alexander Montgomery-Whitfield'],
    [['Nguyễn Thị Minh', 'Khai'], 'Nguyễn Thị Minh Khai'],
  ])('joins a big name wrapped onto two lines (%j)', (parts, name) => {
    const profile = parseProfile([
      ...parts.map((p) => line(p, 20, true)),
      line('someone@example.com'),
      heading('Skills'),
      line('Go, Rust'),
    ]);
    expect(profile.display_name).toBe(name);
  });

  it('does not take a job title set as large as the name into it', () => {
    const profile = parseProfile(pdf`
      # Jane Doe
      # Product Designer
      jane.doe@example.com
    `);
    expect(profile.display_name).toBe('Jane Doe');
  });
});

describe('parseProfile: lines wrapped in a narrow column', () => {
  it('joins the lines the PDF reader marked as carrying on, a dash included', () => {
    const wrapped = (text: string, bold = false): CvLine => ({
      ...line(text, 10, bold),
      continues: true,
    });
    const profile = parseProfile([
      line('Camille Lefèvre', 20, true),
      heading('EXPERIENCE'),
      line('Digital Marketing Manager at Voyages Horizon (Apr 2020', 10, true),
      wrapped('– Present)', true),
      line('• Own a 2 million euro yearly acquisition budget across search'),
      wrapped('and social'),
      heading('EDUCATION &'),
      { ...heading('TRAINING'), continues: true },
      line('Master in Marketing et', 10, true),
      wrapped('Communication, Université Lumière', true),
      wrapped('Lyon 2 (Sep 2014 – Jun 2016)', true),
    ]);
    expect(profile.experience).toMatchObject([
      {
        jobTitle: 'Digital Marketing Manager',
        company: 'Voyages Horizon',
        startYear: '2020',
        isCurrentJob: true,
        description: 'Own a 2 million euro yearly acquisition budget across search and social',
      },
    ]);
    expect(profile.education).toMatchObject([
      {
        degree: 'Master',
        fieldOfStudy: 'Marketing et Communication',
        school: 'Université Lumière Lyon 2',
        startYear: '2014',
        endYear: '2016',
      },
    ]);
  });
});

describe("parseProfileWithLeftOut: the resume's limits", () => {
  it('builds entries up to the limits, in document order, and counts the rest', () => {
    const { profile, leftOut } = parseProfileWithLeftOut([
      line('Jane Doe', 20, true),
      heading('EXPERIENCE'),
      // Two experience sections: the limit holds for both together.
      ...Array.from({ length: 40 }, (_, i) => line(`Engineer ${i}, Acme\tJan 2010 – Dec 2012`)),
      heading('EDUCATION'),
      ...Array.from({ length: 35 }, (_, i) => line(`BSc Physics, University ${i}, 2010 – 2014`)),
      heading('WORK EXPERIENCE'),
      ...Array.from({ length: 20 }, (_, i) =>
        line(`Engineer ${40 + i}, Acme\tJan 2010 – Dec 2012`),
      ),
      heading('SKILLS'),
      line(Array.from({ length: 160 }, (_, i) => `Skill${i}`).join(', ')),
    ]);
    expect(profile.experience).toHaveLength(RESUME_LIMITS.experience);
    expect(profile.experience.at(-1)?.jobTitle).toBe('Engineer 49');
    expect(profile.education).toHaveLength(RESUME_LIMITS.education);
    expect(profile.skills).toHaveLength(RESUME_LIMITS.skills);
    expect(leftOut).toEqual({
      experience: 60 - RESUME_LIMITS.experience,
      education: 35 - RESUME_LIMITS.education,
      skills: 160 - RESUME_LIMITS.skills,
    });
  });

  it('leaves nothing out of a CV within the limits', () => {
    const { leftOut } = parseProfileWithLeftOut(pdf`
      # Jane Doe
      ## EXPERIENCE
      Engineer, Acme\tJan 2010 – Dec 2012
    `);
    expect(leftOut).toEqual({});
  });
});

describe('parseProfile: markdown and field-specific headings', () => {
  it('reads markdown headings, bold entry headers and month/year dates', () => {
    const profile = parseProfile(txt`
      # Jane Doe
      jane.doe@example.com
      ### Professional Experience:
      **Software Engineer** | Contoso Systems | Dec/2021 - Now
      * Built a payment service
      ### Personal Data:
      Nationality: Irish
    `);
    expect(profile.display_name).toBe('Jane Doe');
    expect(onlyEntry(profile.experience)).toMatchObject({
      jobTitle: 'Software Engineer',
      company: 'Contoso Systems',
      startMonth: '12',
      startYear: '2021',
      isCurrentJob: true,
      description: 'Built a payment service',
    });
  });

  it('reads a field-specific heading as experience and keeps the sections after it out', () => {
    const profile = parseProfile(txt`
      Jane Doe
      Clinical Experience
      Staff Nurse, Northvale Hospital
      06/2019 - 03/2021
      - Cared for eight patients per shift
      Bar Admissions
      State Bar of Northvale, 2018 - 2020
    `);
    expect(onlyEntry(profile.experience)).toMatchObject({
      jobTitle: 'Staff Nurse',
      startYear: '2019',
    });
  });
});

describe('parseProfile: entry headers', () => {
  it('reads title and employer from one comma piece and leaves the unbulleted lines after it as the description', () => {
    const profile = parseProfile(txt`
      Jane Doe
      Experience
      Lecturer, University of Westbridge\t2019 – 2021
      Taught undergraduate statistics to 250 students a year
      Postdoctoral Researcher, Northvale Institute of Technology\t2016 – 2019
      Led a research group of four students
    `);
    expect(profile.experience.map((e) => [e.jobTitle, e.company, e.description])).toEqual([
      [
        'Lecturer',
        'University of Westbridge',
        'Taught undergraduate statistics to 250 students a year',
      ],
      [
        'Postdoctoral Researcher',
        'Northvale Institute of Technology',
        'Led a research group of four students',
      ],
    ]);
  });
});

describe('parseProfile: Word tables with a header row', () => {
  const cell = (text: string, bullet = false): CvLine => ({ text, size: 0, bold: false, bullet });

  it('reads rows by the header row, which is no entry, and keeps the grade as the description', () => {
    const profile = parseProfile([
      cell('Jane Doe'),
      cell('Teaching Posts'),
      cell('Period\tPosition\tEmployer\tCity'),
      cell('August 2023 – Current\tHead of Department\tSaint Wendel Academy\tHobart'),
      cell('Raised the pass rate from 68% to 84%', true),
      cell('May 2020 – June 2023\tTeacher\tLarkspur School\tHobart'),
      cell('Academic Background'),
      cell('Year\tQualification\tInstitution\tGrade'),
      cell(
        '2008 – 2011\tBachelor of Science in Mathematics\tUniversity of Moreton Bay\tHigh Distinction',
      ),
      cell('Core Competencies'),
      cell('Area\tSkills'),
      cell('Teaching\tCurriculum Design, Assessment'),
    ]);
    expect(profile.experience.map((e) => [e.jobTitle, e.company, e.startYear])).toEqual([
      ['Head of Department', 'Saint Wendel Academy', '2023'],
      ['Teacher', 'Larkspur School', '2020'],
    ]);
    expect(onlyEntry(profile.education)).toMatchObject({
      school: 'University of Moreton Bay',
      degree: 'Bachelor of Science',
      fieldOfStudy: 'Mathematics',
      description: 'High Distinction',
    });
    expect(profile.skills).toEqual(['Curriculum Design', 'Assessment']);
  });

  it('takes a bold line or a row of fields right above a date line into that entry', () => {
    const profile = parseProfile(pdf`
      # Jane Doe
      ## EXPERIENCE
      2022 – 2024\tSenior Designer\tStudio Pennywhistle
      • Designed packaging
      ** Graphic Designer
      2018 – 2022\tLumen & Slate Design
      • Ran user interviews
      ## EDUCATION
      2011 – 2013\tMaster of Science, Interaction Design\tLakehead University
      Ontario Secondary School Diploma\tMaple Ridge Secondary School
      2005 – 2007\tHonour roll
    `);
    expect(profile.experience.map((e) => [e.jobTitle, e.company])).toEqual([
      ['Senior Designer', 'Studio Pennywhistle'],
      ['Graphic Designer', 'Lumen & Slate Design'],
    ]);
    expect(profile.education.map((e) => [e.school, e.degree, e.endYear])).toEqual([
      ['Lakehead University', 'Master of Science', '2013'],
      ['Maple Ridge Secondary School', 'Ontario Secondary School Diploma', '2007'],
    ]);
  });
});

describe('unglueDates', () => {
  it.each([
    ['Electrical Supervisor, Voltara Installations', '2020 to date'],
    ['LL.B., Law', 'September 2015 – July 2018'],
    ['WASSCE', '2009 - 2011'],
  ])('sets a tab between %s and the dates glued to it, %s', (before, dates) => {
    expect(unglueDates(before + dates)).toBe(`${before}\t${dates}`);
  });

  it.each(['Grew sales by 20% in 2019', 'Engineer, Acme 2019 – 2021'])(
    'leaves %s as it is',
    (text) => {
      expect(unglueDates(text)).toBe(text);
    },
  );

  it('reads entries whose dates were glued to the employer', () => {
    const profile = parseProfile(txt`
      Jane Doe
      Career:
      Electrical Supervisor, Voltara Installations2020 to date
      Kept every job safe
    `);
    expect(profile.experience[0]).toMatchObject({
      jobTitle: 'Electrical Supervisor',
      company: 'Voltara Installations',
      startYear: '2020',
      isCurrentJob: true,
    });
  });
});

describe('parseProfile: internships under education, ranges wrapped after the month', () => {
  it('reads an internship listed under education as experience', () => {
    const profile = parseProfile(pdf`
      # Jane Doe
      ## Education & Qualifications
      Bachelor of Science in Marketing\t2012 – 2016
      Lakeshore State University
      ** Marketing Intern
      June 2015 – August 2015
      Pivotal Fitness Clubs
    `);
    expect(profile.education.map((e) => e.school)).toEqual(['Lakeshore State University']);
    expect(profile.experience.map((e) => [e.jobTitle, e.company, e.startMonth])).toEqual([
      ['Marketing Intern', 'Pivotal Fitness Clubs', '06'],
    ]);
  });

  it('puts back a range whose end year wrapped onto the next row', () => {
    const profile = parseProfile(pdf`
      # Jane Doe
      ## Career
      Marketing Assistant\tSeptember 2016 – January
      Hollin Outdoor Gear\t2019
      • Managed a team of four
    `);
    expect(profile.experience[0]).toMatchObject({
      jobTitle: 'Marketing Assistant',
      company: 'Hollin Outdoor Gear',
      startYear: '2016',
      endMonth: '01',
      endYear: '2019',
    });
  });
});

describe('parseProfile: several roles under one employer', () => {
  it('leaves an unbulleted sentence under a date line in the description', () => {
    const profile = parseProfile(txt`
      Jane Doe
      Experience
      Head Chef
      May 2021 – Present
      Maison Tavernier
      Sous Chef
      March 2019 – March 2021
      Trained new commis chefs on every section
    `);
    expect(profile.experience.map((e) => [e.jobTitle, e.company, e.description])).toEqual([
      ['Head Chef', 'Maison Tavernier', ''],
      ['Sous Chef', 'Maison Tavernier', 'Trained new commis chefs on every section'],
    ]);
  });
});

describe('parseProfile: date columns', () => {
  it('reads a range broken after its end month in a dates column, and the description line beside it', () => {
    const profile = parseProfile(pdf`
      # Jane Doe
      ## Career:
      ** Maison Tavernier, Bristol
      January 2021 to Now\tHead Chef (Pastry)
      Catered weddings of up to 400 guests
      July 2017 to\tSous Chef
      November 2020\tBuilt the pastry section’s bread programme
      January 2016 to May\tCommis Chef
      2017\tWildthyme Catering, Bristol
    `);
    expect(
      profile.experience.map((e) => [e.jobTitle, e.company, e.startYear, e.endYear, e.description]),
    ).toEqual([
      [
        'Head Chef (Pastry)',
        'Maison Tavernier',
        '2021',
        '',
        'Catered weddings of up to 400 guests',
      ],
      [
        'Sous Chef',
        'Maison Tavernier',
        '2017',
        '2020',
        'Built the pastry section’s bread programme',
      ],
      ['Commis Chef', 'Wildthyme Catering', '2016', '2017', ''],
    ]);
  });

  it('reads a job dated by one year set apart at the start of its line', () => {
    const profile = parseProfile(txt`
      Jane Doe
      Nursing Experience
      2013 - 2016   Staff Nurse, Brightwater General Hospital
      2012   Student Nurse Placement, Harrowgate Community Health Trust
    `);
    expect(profile.experience.map((e) => [e.jobTitle, e.startYear, e.endYear])).toEqual([
      ['Staff Nurse', '2013', '2016'],
      ['Student Nurse Placement', '2012', '2012'],
    ]);
  });
});

describe('parseProfile: grades in an education header', () => {
  it('reads a grade beside the school or on its own line as the description', () => {
    const profile = parseProfile(txt`
      Jean Dupont
      Formation
      Master, Marketing\t2016 – 2018
      École Supérieure de Montagnac mention Bien
      Bachelor of Science in Pharmacy\t2012 – 2016
      GPA 3.6/4.0
      Université de Rivière-Claire
    `);
    expect(
      profile.education.map((e) => [e.school, e.degree, e.fieldOfStudy, e.description]),
    ).toEqual([
      ['École Supérieure de Montagnac', 'Master', 'Marketing', 'mention Bien'],
      ['Université de Rivière-Claire', 'Bachelor of Science', 'Pharmacy', 'GPA 3.6/4.0'],
    ]);
  });
});

describe('parseProfile: skill categories in a cell of their own', () => {
  it('leaves out a category set apart by a tab from its list', () => {
    const profile = parseProfile(pdf`
      # Jane Doe
      ## Core Competencies:
      Cooking\tSauces, Butchery, Pastry
      Kitchen Management\tFood Costing, Stock Control
    `);
    expect(profile.skills).toEqual([
      'Sauces',
      'Butchery',
      'Pastry',
      'Food Costing',
      'Stock Control',
    ]);
  });
});

describe('parseProfile: a degree and its school wrapped beside a range', () => {
  it('keeps the degree and the school apart when both sides wrapped', () => {
    const profile = parseProfile(pdf`
      # Jane Doe
      ## Education and Training
      Bachelor of Pharmacy\tSeptember 2019 – June
      Université de Rivière-Claire\t2022
    `);
    expect(profile.education[0]).toMatchObject({
      school: 'Université de Rivière-Claire',
      degree: 'Bachelor of Pharmacy',
      startYear: '2019',
      endYear: '2022',
    });
  });
});

describe('parseProfile: long table rows', () => {
  it('reads a long row of a table as an entry, its grade once', () => {
    const cell = (text: string): CvLine => ({ text, size: 0, bold: false });
    const profile = parseProfile([
      cell('Jane Doe'),
      cell('Academic Background'),
      cell('Year\tQualification\tInstitution\tGrade'),
      cell(
        'September 2011 – July 2013\tMaster of Science in Educational Leadership\tSwanbourne Institute of Technology\tDistinction average',
      ),
      cell(
        'September 2006 – June 2008\tHigher School Certificate (HSC)\tBanksia Ridge High School\tATAR 93.15',
      ),
    ]);
    expect(profile.education.map((e) => [e.school, e.degree, e.description])).toEqual([
      ['Swanbourne Institute of Technology', 'Master of Science', 'Distinction average'],
      ['Banksia Ridge High School', 'Higher School Certificate (HSC)', 'ATAR 93.15'],
    ]);
  });
});

describe('parseProfile: headings read by their last word', () => {
  it('takes one only when it is set like the known headings', () => {
    const profile = parseProfile(pdf`
      # Jane Doe
      ## Skills
      Triage
      Theatre Experience
      Discharge Planning
      ## Nursing Experience
      Staff Nurse, Northvale Hospital\t2019 – 2021
    `);
    expect(profile.skills).toEqual(['Triage', 'Theatre Experience', 'Discharge Planning']);
    expect(profile.experience.map((e) => e.jobTitle)).toEqual(['Staff Nurse']);
  });
});

describe('parseProfile: an internship under education placed among the jobs', () => {
  it('puts it by date among the jobs, even when education comes first', () => {
    const profile = parseProfile(pdf`
      # Jane Doe
      ## Education
      BSc Marketing\t2012 – 2016
      Lakeshore State University
      Marketing Intern\tJune 2015 – August 2015
      Pivotal Fitness Clubs
      ## Experience
      Marketing Manager\t2019 – 2021
      Silverbirch Publishing
      Marketing Assistant\t2016 – 2019
      Hollin Outdoor Gear
    `);
    expect(profile.experience.map((e) => e.jobTitle)).toEqual([
      'Marketing Manager',
      'Marketing Assistant',
      'Marketing Intern',
    ]);
  });
});

describe('parseProfile: links, languages, certifications, skill categories, sections not imported', () => {
  it('reads the header links, a languages section and a certifications section', () => {
    const profile = parseProfile(txt`
      Odile Marchetti
      odile@example.org | Lisbon, Portugal
      LinkedIn: https://linkedin.example.com/in/odile | Website: odile.example/recipes

      Experience
      Sous Chef, Casa Alecrim
      March 2019 – Present
      - Ran the pastry station

      Languages
      Italian: native
      Portuguese: C1

      Certifications
      - Food Safety Supervisor — Catering Council, 2018
      - Sommelier Level 2, Wine Circle (2021)
    `);
    expect(profile.links).toEqual([
      { label: 'LinkedIn', url: 'https://linkedin.example.com/in/odile' },
      { label: 'Website', url: 'odile.example/recipes' },
    ]);
    expect(profile.languages).toEqual([
      { name: 'Italian', level: 'Native' },
      { name: 'Portuguese', level: 'Fluent' },
    ]);
    expect(profile.certifications).toEqual([
      { name: 'Food Safety Supervisor', issuer: 'Catering Council', year: '2018' },
      { name: 'Sommelier Level 2', issuer: 'Wine Circle', year: '2021' },
    ]);
    expect(profile.sections_not_imported).toEqual([]);
  });

  it('keeps one certification per line that ends with its year, and joins a wrapped one', () => {
    const profile = parseProfile(pdf`
      # Odile Marchetti
      ## CERTIFICATIONS
      Food Safety Supervisor, Catering Council, 2018
      Advanced Pastry Diploma, National School of
      Confectionery, 2020
    `);
    expect(profile.certifications).toEqual([
      { name: 'Food Safety Supervisor', issuer: 'Catering Council', year: '2018' },
      {
        name: 'Advanced Pastry Diploma',
        issuer: 'National School of Confectionery',
        year: '2020',
      },
    ]);
  });

  it('names the skill groups of "Category: a, b" lines and of label lines, and keeps the skills', () => {
    const inline = parseProfile(txt`
      Odile Marchetti
      Skills
      Kitchen: Sauces, Butchery
      Software: Menu Costing Pro
    `);
    expect(inline.skills).toEqual(['Sauces', 'Butchery', 'Menu Costing Pro']);
    expect(inline.skill_categories).toEqual([
      { name: 'Kitchen', skills: ['Sauces', 'Butchery'] },
      { name: 'Software', skills: ['Menu Costing Pro'] },
    ]);
    const labelled = parseProfile(pdf`
      # Odile Marchetti
      ## SKILLS
      ** Kitchen
      Sauces\tButchery
      ** Software
      Menu Costing Pro
    `);
    expect(labelled.skill_categories).toEqual([
      { name: 'Kitchen', skills: ['Sauces', 'Butchery'] },
      { name: 'Software', skills: ['Menu Costing Pro'] },
    ]);
  });

  it('names no skill group when the skills are a plain list', () => {
    const profile = parseProfile(txt`
      Odile Marchetti
      Skills
      - Sauces
      - Butchery
    `);
    expect(profile.skills).toEqual(['Sauces', 'Butchery']);
    expect(profile.skill_categories).toEqual([]);
  });

  it('reads a table of skill areas and a table of languages by their header rows', () => {
    const profile = parseProfile(txt`
      Odile Marchetti
      Skills
      Area\tSkills
      Kitchen\tSauces, Butchery
      Languages
      Language\tLevel
      Italian\tMother tongue
      Spanish\tA2
    `);
    expect(profile.skill_categories).toEqual([{ name: 'Kitchen', skills: ['Sauces', 'Butchery'] }]);
    expect(profile.skills).toEqual(['Sauces', 'Butchery']);
    expect(profile.languages).toEqual([
      { name: 'Italian', level: 'Native' },
      { name: 'Spanish', level: 'Basic' },
    ]);
  });

  it('lists the headings of sections that fill no field, as printed, reads the awards and interests, and a one-line languages section', () => {
    const profile = parseProfile(txt`
      Odile Marchetti
      odile@example.org
      Languages: Italian (native), English (B2)

      Experience
      Sous Chef, Casa Alecrim
      March 2019 – Present

      Awards:
      - Young Chef of the Year 2021

      PERSONAL DETAILS
      Date of birth: 02.03.1990

      Hobbies & Interests
      Climbing, pottery
    `);
    expect(profile.sections_not_imported).toEqual(['PERSONAL DETAILS']);
    expect(profile.awards).toEqual([
      { title: 'Young Chef of the Year', issuer: '', year: '2021', description: '' },
    ]);
    expect(profile.interests).toEqual(['Climbing', 'pottery']);
    expect(profile.languages).toEqual([
      { name: 'Italian', level: 'Native' },
      { name: 'English', level: 'Advanced' },
    ]);
    expect(profile.experience).toHaveLength(1);
  });
});

describe('parseProfile: employers', () => {
  it('takes a title on its own line above the employer when the first entry taught one line', () => {
    const profile = parseProfile(txt`
      Tomas Lindqvist
      Experience
      Fjordline Ferries, Bergen
      Deck Officer\tSince 2021
      Kept the night watch on the coastal route
      Deckhand\t2019–2021
      Moored the ship in every weather
      Apprentice Mechanic
      Nordkyst Boatyard, Bergen
      2016–2019
      Serviced outboard engines
    `);
    expect(profile.experience.map((e) => [e.jobTitle, e.company])).toEqual([
      ['Deck Officer', 'Fjordline Ferries'],
      ['Deckhand', 'Fjordline Ferries'],
      ['Apprentice Mechanic', 'Nordkyst Boatyard'],
    ]);
    expect(profile.experience[1]!.description).toBe('Moored the ship in every weather');
  });

  it('takes the employer on its own line under the dates, before the bullets', () => {
    const profile = parseProfile(pdf`
      # Tomas Lindqvist
      ## EXPERIENCE
      ** Fjordline Ferries
      Deck Officer\tMay 2021 – Present
      • Kept the night watch
      ** Apprentice Mechanic
      June 2016 – August 2019
      Nordkyst Boatyard
      • Serviced outboard engines
    `);
    expect(profile.experience.map((e) => [e.jobTitle, e.company])).toEqual([
      ['Deck Officer', 'Fjordline Ferries'],
      ['Apprentice Mechanic', 'Nordkyst Boatyard'],
    ]);
    expect(profile.experience[1]!.description).toBe('Serviced outboard engines');
  });

  it('keeps a title with a note in brackets as the title', () => {
    const profile = parseProfile(txt`
      Tomas Lindqvist
      Experience
      Transport Manager (Interim), Harbour Freight
      Since 2022
    `);
    expect(profile.experience[0]).toMatchObject({
      jobTitle: 'Transport Manager (Interim)',
      company: 'Harbour Freight',
    });
  });

  it("cuts the person's town, or a town of the table's city column, glued after an employer", () => {
    const profile = parseProfile(txt`
      Tomas Lindqvist
      Bergen, Norway
      Experience
      Period\tPosition\tEmployer\tCity
      2021–2024\tDeck Officer\tFjordline Ferries Bergen
      2018–2021\tDeckhand\tTrawler Union\tTromsø
      2016–2018\tCook\tCafé Tromsø
      2014–2016\tClerk\tBank of Bergen
    `);
    expect(profile.experience.map((e) => e.company)).toEqual([
      'Fjordline Ferries',
      'Trawler Union',
      'Café',
      'Bank of Bergen',
    ]);
  });

  it("puts back an employer's name that wrapped under its header line", () => {
    const profile = parseProfile(pdf`
      # Tomas Lindqvist
      ## EXPERIENCE
      Deck Officer — Western Coastal Shipping\tMarch 2021 – Present
      Trust
      Kept the night watch on the coastal route
      Ship Engineer — Fjordline Ferries\tMay 2018 – February 2021
      Moored the ship in every weather
    `);
    expect(profile.experience.map((e) => e.company)).toEqual([
      'Western Coastal Shipping Trust',
      'Fjordline Ferries',
    ]);
  });
});

describe('parseProfile: PDF table rows whose cells wrapped', () => {
  it('puts a wrapped title, dates or employer back in its column', () => {
    const profile = parseProfile(pdf`
      # Tomas Lindqvist
      Bergen, Norway
      ## Experience
      ** Period\tPosition\tEmployer\tCity
      ** Chief Deck
      May 2021 – Present\tFjordline Ferries\tBergen
      ** Officer
      • Kept the night watch
      October 2018 – April
      Deck Officer\tNordkyst Shipping Company\tTromsø
      2021
      • Moored the ship in every weather
      Harbour Authority of Western
      June 2016 – September 2018 Pilot\tBergen
      Norway
      • Guided tankers into port
    `);
    expect(
      profile.experience.map((e) => [e.jobTitle, e.company, e.startYear, e.endYear, e.description]),
    ).toEqual([
      ['Chief Deck Officer', 'Fjordline Ferries', '2021', '', 'Kept the night watch'],
      [
        'Deck Officer',
        'Nordkyst Shipping Company',
        '2018',
        '2021',
        'Moored the ship in every weather',
      ],
      ['Pilot', 'Harbour Authority of Western Norway', '2016', '2018', 'Guided tankers into port'],
    ]);
  });
});

describe('parseProfile: label columns and letter-spaced headings', () => {
  it('reads a letter-spaced heading the lexicon lacks by its last word', () => {
    const profile = parseProfile(pdf`
      # Tomas Lindqvist
      ## S E A G O I N G E X P E R I E N C E
      Ship Engineer, Fjordline Ferries\t2019–present
    `);
    expect(profile.experience).toHaveLength(1);
  });

  it("leaves no comma when the person's town is cut after an employer heading", () => {
    const profile = parseProfile(txt`
      Tomas Lindqvist
      Bergen, Norway
      Experience
      Orchard Home Sales, Bergen
      Sales Manager\tMarch 2020 – Present
      - Sold things
    `);
    expect(profile.experience[0]?.company).toBe('Orchard Home Sales');
  });
});

describe('parseProfile: job titles and employers', () => {
  for (const { title, cv, jobs } of [
    {
      title: 'keeps the parenthesis of a title and drops the one around dates',
      cv: txt`
        Jane Doe
        Experience
        Head Chef (Pastry) | Maison Tavernier | 2019 – 2021
        Commis Chef, Wildthyme Catering (Apr 2016 – Present)
      `,
      jobs: [
        ['Head Chef (Pastry)', 'Maison Tavernier'],
        ['Commis Chef', 'Wildthyme Catering'],
      ],
    },
    {
      title: 'gives a role without an employer of its own the employer of the role before it',
      cv: txt`
        Jane Doe
        Nursing Experience
        Quillon Regional Hospital, Hyderabad
        Senior Staff Nurse, 04/2020 - Till Date
        - Cared for eight patients per shift
        Staff Nurse, 08/2016 - 03/2020
        - Kept wound-care records
      `,
      jobs: [
        ['Senior Staff Nurse', 'Quillon Regional Hospital'],
        ['Staff Nurse', 'Quillon Regional Hospital'],
      ],
    },
    {
      title: 'opens a section with a label set on the line of its first row',
      cv: pdf`
        # Tomas Lindqvist
        Bergen, Norway
        Career\tShip Engineer, Fjordline Ferries, Bergen\t2019–present
        Kept the engines running
        Deck Officer, Nordkyst Shipping Company, Bergen\t2015–2019
      `,
      jobs: [
        ['Ship Engineer', 'Fjordline Ferries'],
        ['Deck Officer', 'Nordkyst Shipping Company'],
      ],
    },
  ]) {
    it(title, () => {
      expect(parseProfile(cv).experience.map((e) => [e.jobTitle, e.company])).toEqual(jobs);
    });
  }
});

describe('parseProfile: headline, projects, volunteering, awards, publications, interests', () => {
  it('reads each section of our templates into its entries, with dates, links and tags', () => {
    const profile = parseProfile(txt`
      Sam Rivera
      Platform Engineer and Open Source Maintainer
      sam.rivera@example.com
      PROJECTS
      Tidewater Scheduler
      Lead Maintainer | Mar 2019 – Present
      A batch scheduler used by forty companies.
      Skills: Rust, Raft
      https://tidewater.example/scheduler
      VOLUNTEERING
      Coding Mentor
      Code Harbor Youth Club | Lisbon | Sep 2018 – Jun 2021
      Taught weekly programming classes to teenagers.
      AWARDS
      Engineering Excellence Prize
      Contoso Foundation | 2023
      Awarded for the zero-downtime migration.
      PUBLICATIONS
      Scheduling Without Clocks
      Systems Quarterly | 2021
      On ordering jobs by logical time.
      https://journal.example/scheduling-without-clocks
      INTERESTS
      Sailing, Amateur Astronomy
    `);
    expect(profile.headline).toBe('Platform Engineer and Open Source Maintainer');
    expect(profile.location).toBe('');
    expect(profile.projects).toEqual([
      {
        name: 'Tidewater Scheduler',
        role: 'Lead Maintainer',
        url: 'https://tidewater.example/scheduler',
        startMonth: '03',
        startYear: '2019',
        endMonth: '',
        endYear: '',
        isCurrent: true,
        description: 'A batch scheduler used by forty companies.',
        tags: ['Rust', 'Raft'],
      },
    ]);
    expect(profile.volunteering).toEqual([
      {
        role: 'Coding Mentor',
        organization: 'Code Harbor Youth Club',
        location: 'Lisbon',
        startMonth: '09',
        startYear: '2018',
        endMonth: '06',
        endYear: '2021',
        isCurrent: false,
        description: 'Taught weekly programming classes to teenagers.',
      },
    ]);
    expect(profile.awards).toEqual([
      {
        title: 'Engineering Excellence Prize',
        issuer: 'Contoso Foundation',
        year: '2023',
        description: 'Awarded for the zero-downtime migration.',
      },
    ]);
    expect(profile.publications).toEqual([
      {
        title: 'Scheduling Without Clocks',
        publisher: 'Systems Quarterly',
        year: '2021',
        url: 'https://journal.example/scheduling-without-clocks',
        description: 'On ordering jobs by logical time.',
      },
    ]);
    expect(profile.interests).toEqual(['Sailing', 'Amateur Astronomy']);
    expect(profile.experience).toEqual([]);
    expect(profile.skills).toEqual([]);
    expect(profile.sections_not_imported).toEqual([]);
  });

  it('takes no headline from contact details or a credentials line, and puts a wrapped one back together', () => {
    const contact = parseProfile(txt`
      Ana Ruiz
      Lyon, France | ana@example.org
      EXPERIENCE
    `);
    expect(contact.headline).toBe('');
    expect(contact.location).toBe('Lyon, France');
    expect(
      parseProfile(txt`
        Grace Okafor
        RN, BSN, CCRN
        grace@example.org
      `).headline,
    ).toBe('');
    const wrapped = parseProfile(pdf`
      # Sam Rivera
      Platform Engineer and Open
      Source Maintainer
      sam.rivera@example.com
    `);
    expect(wrapped.headline).toBe('Platform Engineer and Open Source Maintainer');
  });

  it('reads one-line projects and journal references as CVs made elsewhere print them', () => {
    const profile = parseProfile(txt`
      Jonas Ostermaier
      Selected Projects:
      - An open-source rate limiter (2020): lead
      - A static site generator for documentation (2019): volunteer
      Publications
      Collingwood, C. (2020). Liability caps in software licences. Journal of Law Practice, 12(3), 10–95.
      Collingwood, C. and Marsh, T. (2022). Smart contracts on trial. Journal of Law Practice, 14(1), 20–40.
    `);
    expect(profile.projects.map((p) => [p.name, p.role, p.endYear])).toEqual([
      ['An open-source rate limiter', 'lead', '2020'],
      ['A static site generator for documentation', 'volunteer', '2019'],
    ]);
    expect(profile.publications).toEqual([
      {
        title: 'Liability caps in software licences',
        publisher: 'Journal of Law Practice',
        year: '2020',
        url: '',
        description: 'Collingwood, C',
      },
      {
        title: 'Smart contracts on trial',
        publisher: 'Journal of Law Practice',
        year: '2022',
        url: '',
        description: 'Collingwood, C. and Marsh, T',
      },
    ]);
    expect(profile.sections_not_imported).toEqual([]);
  });

  it('lists a section it could read no entry from as not imported, and never reads the name as an interest', () => {
    const profile = parseProfile(pdf`
      ## INTERESTS
      Sailing
      sam@example.com
      # Sam Rivera
      Platform Engineer
      ## AWARDS
      Given by many, for much, over the years and in several places.
      ## EXPERIENCE
      ** Staff Engineer
      Contoso Cloud | 2020 – Present
    `);
    expect(profile.interests).toEqual(['Sailing']);
    expect(profile.headline).toBe('Platform Engineer');
    expect(profile.awards).toEqual([]);
    expect(profile.sections_not_imported).toEqual(['AWARDS']);
  });

  it("opens a section at a heading it does not know, set as the document's headings are", () => {
    const profile = parseProfile(pdf`
      # Sam Rivera
      ## SUMMARY
      Engineer who builds developer platforms.
      ## INTERESTS
      Sailing, Amateur Astronomy
      ## CONFERENCE TALKS
      ** Queues at Planet Scale
      SysConf Europe | Spring 2024
      sysconf.example/talks/queues
      ## EXPERIENCE
      ** Staff Engineer
      Contoso Cloud | 2020 – Present
    `);
    expect(profile.interests).toEqual(['Sailing', 'Amateur Astronomy']);
    expect(profile.custom_sections).toEqual([
      {
        title: 'CONFERENCE TALKS',
        entries: [
          {
            title: 'Queues at Planet Scale',
            subtitle: 'SysConf Europe',
            date: 'Spring 2024',
            description: '',
            url: 'sysconf.example/talks/queues',
          },
        ],
      },
    ]);
    expect(profile.sections_not_imported).toEqual([]);
    expect(profile.experience).toHaveLength(1);
    // The address of the person's own entry is no link of theirs.
    expect(profile.links).toEqual([]);
  });

  it("reads a heading of the person's own in a Word file by its heading level", () => {
    const h = (text: string, level: number): CvLine => ({
      text,
      size: 0,
      bold: false,
      heading: true,
      headingLevel: level,
    });
    const plain = (text: string): CvLine => ({ text, size: 0, bold: false });
    const profile = parseProfile([
      h('Sam Rivera', 1),
      h('Summary', 2),
      plain('Engineer who builds developer platforms.'),
      h('Interests', 2),
      plain('Sailing, Amateur Astronomy'),
      h('Mentoring Circles', 2),
      h('Rust Beginners Group\tSince 2022', 3),
      plain('Harbour Hackspace'),
      h('Experience', 2),
      h('Staff Engineer\t2020 – Present', 3),
      plain('Contoso Cloud'),
    ]);
    expect(profile.interests).toEqual(['Sailing', 'Amateur Astronomy']);
    expect(profile.custom_sections.map((s) => s.title)).toEqual(['Mentoring Circles']);
    expect(profile.custom_sections[0]!.entries[0]).toMatchObject({
      title: 'Rust Beginners Group',
      subtitle: 'Harbour Hackspace',
    });
    expect(profile.experience).toHaveLength(1);
  });

  it("reads a heading of the person's own in plain text by its place: a paragraph's first line over an entry", () => {
    const profile = parseProfile(
      linesFromPlainText(
        [
          'Sam Rivera',
          '',
          'EXPERIENCE',
          'Staff Engineer',
          'Contoso Cloud | 2020 – Present',
          '',
          'Site Reliability Engineer',
          'Northwind | 2016 – 2020',
          '',
          'INTERESTS',
          'Sailing, Amateur Astronomy',
          '',
          'Exhibitions',
          'Light Studies',
          'Harbour Gallery | Spring 2023',
        ].join('\n'),
      ),
    );
    expect(profile.interests).toEqual(['Sailing', 'Amateur Astronomy']);
    expect(profile.custom_sections).toEqual([
      {
        title: 'Exhibitions',
        entries: [
          {
            title: 'Light Studies',
            subtitle: 'Harbour Gallery',
            date: 'Spring 2023',
            description: '',
            url: '',
          },
        ],
      },
    ]);
    // An entry's title opening a paragraph has its dated line right under it: no heading.
    expect(profile.experience.map((e) => e.jobTitle)).toEqual([
      'Staff Engineer',
      'Site Reliability Engineer',
    ]);
  });

  it('keeps a web address under an entry apart from the line above it in a PDF', () => {
    const profile = parseProfile([
      line('Sam Rivera', 20, true),
      heading('PROJECTS'),
      line('Tidewater Scheduler\tMar 2019 – Present', 10, true),
      line('Lead Maintainer'),
      line('Skills: Rust · Raft', 9),
      { ...line('tidewater.example/scheduler', 9), continues: true },
    ]);
    expect(onlyEntry(profile.projects)).toMatchObject({
      url: 'tidewater.example/scheduler',
      tags: ['Rust', 'Raft'],
    });
  });
});

describe('parseProfile: a label over its address in a narrow column', () => {
  it('keeps the label a PDF set on the line above the address', () => {
    const profile = parseProfile([
      line('Ananya Rao', 20, true),
      line('Portfolio:', 9.5),
      { ...line('https://rao.example.org', 9.5), continues: true },
      heading('EXPERIENCE'),
    ]);
    expect(profile.links).toEqual([{ label: 'Portfolio', url: 'https://rao.example.org' }]);
  });
});

describe('parseProfile: references a PDF ran together', () => {
  it('starts a new publication where authors and a bracketed year follow a full stop', () => {
    const profile = parseProfile([
      line('Callum Hart', 20, true),
      heading('PUBLICATIONS'),
      line(
        'Hart, C. (2020). Liability caps in software licences. Journal of Law Practice, 5(2), 58–117.',
      ),
      {
        ...line(
          'Hart, C. and Marsh, T. (2018). Remote hearings and fairness. Journal of Law Practice, 11(2), 76–114.',
        ),
        continues: true,
      },
    ]);
    expect(profile.publications.map((p) => [p.title, p.year, p.description])).toEqual([
      ['Liability caps in software licences', '2020', 'Hart, C'],
      ['Remote hearings and fairness', '2018', 'Hart, C. and Marsh, T'],
    ]);
  });
});

describe("parseProfile: an entry's tags under the label of its resume language", () => {
  it("reads 'Kenntnisse: …' under a project as its tags", () => {
    const profile = parseProfile(txt`
      Sam Rivera
      PROJEKTE
      Tidewater Scheduler
      Lead Maintainer | März 2019 – heute
      Kenntnisse: Rust, Raft
    `);
    expect(onlyEntry(profile.projects)).toMatchObject({ tags: ['Rust', 'Raft'], isCurrent: true });
    expect(profile.skills).toEqual([]);
  });
});

describe('parseProfile: a built-in section under a heading of its own, told by its entries', () => {
  const plain = (...sections: string[][]) =>
    parseProfile(
      linesFromPlainText(['Sam Rivera', '', ...sections.flatMap((s) => ['', ...s])].join('\n')),
    );
  const SUMMARY = ['SUMMARY', 'Platform engineer who likes calm systems.'];
  const JOBS = [
    'Track Record',
    'Staff Engineer',
    'Contoso Cloud | 2020 – Present',
    '',
    'Site Reliability Engineer',
    'Northwind Traders | 2016 – 2020',
  ];
  const SCHOOLS = ['Schooling', 'BSc Physics', 'University of Leeds | 2012 – 2015'];
  const TOOLS = ['Toolbox', 'Languages: Go, Rust, SQL', 'Platforms: Kubernetes, Terraform'];
  const TALKS = ['Conference Talks', 'Queues at Planet Scale', 'SysConf Europe | Spring 2024'];
  const LANGUAGES = ['LANGUAGES', 'English (Native), French (Advanced)'];

  it.each([
    {
      case: 'dated entries with a title and an employer are the experience',
      sections: [SUMMARY, JOBS, LANGUAGES],
      read: { experience: 2, education: 0, skills: 0 },
      titles: [{ section: 'experience', title: 'Track Record' }],
    },
    {
      case: 'entries naming a degree are the education',
      sections: [SUMMARY, SCHOOLS, LANGUAGES],
      read: { experience: 0, education: 1, skills: 0 },
      titles: [{ section: 'education', title: 'Schooling' }],
    },
    {
      case: 'lists of short terms are the skills',
      sections: [SUMMARY, TOOLS, LANGUAGES],
      read: { experience: 0, education: 0, skills: 5 },
      titles: [{ section: 'skills', title: 'Toolbox' }],
    },
    {
      case: 'all three renamed, and a section of the person’s own stays one',
      sections: [SUMMARY, JOBS, SCHOOLS, TOOLS, LANGUAGES, TALKS],
      read: { experience: 2, education: 1, skills: 5 },
      titles: [
        { section: 'experience', title: 'Track Record' },
        { section: 'education', title: 'Schooling' },
        { section: 'skills', title: 'Toolbox' },
      ],
    },
  ])('$case', ({ sections, read, titles }) => {
    const profile = plain(...sections);
    expect({
      experience: profile.experience.length,
      education: profile.education.length,
      skills: profile.skills.length,
    }).toEqual(read);
    expect(profile.section_titles).toEqual(titles);
    expect(profile.sections_not_imported).toEqual([]);
    if (sections.includes(TALKS))
      expect(profile.custom_sections.map((s) => s.title)).toEqual(['Conference Talks']);
  });

  it('reads a section of the dated shape as the person’s own when the experience is there already', () => {
    const profile = plain(
      SUMMARY,
      ['EXPERIENCE', 'Staff Engineer', 'Contoso Cloud | 2020 – Present'],
      ['Fellowships', 'Visiting Fellow', 'Institute for Advanced Study | 2019 – 2020'],
    );
    expect(profile.experience.map((e) => e.jobTitle)).toEqual(['Staff Engineer']);
    expect(profile.custom_sections.map((s) => s.title)).toEqual(['Fellowships']);
    expect(profile.section_titles).toEqual([]);
  });

  it('carries over a known heading that is not the default one, and no default one', () => {
    const profile = plain(SUMMARY, [
      'Work History',
      'Staff Engineer',
      'Contoso Cloud | 2020 – Present',
    ]);
    expect(profile.experience).toHaveLength(1);
    expect(profile.section_titles).toEqual([{ section: 'experience', title: 'Work History' }]);
  });
});
