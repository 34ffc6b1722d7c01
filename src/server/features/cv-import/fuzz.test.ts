import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { extractedProfileSchema } from '#shared/cv-import/cv-import.schema.ts';
import { ExtractionRunner } from './extraction-runner.ts';

/**
 * Mutates valid corpus files (flipped bytes, cuts, inserted junk, repeated chunks) and
 * feeds them through the worker, as the server does. Every case must end with a profile
 * or a clean error, within the time limit; raise CASES locally to run more.
 */
const CASES = 240;
const BASES = [
  '01-okafor-pdf-1col.pdf',
  '27-kowalski-pdf-2col.pdf',
  '03-okafor-docx.docx',
  '25-kowalski-docx-table.docx',
  '07-schneider-doc.doc',
  '02-okafor-txt.txt',
].map((f) => fs.readFileSync(path.join(import.meta.dirname, '__corpus__', f)));

/** Small deterministic PRNG (mulberry32): the same cases on every run. */
function prng(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function mutate(base: Uint8Array, random: () => number): Uint8Array {
  const bytes = Uint8Array.from(base);
  const pick = (n: number) => Math.floor(random() * n);
  switch (pick(5)) {
    case 0: // flip a few bytes
      for (let i = 0, n = 1 + pick(20); i < n; i += 1) bytes[pick(bytes.length)] = pick(256);
      return bytes;
    case 1: // cut the file short
      return bytes.subarray(0, pick(bytes.length));
    case 2: {
      // insert junk in the middle
      const at = pick(bytes.length);
      const junk = Uint8Array.from({ length: 1 + pick(512) }, () => pick(256));
      return Uint8Array.from([...bytes.subarray(0, at), ...junk, ...bytes.subarray(at)]);
    }
    case 3: {
      // repeat a chunk many times
      const at = pick(bytes.length);
      const chunk = bytes.subarray(at, at + 1 + pick(64));
      const parts = [
        bytes.subarray(0, at),
        ...Array.from({ length: 50 }, () => chunk),
        bytes.subarray(at),
      ];
      return Uint8Array.from(parts.flatMap((p) => [...p]));
    }
    default: // zero a region
      bytes.fill(0, pick(bytes.length), pick(bytes.length));
      return bytes;
  }
}

const CLEAN_CODES = [
  'EMPTY',
  'UNSUPPORTED_TYPE',
  'NO_TEXT',
  'ENCRYPTED',
  'UNSAFE_ARCHIVE',
  'DAMAGED',
  'TOO_LARGE',
  'TIMEOUT',
  'ENGINE_FAILED',
];

describe('fuzz: mutated CVs', () => {
  const runner = new ExtractionRunner({ timeoutMs: 5_000 });
  afterAll(() => runner.close());

  it(`gives a profile or a clean error for ${CASES} mutated files, never a crash or a hang`, async () => {
    const random = prng(20_240_601);
    const outcomes = { ok: 0, failed: 0 };
    for (let i = 0; i < CASES; i += 1) {
      const input = mutate(BASES[i % BASES.length]!, random);
      const reply = await runner.run(input, 1);
      if (reply.ok) {
        expect(extractedProfileSchema.safeParse(reply.profile).success).toBe(true);
        outcomes.ok += 1;
      } else {
        expect(CLEAN_CODES).toContain(reply.code);
        expect(reply.message.length).toBeGreaterThan(10);
        outcomes.failed += 1;
      }
    }
    expect(outcomes.ok + outcomes.failed).toBe(CASES);
    // Most mutations leave a readable CV: the readers are tolerant, not brittle.
    expect(outcomes.ok).toBeGreaterThan(CASES / 3);
  }, 180_000);
});
