import { describe, expect, it } from 'vitest';
import { loadLexicon } from './lexicon.ts';
import { createLocalEngine } from './local-engine.ts';

const engine = createLocalEngine({ lexicon: loadLexicon() });
const analyze = (jobDescription: string) =>
  engine.analyze({ jobDescription, jobTitle: '', company: '' });

describe('acronyms with several senses', () => {
  it('reads the letters in the posting’s field', async () => {
    const electrician = await analyze(
      'Requirements:\n- ECS card and 18th Edition wiring regulations\n- Fault finding on electrical installations and conduit',
    );
    const cloud = await analyze(
      'Requirements:\n- Docker containers on ECS\n- Terraform, Kubernetes and Python',
    );
    const ecsAliases = (out: Awaited<ReturnType<typeof analyze>>) =>
      out.find((k) => k.name === 'ECS')?.aliases ?? [];
    expect(ecsAliases(electrician)).toContain('Electrotechnical Certification Scheme');
    expect(ecsAliases(electrician)).not.toContain('Amazon ECS');
    expect(ecsAliases(cloud)).toContain('Amazon ECS');
  });

  it('gives a marketing CPA its marketing meaning', async () => {
    const out = await analyze(
      'Requirements:\n- Paid social and Google Ads campaigns optimised for CPA and ROAS\n- SEO and content marketing',
    );
    const cpa = out.find((k) => k.name === 'CPA');
    expect(cpa?.aliases).toContain('cost per acquisition');
    expect(cpa?.aliases).not.toContain('Certified Public Accountant');
  });

  it('drops a letter that is a language only in software', async () => {
    const nursing = await analyze(
      'Requirements:\n- Registered nurse with wound care and medication administration\n- Patient assessment, grade C or above in GCSE maths',
    );
    expect(nursing.map((k) => k.name)).not.toContain('C');
    const systems = await analyze('Requirements:\n- C and C++ on embedded Linux\n- Python, Git');
    expect(systems.map((k) => k.name)).toContain('C');
  });

  it('reads R listed beside a statistics package as the language in any field, never R&D or the rand', async () => {
    const epidemiology = await analyze(
      'Requirements:\n- You must be proficient in Stata and R for statistical analysis\n- Outbreak investigation and IDSR',
    );
    expect(epidemiology.map((k) => k.name)).toContain('R');
    const sales = await analyze(
      'Requirements:\n- Stata, R 25 000 per month\n- Key account management\n- Stata and R&D budgets',
    );
    expect(sales.map((k) => k.name)).not.toContain('R');
  });

  it('reads no language in a letter that is part of a word or a grade', async () => {
    const out = await analyze(
      'Requirements:\n- C/C++ and Python on Linux\n- Presenting to the C-suite\n- GCSE Maths at grade 4/C\n- A-checks and C-check tasks',
    );
    const names = out.map((k) => k.name);
    expect(names).toContain('C++');
    expect(names.filter((n) => n === 'C')).toEqual(['C']);
    const office = await analyze(
      'Requirements:\n- Python and Excel reporting\n- Presenting to the C-suite\n- GCSE Maths at grade 4/C',
    );
    expect(office.map((k) => k.name)).not.toContain('C');
  });
});
