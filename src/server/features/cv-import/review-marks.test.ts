import { describe, expect, it } from 'vitest';
import {
  CV_REVIEW_LIMITS,
  cvReviewMarkSchema,
  extractedExperienceSchema,
  extractedProfileSchema,
  type CvReviewMark,
  type ExtractedProfile,
} from '#shared/cv-import/cv-import.schema.ts';
import { linesFromPlainText } from './cv-text.ts';
import { entryLike, reviewMarks } from './review-marks.ts';

const NOW = new Date('2026-06-15T00:00:00Z');

/** A small CV as text, and the profile a reader could have made of it. */
const CV = `Jane Doe
jane.doe@example.com | +1 503 555 0100 | Portland, OR
Summary
Backend developer with eight years of billing and payments work.
Experience
Senior Developer, Northwind Apps
Jan 2020 - Present
Built the billing service
Developer, Contoso Ltd
Mar 2016 - Dec 2019
Maintained the mobile app
Education
BSc, Computer Science
Oregon State University, 2012 - 2016
Skills
TypeScript, React, PostgreSQL`;

function cleanProfile() {
  return extractedProfileSchema.parse({
    display_name: 'Jane Doe',
    first_name: 'Jane',
    last_name: 'Doe',
    email: 'jane.doe@example.com',
    phone: '+1 503 555 0100',
    location: 'Portland, OR',
    summary: 'Backend developer with eight years of billing and payments work.',
    experience: [
      {
        jobTitle: 'Senior Developer',
        company: 'Northwind Apps',
        startMonth: '01',
        startYear: '2020',
        isCurrentJob: true,
        description: 'Built the billing service',
      },
      {
        jobTitle: 'Developer',
        company: 'Contoso Ltd',
        startMonth: '03',
        startYear: '2016',
        endMonth: '12',
        endYear: '2019',
        description: 'Maintained the mobile app',
      },
    ],
    education: [
      {
        school: 'Oregon State University',
        degree: 'BSc',
        fieldOfStudy: 'Computer Science',
        startYear: '2012',
        endYear: '2016',
      },
    ],
    skills: ['TypeScript', 'React', 'PostgreSQL'],
  });
}

/** The clean profile with one of its jobs or schools changed. */
function profileWith(
  section: 'experience' | 'education',
  index: number,
  changes: Partial<ExtractedProfile['experience'][number] & ExtractedProfile['education'][number]>,
) {
  const profile = cleanProfile();
  Object.assign(profile[section][index]!, changes);
  return profile;
}

const review = (profile = cleanProfile(), text = CV) =>
  reviewMarks(profile, linesFromPlainText(text), { now: NOW });
const at = (marks: CvReviewMark[], path: string) => marks.find((m) => m.path === path);
/** Why the review marks `path`, or undefined when it does not. */
const reasonAt = (path: string, ...args: Parameters<typeof review>) =>
  at(review(...args), path)?.reason;

describe('reviewMarks', () => {
  it('marks nothing in a profile that agrees with its CV', () => {
    expect(review()).toEqual([]);
  });

  it('marks a job without dates on both dates, with the line of its header', () => {
    const profile = profileWith('experience', 1, {
      startMonth: '',
      startYear: '',
      endMonth: '',
      endYear: '',
    });
    const marks = review(profile);
    expect(at(marks, 'experience.1.startYear')).toEqual({
      path: 'experience.1.startYear',
      line: 'Developer, Contoso Ltd',
      reason: 'No dates found for this job',
    });
    expect(at(marks, 'experience.1.endYear')?.reason).toBe('No dates found for this job');
    expect(marks).toHaveLength(2);
  });

  it('marks a value the CV does not hold, with no line', () => {
    const profile = cleanProfile();
    profile.experience[0]!.company = 'Fabrikam';
    expect(review(profile)).toEqual([
      { path: 'experience.0.company', line: '', reason: 'Could not find this employer in your CV' },
    ]);
  });

  it('finds a value glued to a date by a lost tab stop, or wrapped onto the next line', () => {
    const glued = CV.replace(
      'Developer, Contoso Ltd\nMar 2016',
      'Developer, Contoso LtdMar 2016',
    ).replace('Oregon State University, 2012', 'Oregon State\nUniversity, 2012');
    expect(review(cleanProfile(), glued)).toEqual([]);
  });

  it('marks an end before the start and a start in the future on the line of the dates', () => {
    const profile = profileWith('experience', 1, { endYear: '2014' });
    Object.assign(profile.experience[0]!, { startYear: '2029' });
    const marks = review(
      profile,
      CV.replace('Dec 2019', 'Dec 2014').replace('Jan 2020', 'Jan 2029'),
    );
    expect(at(marks, 'experience.1.endYear')).toEqual({
      path: 'experience.1.endYear',
      line: 'Mar 2016 - Dec 2014',
      reason: 'The end date is before the start date',
    });
    expect(at(marks, 'experience.0.startYear')?.reason).toBe('The start date is in the future');
  });

  it('marks a job title and employer that read the other way round', () => {
    const profile = profileWith('experience', 1, {
      jobTitle: 'Contoso Ltd',
      company: 'Developer',
    });
    const marks = review(profile);
    expect(at(marks, 'experience.1.jobTitle')?.reason).toBe(
      'The job title and the employer may be swapped',
    );
    expect(at(marks, 'experience.1.company')?.line).toBe('Developer, Contoso Ltd');
  });

  it('marks a description whose first line is the rest of the header', () => {
    const text = CV.replace('Developer, Contoso Ltd', 'Developer, Contoso\nLtd');
    const profile = profileWith('experience', 1, {
      company: 'Contoso',
      description: 'Ltd\nMaintained the mobile app',
    });
    const marks = review(profile, text);
    expect(at(marks, 'experience.1.description')?.reason).toBe(
      "Check the first line, 'Ltd': it may belong above",
    );
    expect(at(marks, 'experience.1.company')?.reason).toBe(
      "The employer's name may go on with 'Ltd'",
    );
  });

  it('marks a subject left inside the degree, a grade read as a subject, and a school that is a degree', () => {
    const profile = profileWith('education', 0, {
      degree: 'BSc in Computer Science',
      fieldOfStudy: '',
    });
    let marks = review(profile, CV.replace('BSc, Computer Science', 'BSc in Computer Science'));
    expect(at(marks, 'education.0.degree')?.reason).toBe('The subject may be part of the degree');
    expect(at(marks, 'education.0.fieldOfStudy')?.line).toBe('BSc in Computer Science');

    Object.assign(profile.education[0]!, { degree: 'BSc', fieldOfStudy: 'GPA 3.8' });
    marks = review(profile, `${CV}\nGPA 3.8`);
    expect(at(marks, 'education.0.fieldOfStudy')?.reason).toBe(
      'This looks like a grade, not a subject',
    );

    Object.assign(profile.education[0]!, {
      school: 'Ontario Secondary School Diploma',
      degree: 'Maple Ridge Secondary',
      fieldOfStudy: '',
    });
    marks = review(profile, `${CV}\nOntario Secondary School Diploma\nMaple Ridge Secondary`);
    expect(at(marks, 'education.0.school')?.reason).toBe(
      'This may hold the degree as well as the school',
    );
    expect(at(marks, 'education.0.degree')?.reason).toBe(
      'The school and the degree may be mixed up',
    );
  });

  it('marks a subject read into the school from the line above', () => {
    const text = CV.replace('Oregon State University, 2012 - 2016', 'Oregon State University');
    const profile = profileWith('education', 0, {
      school: 'Computer Science Oregon State University',
      fieldOfStudy: '',
    });
    const marks = review(
      profile,
      text.replace('BSc, Computer Science', 'BSc, Computer Science\t2012 - 2016'),
    );
    expect(at(marks, 'education.0.school')).toEqual({
      path: 'education.0.school',
      line: 'BSc, Computer Science\t2012 - 2016',
      reason: "'Computer Science' may be the subject, not part of the school",
    });
    expect(at(marks, 'education.0.fieldOfStudy')?.reason).toBe(
      "The subject may be 'Computer Science'",
    );
  });

  it('asks about a town after a school only when it is not the person’s own', () => {
    const text = CV.replace(
      'Oregon State University, 2012',
      'Oregon State University, Corvallis, 2012',
    );
    expect(reasonAt('education.0.school', cleanProfile(), text)).toBe(
      "Check whether 'Corvallis' is part of the school's name",
    );
    const home = CV.replace(
      'Oregon State University, 2012',
      'Oregon State University, Portland, 2012',
    );
    expect(review(cleanProfile(), home)).toEqual([]);
    // Without a location, the town the CV names most is taken for the person's.
    const profile = cleanProfile();
    profile.location = '';
    const twice = `${home}\nDeveloper, Contoso Ltd, Portland, 2016`;
    expect(review(profile, twice).map((m) => m.path)).toEqual(['personal.location']);
  });

  it('marks a missing location and a headline read as the location', () => {
    const profile = cleanProfile();
    profile.location = '';
    expect(reasonAt('personal.location', profile)).toBe('No location found in your CV');
    profile.location = 'Research Scientist, Materials Chemistry';
    const marks = review(profile, `Jane Doe\nResearch Scientist, Materials Chemistry\n${CV}`);
    expect(at(marks, 'personal.location')).toEqual({
      path: 'personal.location',
      line: 'Research Scientist, Materials Chemistry',
      reason: 'This does not look like a place',
    });
  });

  it('marks skills that carry a group name', () => {
    const profile = cleanProfile();
    profile.skills = ['Design Tools Figma', 'React'];
    const marks = review(profile, `${CV}\nDesign Tools Figma, React`);
    expect(at(marks, 'skills')?.reason).toBe(
      "'Design Tools Figma' may include the name of a skill group",
    );
    // A long value is quoted short.
    const long = 'Stakeholder management across several regional teams and partners';
    profile.skills = [long];
    expect(reasonAt('skills', profile, `${CV}\n${long}`)).toBe(
      "'Stakeholder management across several…' is long for one skill: it may be several",
    );
  });

  it('marks an employer whose name ends with a town the CV names elsewhere', () => {
    const text = CV.replace('Developer, Contoso Ltd', 'Developer, Contoso Ltd Seattle').replace(
      'Oregon State University, 2012',
      'Oregon State University, Seattle, 2012',
    );
    const profile = cleanProfile();
    profile.experience[1]!.company = 'Contoso Ltd Seattle';
    expect(reasonAt('experience.1.company', profile, text)).toBe(
      "The employer's name may include a town",
    );
  });

  it('marks a name cut mid-phrase, a language among the skills and a summary that runs on', () => {
    const profile = cleanProfile();
    profile.experience[0]!.jobTitle = 'Head of';
    profile.skills = ['TypeScript', 'French'];
    profile.summary += ' Built the billing service';
    const marks = review(profile, `${CV}\nHead of\nFrench`);
    expect(at(marks, 'experience.0.jobTitle')?.reason).toBe('This job title looks cut short');
    expect(at(marks, 'skills')?.reason).toBe(
      "'French' is a language: it belongs with your languages",
    );
    profile.summary = `${cleanProfile().summary} Experience`;
    expect(reasonAt('summary', profile)).toBe('Could not find all of this summary in your CV');
    expect(at(marks, 'summary')).toEqual({
      path: 'summary',
      line: 'Backend developer with eight years of billing and payments work.',
      reason: 'Could not find all of this summary in your CV',
    });
  });

  it('marks languages, certifications and links the CV does not hold', () => {
    const profile = cleanProfile();
    profile.languages = [
      { name: 'German', level: 'Fluent' },
      { name: 'Klingon', level: '' },
    ];
    profile.certifications = [{ name: 'AWS Certified Developer', issuer: 'Amazon', year: '2031' }];
    profile.links = [
      { label: 'GitHub', url: 'https://github.com/janedoe' },
      { label: 'Site', url: 'https://jane.example.org' },
    ];
    const text = `${CV}\nGerman (Fluent)\nAWS Certified Developer, Amazon, 2031\ngithub.com/janedoe`;
    expect(review(profile, text).filter((m) => !m.path.startsWith('skills'))).toEqual([
      { path: 'languages.1.name', line: '', reason: 'Could not find this language in your CV' },
      {
        path: 'certifications.0.year',
        line: 'AWS Certified Developer, Amazon, 2031',
        reason: 'This year is in the future',
      },
      { path: 'links.1.url', line: '', reason: 'Could not find this address in your CV' },
    ]);
  });

  it('marks a place read as the title or employer, a town or grade inside a school, a cut bracket and a heading in a text', () => {
    const text = CV.replace('Developer, Contoso Ltd\nMar', 'Developer, Contoso Ltd, Seattle\tMar')
      .replace('Oregon State University, 2012', 'Oregon State University, Corvallis, 2012')
      .replace('Built the billing service', 'Built the billing service\nInternships:');
    const profile = profileWith('experience', 1, { jobTitle: 'Contoso', company: 'Seattle' });
    Object.assign(profile.experience[0]!, {
      jobTitle: 'Senior Developer (Backend',
      description: 'Built the billing service\nInternships:',
    });
    profile.education[0]!.school = 'Oregon State University, Corvallis';
    const marks = review(profile, `${text}\nSenior Developer (Backend`);
    expect(at(marks, 'experience.1.company')?.reason).toBe(
      'This looks like a place, not an employer',
    );
    expect(at(marks, 'experience.1.jobTitle')?.reason).toBe(
      'This may be the employer, not the job title',
    );
    expect(at(marks, 'experience.0.jobTitle')?.reason).toBe('This job title looks cut short');
    expect(at(marks, 'experience.0.description')?.reason).toBe(
      "The heading 'Internships:' may have been read into this text",
    );
    expect(at(marks, 'education.0.school')?.reason).toBe(
      "Check whether 'Corvallis' is part of the school's name",
    );
    profile.education[0]!.school = 'Oregon State University magna cum laude';
    expect(
      reasonAt('education.0.school', profile, `${text}\nOregon State University magna cum laude`),
    ).toBe("A grade may have been read into the school's name");
  });

  it('tells a job’s header and a school’s from a sentence, a detail and a date', () => {
    expect(entryLike('Legal Intern, Ashdown Varga Legal, Pune\tJul 2014 – Sep 2014')).toBe('job');
    expect(entryLike('Teaching Practicum | Elmhurst Park School')).toBe('job');
    expect(entryLike('Sep 2021 – Present\tStaff Nurse\tCity Hospital')).toBe('job');
    expect(entryLike('Akademisches Gymnasium Alpenrand')).toBe('school');
    expect(entryLike('LL.B. in Law 2015')).toBe('school');
    expect(entryLike('Planned maintenance for a 20-building campus')).toBeUndefined();
    expect(entryLike('Driving licence: Class B')).toBeUndefined();
    expect(entryLike('Registered Nurse licence No. RN-522428, valid until 2027')).toBeUndefined();
    expect(entryLike('Mar 2016 - Dec 2019')).toBeUndefined();
  });

  it('marks the job nearest a job header no job was read from', () => {
    const text = CV.replace(
      'Maintained the mobile app',
      'Maintained the mobile app\nIntern, Fabrikam Inc\nJun 2015 - Aug 2015\nTested the website',
    );
    const marks = review(cleanProfile(), text);
    expect(at(marks, 'experience.1')).toEqual({
      path: 'experience.1',
      line: 'Intern, Fabrikam Inc',
      reason: "Another job may be missing or hidden here: check 'Intern, Fabrikam Inc'",
    });
    expect(marks.map((m) => m.path)).toEqual(['experience.1']);
  });

  it('marks a job whose text took in the next job, and an unused date range beside dated jobs', () => {
    const text = CV.replace(
      'Maintained the mobile app',
      'Maintained the mobile app\nAnalyst | Fabrikam Inc\nTested the website',
    );
    const profile = cleanProfile();
    profile.experience[1]!.description =
      'Maintained the mobile app\nAnalyst | Fabrikam Inc\nTested the website';
    const marks = review(profile, text);
    expect(at(marks, 'experience.1')?.reason).toBe(
      "Another job may be missing or hidden here: check 'Analyst | Fabrikam Inc'",
    );
    const dated = CV.replace(
      'Maintained the mobile app',
      'Maintained the mobile app\nJun 2015 - Aug 2015',
    );
    expect(reasonAt('experience.1', cleanProfile(), dated)).toBe(
      'Another entry may be hidden here: its dates are unused',
    );
  });

  // The school's line of the CV reads otherwise, under the same profile.
  for (const { title, schoolLine, path, reason } of [
    {
      title: 'marks the education entry nearest a school no entry was read from',
      schoolLine:
        'Oregon State University, 2012 - 2016\nHigh School Diploma\nLincoln High School, 2008 - 2012',
      path: 'education.0',
      reason: "Another education entry may be missing or hidden here: check 'High School Diploma'",
    },
    {
      title: 'marks an education entry whose dates come from a job’s line',
      schoolLine: 'Oregon State University\nIntern, Fabrikam Inc, 2012 - 2016',
      path: 'education.0.startYear',
      reason: 'These dates may be those of a job',
    },
  ]) {
    it(title, () => {
      const text = CV.replace('Oregon State University, 2012 - 2016', schoolLine);
      expect(reasonAt(path, cleanProfile(), text)).toBe(reason);
    });
  }

  it('marks a job read as an education entry, and a school read into an entry’s text', () => {
    const text = `${CV}\nResearch Assistant, Lowmoor College\tMar 2011 - Aug 2011`;
    const profile = cleanProfile();
    profile.education.push({
      ...profile.education[0]!,
      school: 'Research Assistant, Lowmoor College',
      degree: '',
      fieldOfStudy: '',
      startMonth: '03',
      startYear: '2011',
      endMonth: '08',
      endYear: '2011',
    });
    const marks = review(profile, text);
    expect(at(marks, 'education.1')?.reason).toBe('This looks like a job, not an education entry');
    expect(at(marks, 'experience.1')?.reason).toBe(
      "Another job may be missing or hidden here: check 'Research Assistant, Lowmoor College,…'",
    );
    const lecturer = cleanProfile();
    lecturer.education[0]!.degree = 'Lecturer';
    const withLecturer = CV.replace('BSc, Computer Science', 'Lecturer, Computer Science');
    expect(reasonAt('education.0.degree', lecturer, withLecturer)).toBe(
      'This looks like a job title, not a degree',
    );
    const unnamed = profileWith('education', 0, {
      school: '',
      description: 'Oregon State University',
    });
    // The school read into its own text is that field's doubt, not another entry.
    const unnamedMarks = review(unnamed);
    expect(at(unnamedMarks, 'education.0.school')?.reason).toBe('No school found for this entry');
    expect(at(unnamedMarks, 'education.0')).toBeUndefined();
  });

  it('marks a title and an employer taken from two jobs’ headers', () => {
    const text = CV.replace('Jan 2020 - Present', 'Jan 2020 - Present\nLead | Fabrikam Inc');
    const profile = profileWith('experience', 0, { company: 'Fabrikam Inc' });
    expect(reasonAt('experience.0', profile, text)).toBe(
      'The title and the employer come from two different lines: check this job',
    );
  });

  it('reads a title under a longer one at its own header, not inside a sentence', () => {
    const text = CV.replace('Senior Developer, Northwind Apps', 'Northwind Apps\nSenior Developer')
      .replace('Developer, Contoso Ltd', 'Developer')
      .replace('Backend developer with', 'A developer with');
    const profile = cleanProfile();
    profile.summary = 'A developer with eight years of billing and payments work.';
    profile.experience[1]!.company = 'Northwind Apps';
    expect(review(profile, text).filter((m) => !/\.company$/.test(m.path))).toEqual([]);
  });

  it('marks a table row read apart: one date of a range cut at the cell’s end', () => {
    const text = CV.replace(
      'Oregon State University, 2012 - 2016',
      'Sep 2012 – Jun\tOregon State University\n2016',
    );
    const profile = profileWith('education', 0, { startYear: '', endMonth: '09', endYear: '2012' });
    const marks = review(profile, text);
    expect(at(marks, 'education.0')?.reason).toBe(
      'This row runs over several lines in your CV: check its dates and names',
    );
    expect(at(marks, 'education.0.startYear')?.reason).toBe(
      'The dates run over two lines: check them',
    );
  });

  it('marks an employer inside the title, a summary holding a link, and no skills', () => {
    const profile = cleanProfile();
    profile.experience[0]!.jobTitle = 'Senior Developer Northwind Apps Ltd';
    profile.summary = 'LinkedIn: https://linkedin.example.com/in/jane';
    profile.skills = [];
    const text = CV.replace(
      'Senior Developer, Northwind Apps',
      'Senior Developer Northwind Apps Ltd',
    ).replace(
      'Backend developer',
      'LinkedIn: https://linkedin.example.com/in/jane\nBackend developer',
    );
    const marks = review(profile, text);
    expect(at(marks, 'experience.0.jobTitle')?.reason).toBe(
      "The employer's name may be part of the job title",
    );
    expect(at(marks, 'summary')?.reason).toBe(
      'This summary may hold a link or dates from elsewhere',
    );
    expect(at(marks, 'skills')?.reason).toBe('No skills found in your CV');
    profile.experience[0]!.jobTitle = 'Senior Developer (Backend) Northwind';
    const bracket = CV.replace(
      'Senior Developer, Northwind Apps',
      'Senior Developer (Backend) Northwind',
    );
    expect(reasonAt('experience.0.jobTitle', profile, bracket)).toBe(
      "The employer's name may be part of the job title",
    );
  });

  it('marks a school cut short or going on in the text, a lone-word degree and a subject left on the degree’s line', () => {
    const text = CV.replace(
      'Oregon State University, 2012',
      'Oregon State College of\nCorvallis, 2012',
    );
    const profile = profileWith('education', 0, { school: 'Oregon State College of' });
    expect(reasonAt('education.0.school', profile, text)).toBe(
      "Check the school's name: it may be cut short",
    );
    const goesOn = profileWith('education', 0, {
      school: 'Universidade Federal de Serra',
      description: 'Clara',
    });
    const cut = CV.replace(
      'Oregon State University, 2012',
      'Universidade Federal de Serra\nClara, 2012',
    );
    expect(reasonAt('education.0.school', goesOn, cut)).toBe(
      "The school's name may go on with 'Clara'",
    );
    const lone = profileWith('education', 0, { degree: 'Science', fieldOfStudy: '' });
    expect(reasonAt('education.0.degree', lone)).toBe('This may be only part of the degree');
    const noField = cleanProfile();
    noField.education[0]!.fieldOfStudy = '';
    expect(reasonAt('education.0.fieldOfStudy', noField)).toBe(
      "No subject found: it may be 'Computer Science'",
    );
  });

  it('takes no month for a town after a school, and marks a heading in spaced capitals', () => {
    const text = CV.replace(
      'Oregon State University, 2012 - 2016',
      'Oregon State University, Sep 2012 - Jun 2016',
    );
    expect(review(cleanProfile(), text)).toEqual([]);
    const profile = cleanProfile();
    profile.experience[0]!.description = 'Built the billing service\nS K I L L S';
    expect(reasonAt('experience.0.description', profile, CV.replace('Skills', 'S K I L L S'))).toBe(
      "The heading 'S K I L L S' may have been read into this text",
    );
  });

  it('stays within the limits, and every mark fits the answer’s schema', () => {
    const profile = cleanProfile();
    const undated = {
      jobTitle: 'Night Developer',
      company: 'Contoso Ltd',
      description: 'x'.repeat(50),
    };
    profile.experience = Array.from({ length: 150 }, () =>
      extractedExperienceSchema.parse(undated),
    );
    const longLine = `Night Developer, Contoso Ltd ${'and more '.repeat(60)}`;
    const marks = review(profile, `${CV}\n${longLine}`);
    expect(marks).toHaveLength(CV_REVIEW_LIMITS.marks);
    for (const mark of marks) expect(cvReviewMarkSchema.parse(mark)).toEqual(mark);
    expect(new Set(marks.map((m) => m.path)).size).toBe(marks.length);
    expect(marks[0]?.line).toBe(longLine.slice(0, CV_REVIEW_LIMITS.line));
  });
});

describe('reviewMarks on the v2 fields', () => {
  const V2_CV = `${CV.replace('jane.doe@example.com', 'Platform Engineer\njane.doe@example.com')}
Projects
Tidewater Scheduler | Lead Maintainer | Mar 2019 - Present
A batch scheduler used by forty companies.
tidewater.example/scheduler
Volunteering
Coding Mentor | Code Harbor Youth Club | Lisbon | Sep 2018 - Jun 2021
Awards
Engineering Excellence Prize | Contoso Foundation | 2023
Publications
Scheduling Without Clocks | Systems Quarterly | 2021
Interests
Sailing, Amateur Astronomy
Conference Talks
Queues at Planet Scale | SysConf Europe | Spring 2024`;

  function v2Profile(): ExtractedProfile {
    return extractedProfileSchema.parse({
      ...cleanProfile(),
      headline: 'Platform Engineer',
      projects: [
        {
          name: 'Tidewater Scheduler',
          role: 'Lead Maintainer',
          url: 'https://tidewater.example/scheduler',
          startMonth: '03',
          startYear: '2019',
          isCurrent: true,
          description: 'A batch scheduler used by forty companies.',
        },
      ],
      volunteering: [
        {
          role: 'Coding Mentor',
          organization: 'Code Harbor Youth Club',
          location: 'Lisbon',
          startMonth: '09',
          startYear: '2018',
          endMonth: '06',
          endYear: '2021',
        },
      ],
      awards: [
        { title: 'Engineering Excellence Prize', issuer: 'Contoso Foundation', year: '2023' },
      ],
      publications: [
        { title: 'Scheduling Without Clocks', publisher: 'Systems Quarterly', year: '2021' },
      ],
      interests: ['Sailing', 'Amateur Astronomy'],
      custom_sections: [
        {
          title: 'Conference Talks',
          entries: [{ title: 'Queues at Planet Scale', subtitle: 'SysConf Europe' }],
        },
      ],
    });
  }

  it('leaves every v2 field the CV holds unmarked', () => {
    expect(review(v2Profile(), V2_CV)).toEqual([]);
  });

  it('marks v2 values the CV does not hold, dates ahead and a contact detail as headline', () => {
    const profile = v2Profile();
    profile.headline = 'jane.doe@example.com';
    profile.projects[0]!.role = 'Founder';
    profile.volunteering[0]!.organization = 'Harbour Youth';
    profile.awards[0]!.year = '2031';
    profile.publications[0]!.publisher = 'Nature';
    profile.projects[0]!.description = 'A batch scheduler used by forty companies. And more.';
    profile.interests.push('Chess');
    profile.custom_sections[0]!.entries.push({
      title: 'Talk Nobody Gave',
      subtitle: '',
      date: '',
      description: '',
      url: '',
    });
    const marks = review(profile, V2_CV);
    expect(Object.fromEntries(marks.map((m) => [m.path, m.reason]))).toEqual({
      'personal.headline': 'This looks like a contact detail, not a headline',
      'projects.0.role': 'Could not find this role in your CV',
      'projects.0.description': 'Could not find all of this text in your CV',
      'volunteering.0.organization': 'Could not find this organisation in your CV',
      'awards.0.year': 'This date is in the future',
      'publications.0.publisher': 'Could not find this publisher in your CV',
      'interests.2': 'Could not find this interest in your CV',
      'custom_sections.0': "Could not find 'Talk Nobody Gave' in your CV",
    });
    for (const mark of marks) expect(cvReviewMarkSchema.parse(mark)).toEqual(mark);
  });
});
