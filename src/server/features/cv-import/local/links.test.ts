import { describe, expect, it } from 'vitest';
import { continuesLink, findLinks } from './links.ts';

describe('findLinks', () => {
  it('takes the label printed before an address', () => {
    expect(findLinks('Portfolio: https://quillfeather.example.net/work')).toEqual([
      { label: 'Portfolio', url: 'https://quillfeather.example.net/work' },
    ]);
  });

  it('reads several links among other contact details, with or without a scheme', () => {
    expect(
      findLinks(
        'ana@example.org | +44 20 7946 0000 | Blog: www.ana-writes.example | github.com/ana-q',
      ),
    ).toEqual([
      { label: 'Blog', url: 'www.ana-writes.example' },
      { label: 'GitHub', url: 'github.com/ana-q' },
    ]);
  });

  it("names a link by its site when the CV prints no label, else calls it 'Website'", () => {
    expect(findLinks('https://www.quill.example/ana')[0]?.label).toBe('Website');
    expect(findLinks('https://www.linkedin.com/in/ana')[0]?.label).toBe('LinkedIn');
    expect(findLinks('orcid.org/0000-0001-2345-6789')[0]?.label).toBe('ORCID');
  });

  it('takes no e-mail address and no abbreviation for a link', () => {
    expect(findLinks('ana.quill@example.org')).toEqual([]);
    expect(findLinks('B.Sc/M.Sc in Chemistry')).toEqual([]);
  });

  it('puts back an address a line broke', () => {
    expect(findLinks('ORCID: https://orcid.example.org/0000-0003- 4411-2200')[0]?.url).toBe(
      'https://orcid.example.org/0000-0003-4411-2200',
    );
    expect(findLinks('LinkedIn: linkedin.com/in/-ana-quill')[0]?.url).toBe(
      'linkedin.com/in/ana-quill',
    );
    expect(findLinks('LinkedIn: linkedin.com/in/ana-quill- · GitHub: github.com/aq')).toEqual([
      { label: 'LinkedIn', url: 'linkedin.com/in/ana-quill' },
      { label: 'GitHub', url: 'github.com/aq' },
    ]);
  });
});

describe('continuesLink', () => {
  it('is true when a line ends inside an address and the next is its end', () => {
    expect(continuesLink('Web: https://example.org/people/ana-', 'quill')).toBe(true);
    expect(continuesLink('Web: https://example.org/people/ana', 'Quill Street 4')).toBe(false);
    expect(continuesLink('Led the migration -', 'quickly')).toBe(false);
  });
});
