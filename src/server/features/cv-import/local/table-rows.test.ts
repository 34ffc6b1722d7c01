import { describe, expect, it } from 'vitest';
import { cellsOf, columnRoles } from './table-rows.ts';

describe('columnRoles', () => {
  it.each([
    ['Period\tPosition\tEmployer\tCity', ['dates', 'title', 'company', 'place']],
    ['Year\tQualification\tInstitution\tGrade', ['dates', 'degree', 'school', 'grade']],
    ['Area\tSkills', ['label', 'items']],
  ] as const)('%s', (text, roles) => {
    expect(columnRoles(text)).toEqual(roles);
  });

  it.each(['Engineer\tAcme Ltd', 'Period', 'Skills\tSkills'])('%s is no header row', (text) => {
    expect(columnRoles(text)).toBeNull();
  });
});

describe('cellsOf', () => {
  const roles = columnRoles('Year\tQualification\tInstitution\tGrade')!;

  it('reads a row by its columns, its last cell left out in a Word table', () => {
    expect(cellsOf('2011 – 2013\tEnsino Médio\tColégio São Tadeu', roles, true)).toEqual({
      dates: '2011 – 2013',
      degree: 'Ensino Médio',
      school: 'Colégio São Tadeu',
    });
  });

  it('does not read a PDF row with cells run together or wrapped away', () => {
    expect(cellsOf('2011 – 2013\tEnsino Médio\tColégio São Tadeu', roles, false)).toBeNull();
  });
});
