import fs from 'node:fs';
import path from 'node:path';
import { unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { FAILURE_CLASSES } from './__independent__/source/classes.ts';
import { splitCorpus } from './__independent__/source/split.ts';
import {
  INDEPENDENT_DIR,
  loadIndependentCorpus,
  loadIndependentManifest,
  truthSchema,
} from './independent-corpus.ts';

/**
 * The independent corpus's files, truths and split agree with its manifest. Cheap: no
 * document is read by the engine here (the sealed part is scored only by the bench).
 */
describe('independent CV corpus', () => {
  const manifest = loadIndependentManifest();
  const docs = manifest.documents;
  const count = (pick: (d: (typeof docs)[number]) => boolean) => docs.filter(pick).length;
  const distinct = (pick: (d: (typeof docs)[number]) => string) => new Set(docs.map(pick)).size;

  it('lists files that exist, each with a truth that parses and repeats its metadata', () => {
    let bytes = 0;
    for (const { truth, split: _split, ...meta } of docs) {
      const file = path.join(INDEPENDENT_DIR, meta.file);
      expect(fs.existsSync(file), meta.file).toBe(true);
      const size = fs.statSync(file).size;
      expect(size, meta.file).toBeLessThan(100_000);
      bytes += size;
      const parsed = truthSchema.parse(
        JSON.parse(fs.readFileSync(path.join(INDEPENDENT_DIR, truth), 'utf8')),
      );
      expect(parsed.meta).toEqual(meta);
      expect(parsed.experience.length, meta.id).toBeGreaterThan(0);
      expect(parsed.email, meta.id).toMatch(/@example\.(com|org)$/);
    }
    expect(bytes).toBeLessThan(10_000_000);
    expect(new Set(docs.map((d) => d.id)).size).toBe(docs.length);
    expect(loadIndependentCorpus()).toHaveLength(docs.length);
  });

  it('has the formats, styles, occupations and countries it promises', () => {
    expect(docs.length).toBeGreaterThanOrEqual(80);
    expect(count((d) => d.format === 'pdf')).toBeGreaterThanOrEqual(40);
    expect(count((d) => d.format === 'pdf' && d.layout !== 'single')).toBeGreaterThanOrEqual(12);
    expect(count((d) => d.format === 'docx')).toBeGreaterThanOrEqual(15);
    expect(count((d) => d.format === 'doc')).toBeGreaterThanOrEqual(8);
    expect(count((d) => d.format === 'txt')).toBeGreaterThanOrEqual(12);
    expect(new Set(docs.filter((d) => d.format === 'txt').map((d) => d.style)).size).toBe(4);
    expect(distinct((d) => d.style)).toBeGreaterThanOrEqual(15);
    expect(distinct((d) => d.occupation)).toBeGreaterThanOrEqual(12);
    expect(distinct((d) => d.country)).toBeGreaterThanOrEqual(8);
    expect(docs.every((d) => d.tool !== 'TailorCV')).toBe(true);
  });

  it('fills the new fields where the document carries them', () => {
    for (const d of loadIndependentCorpus()) {
      const has = (c: (typeof d.classes)[number]) => d.classes.includes(c);
      expect(d.expected.links.length > 0, d.id).toBe(has('extra:links'));
      expect(d.expected.languages.length > 0, d.id).toBe(has('extra:languages'));
      expect(d.expected.certifications.length > 0, d.id).toBe(has('extra:certifications'));
      expect(d.expected.skill_categories.length > 0, d.id).toBe(has('extra:skill-categories'));
      expect(d.expected.projects.length > 0, d.id).toBe(has('section:projects'));
      expect(d.expected.publications.length > 0, d.id).toBe(has('section:publications'));
      const notImported = d.classes.some(
        (c) =>
          c.startsWith('section:') &&
          !['section:personal-details', 'section:projects', 'section:publications'].includes(c),
      );
      if (notImported || has('section:personal-details'))
        expect(d.expected.sections_not_imported.length, d.id).toBeGreaterThan(0);
      expect(
        d.expected.sections_not_imported.every((h) => !h.endsWith(':')),
        d.id,
      ).toBe(true);
    }
  });

  it('exercises every failure class', () => {
    const seen = new Set(docs.flatMap((d) => d.classes));
    expect(FAILURE_CLASSES.filter((c) => !seen.has(c))).toEqual([]);
  });

  it('puts a Word table in every DOCX', () => {
    for (const d of docs.filter((x) => x.format === 'docx')) {
      const zip = unzipSync(fs.readFileSync(path.join(INDEPENDENT_DIR, d.file)), {
        filter: (f) => f.name === 'word/document.xml',
      });
      const xml = Buffer.from(zip['word/document.xml']!).toString('utf8');
      expect(xml, d.file).toContain('<w:tbl>');
    }
  });

  it('seals at least 30 %, with every format and two-column PDFs, by the seeded hash', () => {
    const sealed = docs.filter((d) => d.split === 'sealed');
    expect(sealed.length / docs.length).toBeGreaterThanOrEqual(0.3);
    expect(new Set(sealed.map((d) => d.format))).toEqual(new Set(['pdf', 'docx', 'doc', 'txt']));
    expect(sealed.some((d) => d.format === 'pdf' && d.columns === 2)).toBe(true);
    const dev = docs.filter((d) => d.split === 'dev');
    expect(new Set(dev.map((d) => d.format))).toEqual(new Set(['pdf', 'docx', 'doc', 'txt']));
    const again = splitCorpus(manifest.seed, manifest.sealedShare, docs);
    expect(docs.every((d) => again.get(d.id) === d.split)).toBe(true);
  });
});
