import { deflateSync, strToU8, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { inflateOffThread } from './safe-unzip.ts';
import {
  ZipRefusal,
  inflateEntries,
  openZip,
  rawEntries,
  readZipDirectory,
  type InflateLimits,
  type OpenedZip,
  type ZipRules,
} from './safe-zip.ts';
import { buildZip, lyingZip, patchDeclaredSize, zerosDeflate } from './safe-zip.test-support.ts';

const MB = 1024 * 1024;
const RULES: ZipRules = { maxEntries: 100, maxTotalBytes: 2048 * MB };
const LIMITS: InflateLimits = { maxEntryBytes: 1024 * MB, maxTotalBytes: 2048 * MB };

const inflateHere = (zip: OpenedZip, names = zip.entries.map((e) => e.name), limits = LIMITS) =>
  inflateEntries(rawEntries(zip, names), limits);

/** The refusal a call ends with (sync or async), or a failure if it does not refuse. */
async function refusal(run: () => unknown): Promise<ZipRefusal> {
  try {
    await run();
  } catch (err) {
    if (err instanceof ZipRefusal) return err;
    throw err;
  }
  throw new Error('expected a refusal');
}

describe('safe-zip: the central directory', () => {
  it('lists names, methods and declared sizes without inflating', () => {
    const zip = zipSync(
      { 'a.txt': strToU8('hello'), 'dir/b.bin': [new Uint8Array(1000), { level: 0 }] },
      { level: 6 },
    );
    expect(readZipDirectory(zip)).toEqual([
      expect.objectContaining({ name: 'a.txt', method: 8, size: 5 }),
      expect.objectContaining({ name: 'dir/b.bin', method: 0, size: 1000, compressedSize: 1000 }),
    ]);
  });

  it('reads ZIP64 records (sizes and offsets in the extra field, the ZIP64 end record)', () => {
    const zip = buildZip([{ name: 'big.txt', content: strToU8('hello'), zip64: true }]);
    const opened = openZip(zip, RULES);
    expect(opened.entries).toEqual([expect.objectContaining({ name: 'big.txt', size: 5 })]);
    expect(new TextDecoder().decode(inflateHere(opened).get('big.txt'))).toBe('hello');
  });

  const refusals: [string, () => Uint8Array, Partial<ZipRules>, string, string?][] = [
    ['not a ZIP', () => strToU8('%PDF-1.7'), {}, 'unreadable'],
    [
      'a ZIP cut short',
      () => zipSync({ 'a.txt': strToU8('hello') }).slice(0, 30),
      {},
      'unreadable',
    ],
    [
      'more entries than allowed (from the end record, before reading them)',
      () => zipSync({ a: strToU8('1'), b: strToU8('2'), c: strToU8('3') }),
      { maxEntries: 2 },
      'too-many-entries',
    ],
    [
      'a declared total over the limit',
      () => zipSync({ a: new Uint8Array(600), b: new Uint8Array(600) }),
      { maxTotalBytes: 1000 },
      'too-large',
      'b',
    ],
    [
      'one declared entry over its limit',
      () => zipSync({ a: new Uint8Array(600) }),
      { maxEntryBytes: 500 },
      'entry-too-large',
      'a',
    ],
    [
      'a large entry compressed too tightly',
      () => zipSync({ 'pad.xml': new Uint8Array(2 * MB) }),
      { maxRatio: { ratio: 120, minBytes: MB } },
      'ratio',
      'pad.xml',
    ],
    [
      'an archive inside',
      () => zipSync({ 'word/inner.zip': strToU8('x') }),
      { refuseNestedArchives: true },
      'nested-archive',
      'word/inner.zip',
    ],
    [
      'a name that climbs out',
      () => zipSync({ '../../etc/passwd': strToU8('x') }),
      { safeNames: { maxLength: 255 } },
      'unsafe-name',
      '../../etc/passwd',
    ],
    [
      'a name too long',
      () => zipSync({ ['a'.repeat(300)]: strToU8('x') }),
      { safeNames: { maxLength: 255 } },
      'unsafe-name',
    ],
    [
      'two entries of one name',
      () =>
        buildZip([
          { name: 'a.txt', content: strToU8('1') },
          { name: 'a.txt', content: strToU8('2') },
        ]),
      {},
      'duplicate-name',
      'a.txt',
    ],
    [
      'an encrypted entry',
      () => {
        const zip = zipSync({ 'a.txt': strToU8('x') });
        const view = new DataView(zip.buffer);
        const central = zip.length - 22 - (46 + 5);
        view.setUint16(central + 8, view.getUint16(central + 8, true) | 1, true);
        return zip;
      },
      {},
      'unreadable',
      'a.txt',
    ],
  ];

  it.each(refusals)('refuses %s', async (_label, make, rules, reason, entry) => {
    const err = await refusal(() => openZip(make(), { ...RULES, ...rules }));
    expect(err.reason).toBe(reason);
    if (entry !== undefined) expect(err.entry).toBe(entry);
  });
});

describe('safe-zip: streaming inflation with caps', () => {
  const files = {
    'manifest.json': strToU8(JSON.stringify({ hello: 'world', list: [1, 2, 3] })),
    'docs/long.txt': strToU8('lorem ipsum '.repeat(20_000)),
    'empty.txt': new Uint8Array(0),
    'stored.bin': Uint8Array.from({ length: 5000 }, (_, i) => (i * 7919) % 251),
  };

  it('round-trips an honest archive (deflated, stored and empty entries), here and off-thread', async () => {
    const zip = openZip(
      zipSync({ ...files, 'stored.bin': [files['stored.bin'], { level: 0 }] }),
      RULES,
    );
    const names = Object.keys(files);
    expect(Object.fromEntries(inflateHere(zip))).toEqual(files);
    expect(Object.fromEntries(await inflateOffThread(zip, names, LIMITS))).toEqual(files);
    // Only what is asked for.
    expect([...(await inflateOffThread(zip, ['manifest.json'], LIMITS)).keys()]).toEqual([
      'manifest.json',
    ]);
  });

  it('refuses an entry that declares 200 bytes and inflates to 300 MB, here and off-thread', async () => {
    const zip = openZip(lyingZip('manifest.json', 200, 300 * MB), RULES);
    for (const run of [
      () => inflateHere(zip),
      () => inflateOffThread(zip, ['manifest.json'], LIMITS),
    ]) {
      const err = await refusal(run);
      expect(err.reason).toBe('larger-than-declared');
      expect(err.entry).toBe('manifest.json');
    }
  });

  it('refuses a lie in the local header alone just the same (the central directory is what counts)', async () => {
    const zip = patchDeclaredSize(zipSync({ 'a.txt': strToU8('x'.repeat(10_000)) }), 'a.txt', 10);
    const err = await refusal(() => inflateHere(openZip(zip, RULES)));
    expect(err.reason).toBe('larger-than-declared');
  });

  it('refuses a stored entry that lies, and one that holds less than it declares', async () => {
    const longer = buildZip([
      { name: 'a.bin', content: new Uint8Array(1000), method: 0, declaredSize: 200 },
    ]);
    expect((await refusal(() => inflateHere(openZip(longer, RULES)))).reason).toBe(
      'larger-than-declared',
    );
    const shorter = buildZip([
      { name: 'a.bin', content: new Uint8Array(100), method: 0, declaredSize: 200 },
    ]);
    expect((await refusal(() => inflateHere(openZip(shorter, RULES)))).reason).toBe('damaged');
  });

  it('holds honest entries to the per-entry and per-archive caps before inflating them', async () => {
    const zip = openZip(
      zipSync({ a: new Uint8Array(3 * MB), b: new Uint8Array(3 * MB), c: new Uint8Array(3 * MB) }),
      RULES,
    );
    const perEntry = await refusal(() =>
      inflateHere(zip, ['a'], { maxEntryBytes: 2 * MB, maxTotalBytes: 100 * MB }),
    );
    expect([perEntry.reason, perEntry.entry]).toEqual(['entry-too-large', 'a']);
    const perArchive = await refusal(() =>
      inflateOffThread(zip, ['a', 'b', 'c'], { maxEntryBytes: 4 * MB, maxTotalBytes: 8 * MB }),
    );
    expect([perArchive.reason, perArchive.entry]).toEqual(['too-large', 'c']);
    // Within the caps the same entries come out whole.
    const two = await inflateOffThread(zip, ['a', 'b'], {
      maxEntryBytes: 4 * MB,
      maxTotalBytes: 8 * MB,
    });
    expect([...two.values()].map((b) => b.length)).toEqual([3 * MB, 3 * MB]);
  });

  it('refuses a stream cut short and a corrupt stream as damaged', async () => {
    const content = strToU8('lorem ipsum dolor '.repeat(5000));
    const deflated = deflateSync(content);
    const cut = buildZip([
      {
        name: 'cut.txt',
        data: deflated.subarray(0, deflated.length >> 1),
        declaredSize: content.length,
      },
    ]);
    const junk = buildZip([
      {
        name: 'junk.txt',
        data: Uint8Array.from({ length: 4000 }, (_, i) => (i * 131 + 7) % 256),
        declaredSize: content.length,
      },
    ]);
    for (const zip of [cut, junk]) {
      const opened = openZip(zip, RULES);
      expect((await refusal(() => inflateHere(opened))).reason).toBe('damaged');
      const offThread = await refusal(() =>
        inflateOffThread(opened, [opened.entries[0]!.name], LIMITS),
      );
      expect(offThread.reason).toBe('damaged');
    }
  });

  it('stops a worker at the time limit (a tiny limit, an honest 256 MB entry)', async () => {
    const zip = openZip(
      buildZip([{ name: 'zeros', data: zerosDeflate(256 * MB), declaredSize: 256 * MB }]),
      RULES,
    );
    const err = await refusal(() => inflateOffThread(zip, ['zeros'], LIMITS, { timeLimitMs: 1 }));
    expect(err.reason).toBe('time-limit');
  });

  it('lets the memory go after a 1 GB bomb (growth is a fraction of the bomb)', async () => {
    const zip = openZip(lyingZip('manifest.json', 200, 1024 * MB), RULES);
    const before = process.memoryUsage();
    for (let i = 0; i < 3; i += 1) {
      const err = await refusal(() => inflateOffThread(zip, ['manifest.json'], LIMITS));
      expect(err.reason).toBe('larger-than-declared');
    }
    const after = process.memoryUsage();
    expect(after.arrayBuffers - before.arrayBuffers).toBeLessThan(200 * MB);
    expect(after.rss - before.rss).toBeLessThan(200 * MB);
  });

  it('answers calls made together (they take turns for the workers)', async () => {
    const zip = openZip(zipSync(files), RULES);
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => inflateOffThread(zip, ['docs/long.txt'], LIMITS)),
    );
    for (const answer of answers)
      expect(answer.get('docs/long.txt')).toEqual(files['docs/long.txt']);
  });
});
