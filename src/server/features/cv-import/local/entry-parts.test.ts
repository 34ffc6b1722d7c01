import { describe, expect, it } from 'vitest';
import {
  splitDegree,
  splitEducation,
  splitGrade,
  splitTitleCompany,
  withoutTown,
} from './entry-parts.ts';

describe('splitTitleCompany', () => {
  it.each([
    [
      ['Senior Backend Engineer', 'Paystream Technologies'],
      'Senior Backend Engineer',
      'Paystream Technologies',
    ],
    [
      ['Paystream Technologies', 'Senior Backend Engineer'],
      'Senior Backend Engineer',
      'Paystream Technologies',
    ],
    [['Head Chef at Trattoria del Ponte'], 'Head Chef', 'Trattoria del Ponte'],
    [
      ['Financial Controller, Stripe Payments Europe Ltd.'],
      'Financial Controller',
      'Stripe Payments Europe Ltd.',
    ],
    [
      ['Coolblue B.V.', 'Rotterdam, Netherlands', 'Supply Chain Lead'],
      'Supply Chain Lead',
      'Coolblue B.V.',
    ],
    [['Barista', 'Blue Bottle', 'Full-time'], 'Barista', 'Blue Bottle'],
    [
      ['Saint Aldric Medical Centre', 'Senior Staff Nurse'],
      'Senior Staff Nurse',
      'Saint Aldric Medical Centre',
    ],
    [
      ['Lecturer', 'University of Westbridge', 'Led a research group'],
      'Lecturer',
      'University of Westbridge',
    ],
  ])('%j', (pieces, jobTitle, company) => {
    expect(splitTitleCompany(pieces)).toEqual({ jobTitle, company });
  });
});

describe('withoutTown', () => {
  it.each([
    [['Quillon Regional Hospital, Hyderabad'], ['Quillon Regional Hospital']],
    [['Studio Pennywhistle', 'Yokohama'], ['Studio Pennywhistle']],
    [
      ['Staff Nurse, Brightwater General Hospital, Berlin'],
      ['Staff Nurse, Brightwater General Hospital'],
    ],
    [['Tamsin Reed & Co., Hamburg'], ['Tamsin Reed & Co.']],
    // After a job title, a name is the employer; after a degree, the field.
    [
      ['Software Engineer', 'Cobaltreef Digital'],
      ['Software Engineer', 'Cobaltreef Digital'],
    ],
    [['Teacher, Saint Wendel'], ['Teacher, Saint Wendel']],
    [['LL.B., Law'], ['LL.B., Law']],
  ])('%j → %j', (pieces, expected) => {
    expect(withoutTown(pieces)).toEqual(expected);
  });
});

describe('degrees', () => {
  it.each([
    ['Bachelor of Science in Computer Science', 'Bachelor of Science', 'Computer Science'],
    ['BSc (Hons) Adult Nursing', 'BSc (Hons)', 'Adult Nursing'],
    ['MBA, Finance', 'MBA', 'Finance'],
    ['PhD in Polymer Chemistry', 'PhD', 'Polymer Chemistry'],
    ["Bachelor's Degree in Nursing", "Bachelor's Degree", 'Nursing'],
    ['Computer Science BSc', 'BSc', 'Computer Science'],
  ])('splitDegree(%s)', (text, degree, fieldOfStudy) => {
    expect(splitDegree(text)).toEqual({ degree, fieldOfStudy });
  });

  it.each(['Master of Business Administration', 'High School Diploma'])(
    'splitDegree(%s): all degree, no field',
    (degree) => {
      expect(splitDegree(degree)).toEqual({ degree, fieldOfStudy: '' });
    },
  );

  it.each([
    [
      ['MSc in Computer Science, Universidad Politécnica de Madrid'],
      'Universidad Politécnica de Madrid',
      'MSc',
      'Computer Science',
    ],
    [
      ['Bachelor of Fine Arts, Graphic Design, Oregon State University', 'Corvallis, OR'],
      'Oregon State University',
      'Bachelor of Fine Arts',
      'Graphic Design',
    ],
    [
      ['ETH Zurich', 'Master of Science, Mechanical Engineering'],
      'ETH Zurich',
      'Master of Science',
      'Mechanical Engineering',
    ],
    [
      ['Université Lumière Lyon 2', 'Master, Marketing et Communication'],
      'Université Lumière Lyon 2',
      'Master',
      'Marketing et Communication',
    ],
  ])('splitEducation(%j)', (pieces, school, degree, fieldOfStudy) => {
    expect(splitEducation(pieces)).toEqual({ school, degree, fieldOfStudy });
  });
});

describe('splitGrade', () => {
  it.each([
    ['École Supérieure de Montagnac mention Bien', 'École Supérieure de Montagnac', 'mention Bien'],
    ['University of Carrow Hill magna cum laude', 'University of Carrow Hill', 'magna cum laude'],
  ])('%s', (piece, rest, grade) => {
    expect(splitGrade(piece)).toEqual({ rest, grade });
  });

  it.each(['GPA 3.5/4.0', 'Second Class Upper', '72%', 'ATAR 93.15', 'Honour roll'])(
    '%s is all grade',
    (grade) => {
      expect(splitGrade(grade)).toEqual({ rest: '', grade });
    },
  );

  it.each([
    'BSc (Hons) Computer Science',
    'Master of Science with Distinction',
    'Lakeshore State University',
  ])('%s has no grade to cut off', (piece) => {
    expect(splitGrade(piece)).toBeNull();
  });
});

describe('employers and towns in a job header', () => {
  it('cuts the town after title and employer, whatever the employer is called', () => {
    expect(withoutTown(['Associate, Pellworth & Vine LLP, Leeds'], true)).toEqual([
      'Associate, Pellworth & Vine LLP',
    ]);
    expect(withoutTown(['Sales Representative', 'Orchard Home Sales', 'Perth'], true)).toEqual([
      'Sales Representative',
      'Orchard Home Sales',
    ]);
    expect(withoutTown(['Account Manager', 'Orchard Home Sales, Perth'], true)).toEqual([
      'Account Manager',
      'Orchard Home Sales',
    ]);
  });

  it("keeps a school's name that ends in its town", () => {
    expect(withoutTown(['BSc Physics, Coastal Polytechnic, Perth'])).toEqual([
      'BSc Physics, Coastal Polytechnic, Perth',
    ]);
  });

  it("reads 'Head of …' as the title, and a bracketed note after a title", () => {
    expect(splitTitleCompany(['Head of Department', 'Saint Ives Grammar School'])).toEqual({
      jobTitle: 'Head of Department',
      company: 'Saint Ives Grammar School',
    });
    expect(splitTitleCompany(['Freight Manager (Temporary)', 'Coldharbour Logistics'])).toEqual({
      jobTitle: 'Freight Manager (Temporary)',
      company: 'Coldharbour Logistics',
    });
  });
});
