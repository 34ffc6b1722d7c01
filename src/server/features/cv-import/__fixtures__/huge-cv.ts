/**
 * A plain-text CV far longer than any real one, built in the test that needs it: a skills
 * section of 1,000 distinct skills, 100 education entries, then three-line jobs until the
 * text reaches `targetBytes` (tens of thousands of them in 5 MB).
 */
export interface HugeCv {
  text: string;
  /** The CV's lines, none empty (as the reader splits them). */
  lines: string[];
  skills: number;
  education: number;
  jobs: number;
}

/** The date line of every job: counting it in a stretch of lines counts the jobs there. */
export const HUGE_CV_JOB_DATES = 'Jan 2010 - Dec 2012';

export function hugeTextCv(targetBytes: number): HugeCv {
  const lines = ['Jane Doe', 'jane@example.com', 'SKILLS'];
  const skills = 1000;
  for (let row = 0; row < skills / 100; row += 1) {
    lines.push(
      Array.from({ length: 100 }, (_, i) => `Skill${String(row * 100 + i).padStart(4, '0')}`).join(
        ', ',
      ),
    );
  }
  lines.push('EDUCATION');
  const education = 100;
  for (let i = 0; i < education; i += 1) lines.push(`BSc Physics, University ${i}, 2010 - 2014`);
  lines.push('EXPERIENCE');
  let bytes = lines.reduce((n, l) => n + l.length + 1, 0);
  let jobs = 0;
  for (;;) {
    const job = [`Engineer ${jobs} at Acme ${jobs}`, HUGE_CV_JOB_DATES, '- Built things'];
    const size = job.reduce((n, l) => n + l.length + 1, 0);
    if (bytes + size > targetBytes) break;
    lines.push(...job);
    bytes += size;
    jobs += 1;
  }
  return { text: `${lines.join('\n')}\n`, lines, skills, education, jobs };
}
