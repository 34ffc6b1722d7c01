import { Inflate } from 'fflate';

/**
 * The one way the server opens a ZIP it did not make: a data-import archive, a DOCX CV.
 *
 * 1. `openZip` reads the central directory only (names, declared sizes, methods; nothing is
 *    inflated) and refuses an archive that breaks the caller's rules: too many entries,
 *    too much declared data, an entry too large or compressed too tightly, unsafe or
 *    repeated names, an archive inside the archive, encryption or a method other than
 *    stored/deflate. The work is bounded by the entry limit, whatever the archive holds.
 * 2. `inflateEntries` inflates the entries a caller needs with fflate's streaming `Inflate`,
 *    a few KB of compressed data per push (so one push yields at most a few MB), counting
 *    what really comes out: an entry that yields more than it declares is refused as a lie
 *    the moment it does, never cut short and read. Declared sizes were held to the per-entry
 *    and per-archive caps before the first byte was inflated, so no entry and no archive can
 *    produce more than the caps allow.
 *
 * `inflateEntries` is synchronous CPU work: on the server's main thread call it through
 * `safe-unzip.ts` (a worker thread with a time limit); code that already runs in a worker
 * with a time limit (the CV extraction worker) may call it directly.
 */

export type ZipRefusalReason =
  /** Not a ZIP we read: no or damaged directory, encrypted, a method other than stored/deflate. */
  | 'unreadable'
  /** An entry's data does not inflate (corrupt, cut short) or comes out shorter than declared. */
  | 'damaged'
  | 'too-many-entries'
  /** The declared total is over the archive's limit. */
  | 'too-large'
  /** One entry's declared size is over the per-entry limit. */
  | 'entry-too-large'
  /** A large entry compressed suspiciously tightly. */
  | 'ratio'
  | 'nested-archive'
  | 'unsafe-name'
  | 'duplicate-name'
  /** The entry inflates to more than the archive declares for it: the archive lies. */
  | 'larger-than-declared'
  /** Inflating took longer than its time limit (safe-unzip.ts). */
  | 'time-limit';

/** Why an archive was refused, and the entry at fault (when one is). Callers map it to their own texts. */
export class ZipRefusal extends Error {
  constructor(
    public readonly reason: ZipRefusalReason,
    public readonly entry?: string,
  ) {
    super(entry === undefined ? `ZIP refused: ${reason}` : `ZIP refused: ${reason} (${entry})`);
    this.name = 'ZipRefusal';
  }
}

export interface ZipEntry {
  name: string;
  /** 0 stored, 8 deflated. */
  method: number;
  /** General-purpose flags (bit 0: encrypted). */
  flags: number;
  compressedSize: number;
  /** The uncompressed size the central directory declares. */
  size: number;
  localHeaderOffset: number;
}

export interface ZipRules {
  maxEntries: number;
  /** Sum of the declared uncompressed sizes of every entry. */
  maxTotalBytes: number;
  /** Declared uncompressed size of any one entry (default: only the total counts). */
  maxEntryBytes?: number;
  /** Refuse an entry over `minBytes` that is more than `ratio` times its compressed size. */
  maxRatio?: { ratio: number; minBytes: number };
  /** Refuse entries named like an archive (.zip, .docx, .gz …). */
  refuseNestedArchives?: boolean;
  /** Refuse names that leave the archive (absolute, `..`, drive letters, backslashes) or carry control characters. */
  safeNames?: { maxLength: number };
}

/** What an inflation may produce, checked before the first byte is inflated. */
export interface InflateLimits {
  /** Any one inflated entry. */
  maxEntryBytes: number;
  /** All entries of one call together. */
  maxTotalBytes: number;
}

export interface OpenedZip {
  bytes: Uint8Array;
  entries: readonly ZipEntry[];
  byName: ReadonlyMap<string, ZipEntry>;
}

/** An entry's compressed bytes, found through its local header: what the inflater (or a worker) needs. */
export interface RawEntry {
  name: string;
  method: number;
  size: number;
  data: Uint8Array;
}

/** Compressed bytes per push: at most about 1 000 times this comes out of one push. */
const INFLATE_CHUNK_BYTES = 4 * 1024;

const EOCD = 0x06054b50;
const ZIP64_LOCATOR = 0x07064b50;
const ZIP64_EOCD = 0x06064b50;
const CENTRAL_HEADER = 0x02014b50;
const LOCAL_HEADER = 0x04034b50;
const U32_MAX = 0xffffffff;

// eslint-disable-next-line no-control-regex -- refusing control characters is the point
const UNSAFE_NAME = /[\u0000-\u001f\u007f\\]|^\/|^[A-Za-z]:|(^|\/)\.\.?(\/|$)|\/\//;
const NESTED_ARCHIVE = /\.(zip|docx|docm|xlsx|pptx|jar|gz|tgz|7z|rar|cab)$/i;

/** A ZIP local file header or an empty archive's end record. */
export function looksLikeZip(bytes: Uint8Array): boolean {
  return (
    bytes.length >= 4 &&
    bytes[0] === 0x50 &&
    bytes[1] === 0x4b &&
    ((bytes[2] === 0x03 && bytes[3] === 0x04) || (bytes[2] === 0x05 && bytes[3] === 0x06))
  );
}

/** Reads the central directory and checks it against `rules`; nothing is inflated. */
export function openZip(bytes: Uint8Array, rules: ZipRules): OpenedZip {
  const entries = readZipDirectory(bytes, rules.maxEntries);
  checkZipDirectory(entries, rules);
  return { bytes, entries, byName: new Map(entries.map((e) => [e.name, e])) };
}

/**
 * The central directory's entries. Refuses with 'too-many-entries' from the count in the end
 * record, before reading any, so the work is bounded by `maxEntries`.
 */
export function readZipDirectory(bytes: Uint8Array, maxEntries = Infinity): ZipEntry[] {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const u16 = (at: number) => view.getUint16(at, true);
  const u32 = (at: number) => view.getUint32(at, true);
  const u64 = (at: number) => u32(at) + u32(at + 4) * 2 ** 32;
  const unreadable = () => new ZipRefusal('unreadable');

  let eocd = -1;
  for (let at = bytes.length - 22; at >= 0 && at >= bytes.length - 22 - 0xffff; at -= 1) {
    if (u32(at) === EOCD) {
      eocd = at;
      break;
    }
  }
  if (eocd < 0) throw unreadable();
  let count = u16(eocd + 10);
  let offset = u32(eocd + 16);
  if (count === 0xffff || offset === U32_MAX) {
    const locator = eocd - 20;
    if (locator < 0 || u32(locator) !== ZIP64_LOCATOR) throw unreadable();
    const record = u64(locator + 8);
    if (record + 56 > bytes.length || u32(record) !== ZIP64_EOCD) throw unreadable();
    count = u64(record + 32);
    offset = u64(record + 48);
  }
  if (count > maxEntries) throw new ZipRefusal('too-many-entries');

  const entries: ZipEntry[] = [];
  let at = offset;
  for (let i = 0; i < count; i += 1) {
    if (at + 46 > bytes.length || u32(at) !== CENTRAL_HEADER) throw unreadable();
    const flags = u16(at + 8);
    const nameLength = u16(at + 28);
    const extraLength = u16(at + 30);
    const next = at + 46 + nameLength + extraLength + u16(at + 32);
    if (next > bytes.length) throw unreadable();
    const nameBytes = bytes.subarray(at + 46, at + 46 + nameLength);
    // Bit 11: the name is UTF-8; otherwise read it as Latin-1 (as fflate and most tools do).
    const name = new TextDecoder(flags & 0x800 ? 'utf-8' : 'latin1').decode(nameBytes);
    let compressedSize = u32(at + 20);
    let size = u32(at + 24);
    let localHeaderOffset = u32(at + 42);
    if (compressedSize === U32_MAX || size === U32_MAX || localHeaderOffset === U32_MAX) {
      // ZIP64 extra field: the 64-bit values, in this order, of those marked 0xFFFFFFFF.
      const extraEnd = at + 46 + nameLength + extraLength;
      let found = false;
      for (let e = at + 46 + nameLength; e + 4 <= extraEnd; e += 4 + u16(e + 2)) {
        if (u16(e) !== 1) continue;
        let field = e + 4;
        const take = () => {
          if (field + 8 > extraEnd) throw unreadable();
          const value = u64(field);
          field += 8;
          return value;
        };
        if (size === U32_MAX) size = take();
        if (compressedSize === U32_MAX) compressedSize = take();
        if (localHeaderOffset === U32_MAX) localHeaderOffset = take();
        found = true;
        break;
      }
      if (!found) throw unreadable();
    }
    entries.push({
      name,
      method: u16(at + 10),
      flags,
      compressedSize,
      size,
      localHeaderOffset,
    });
    at = next;
  }
  return entries;
}

/** The first entry that breaks a rule, as a refusal; entries are checked in archive order. */
function checkZipDirectory(entries: readonly ZipEntry[], rules: ZipRules): void {
  if (entries.length > rules.maxEntries) throw new ZipRefusal('too-many-entries');
  const seen = new Set<string>();
  let total = 0;
  for (const entry of entries) {
    const { name } = entry;
    total += entry.size;
    if (total > rules.maxTotalBytes) throw new ZipRefusal('too-large', name);
    if (rules.maxEntryBytes !== undefined && entry.size > rules.maxEntryBytes) {
      throw new ZipRefusal('entry-too-large', name);
    }
    if (entry.flags & 1 || (entry.method !== 0 && entry.method !== 8)) {
      throw new ZipRefusal('unreadable', name);
    }
    const ratio = rules.maxRatio;
    if (
      ratio &&
      entry.compressedSize > 0 &&
      entry.size > ratio.minBytes &&
      entry.size / entry.compressedSize > ratio.ratio
    ) {
      throw new ZipRefusal('ratio', name);
    }
    if (rules.safeNames && (name.length > rules.safeNames.maxLength || UNSAFE_NAME.test(name))) {
      throw new ZipRefusal('unsafe-name', name);
    }
    if (rules.refuseNestedArchives && NESTED_ARCHIVE.test(name)) {
      throw new ZipRefusal('nested-archive', name);
    }
    // Two entries of one name are read differently by different tools: refuse, never pick one.
    if (seen.has(name)) throw new ZipRefusal('duplicate-name', name);
    seen.add(name);
  }
}

/** The compressed bytes of the named entries (views into the archive; nothing is copied or inflated). */
export function rawEntries(zip: OpenedZip, names: readonly string[]): RawEntry[] {
  const view = new DataView(zip.bytes.buffer, zip.bytes.byteOffset, zip.bytes.byteLength);
  return names.map((name) => {
    const entry = zip.byName.get(name);
    if (!entry) throw new Error(`no entry "${name}" in the archive`);
    const at = entry.localHeaderOffset;
    if (at + 30 > zip.bytes.length || view.getUint32(at, true) !== LOCAL_HEADER) {
      throw new ZipRefusal('unreadable', name);
    }
    const start = at + 30 + view.getUint16(at + 26, true) + view.getUint16(at + 28, true);
    const end = start + entry.compressedSize;
    if (end > zip.bytes.length) throw new ZipRefusal('damaged', name);
    return { name, method: entry.method, size: entry.size, data: zip.bytes.subarray(start, end) };
  });
}

/** Refuses entries whose declared sizes are over `limits`: before anything is inflated. */
export function checkInflateLimits(
  entries: readonly Pick<RawEntry, 'name' | 'size'>[],
  limits: InflateLimits,
): void {
  let total = 0;
  for (const entry of entries) {
    if (entry.size > limits.maxEntryBytes) throw new ZipRefusal('entry-too-large', entry.name);
    total += entry.size;
    if (total > limits.maxTotalBytes) throw new ZipRefusal('too-large', entry.name);
  }
}

/**
 * Inflates each entry in the current thread with the streaming inflater, refusing as soon
 * as one yields more than it declares. Every entry comes back in an ArrayBuffer of its own
 * (transferable) of exactly its declared size.
 *
 * CRCs are not checked (nor were they by fflate's `unzipSync` or JSZip): a CRC proves
 * nothing against a hostile archive, and a reader that shrugs at one flipped byte of a
 * CV reads more real files.
 */
export function inflateEntries(
  entries: readonly RawEntry[],
  limits: InflateLimits,
): Map<string, Uint8Array<ArrayBuffer>> {
  checkInflateLimits(entries, limits);
  const out = new Map<string, Uint8Array<ArrayBuffer>>();
  for (const entry of entries) out.set(entry.name, inflateEntry(entry));
  return out;
}

function inflateEntry({ name, method, size, data }: RawEntry): Uint8Array<ArrayBuffer> {
  if (method === 0) {
    if (data.length > size) throw new ZipRefusal('larger-than-declared', name);
    if (data.length < size) throw new ZipRefusal('damaged', name);
    return data.slice();
  }
  if (method !== 8) throw new ZipRefusal('unreadable', name);
  const out = new Uint8Array(size);
  let written = 0;
  const inflater = new Inflate((chunk) => {
    if (written + chunk.length > size) throw new ZipRefusal('larger-than-declared', name);
    out.set(chunk, written);
    written += chunk.length;
  });
  try {
    for (let at = 0; at < data.length; at += INFLATE_CHUNK_BYTES) {
      const end = Math.min(at + INFLATE_CHUNK_BYTES, data.length);
      inflater.push(data.subarray(at, end), end === data.length);
    }
    if (data.length === 0) inflater.push(data, true);
  } catch (err) {
    if (err instanceof ZipRefusal) throw err;
    // fflate's own errors: an invalid block, a stream cut short.
    throw new ZipRefusal('damaged', name);
  }
  if (written !== size) throw new ZipRefusal('damaged', name);
  return out;
}
