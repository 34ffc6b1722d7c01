/** Ada Lovelace's one job, as the resume and documents API tests save it, with `tags`. */
export function adaExperience(tags: string[]) {
  return {
    id: '1700000000000',
    jobTitle: 'Analyst',
    company: 'Analytical Engines Ltd',
    startMonth: '03',
    startYear: '2020',
    endMonth: '',
    endYear: '',
    isCurrentJob: true,
    description: 'Wrote the first program.',
    tags,
  };
}
