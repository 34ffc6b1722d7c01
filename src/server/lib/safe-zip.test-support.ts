import { crc32 } from 'node:zlib';
import { deflateSync } from 'fflate';

/**
 * Archives that lie, for tests: ZIPs whose declared sizes say one thing while their data
 * inflates to another, built without ever holding the inflated data in memory.
 */

/**
 * A raw DEFLATE stream of `size` zero bytes (one fixed-Huffman block: a literal 0, then
 * <length 258, distance 1> repeated), about 1:160 of the output, so a 1 GB bomb is
 * 6.3 MB built in milliseconds without a 1 GB buffer.
 */
export function zerosDeflate(size: number): Uint8Array {
  if (size < 1) return deflateSync(new Uint8Array(0));
  const rest = size - 1;
  const repeats = Math.floor(rest / 258);
  const literals = rest % 258;
  const bits = 3 + 8 + repeats * 13 + literals * 8 + 7;
  const out = new Uint8Array(Math.ceil(bits / 8));
  let bit = 0;
  /** `value` of `length` bits, least significant first (header fields, extra bits). */
  const put = (value: number, length: number) => {
    for (let i = 0; i < length; i += 1) {
      if ((value >> i) & 1) out[bit >> 3]! |= 1 << (bit & 7);
      bit += 1;
    }
  };
  /** A Huffman code of `length` bits, most significant first. */
  const code = (value: number, length: number) => {
    for (let i = length - 1; i >= 0; i -= 1) {
      if ((value >> i) & 1) out[bit >> 3]! |= 1 << (bit & 7);
      bit += 1;
    }
  };
  put(1, 1); // BFINAL
  put(1, 2); // BTYPE 01: fixed Huffman codes
  code(0x30, 8); // literal 0
  for (let i = 0; i < repeats; i += 1) {
    code(0xc5, 8); // length code 285: 258 bytes
    code(0, 5); // distance code 0: 1 byte back
  }
  for (let i = 0; i < literals; i += 1) code(0x30, 8);
  code(0, 7); // end of block (256)
  return out;
}

export interface TestZipEntry {
  name: string;
  /** The real content, deflated (or stored) honestly unless `data` is given. */
  content?: Uint8Array;
  /** Compressed bytes to write as they are (a bomb from `zerosDeflate`). */
  data?: Uint8Array;
  /** 8 (default) deflate, 0 stored. */
  method?: 0 | 8;
  /** The uncompressed size written in both headers; default the content's real size. */
  declaredSize?: number;
  /** Sizes and offset in ZIP64 extra fields (and the archive gets ZIP64 end records). */
  zip64?: boolean;
}

/** A ZIP of `entries`, each header carrying `declaredSize` whatever the data holds. */
export function buildZip(entries: readonly TestZipEntry[]): Uint8Array {
  const parts: Uint8Array[] = [];
  const central: Uint8Array[] = [];
  let offset = 0;
  for (const entry of entries) {
    const method = entry.method ?? 8;
    const content = entry.content ?? new Uint8Array(0);
    const data = entry.data ?? (method === 8 ? deflateSync(content) : content);
    const size = entry.declaredSize ?? content.length;
    const crc = crc32(content);
    const name = new TextEncoder().encode(entry.name);
    const z64 = entry.zip64 === true;
    const localExtra = z64 ? u64Extra([size, data.length]) : new Uint8Array(0);
    const centralExtra = z64 ? u64Extra([size, data.length, offset]) : new Uint8Array(0);
    const small = (n: number) => (z64 ? 0xffffffff : n);

    // The fields both headers hold, from the "version needed" field on, at `at`.
    const setShared = (view: DataView, at: number, extraLength: number) => {
      view.setUint16(at, z64 ? 45 : 20, true);
      view.setUint16(at + 2, 0x800, true);
      view.setUint16(at + 4, method, true);
      view.setUint32(at + 10, crc, true);
      view.setUint32(at + 14, small(data.length), true);
      view.setUint32(at + 18, small(size), true);
      view.setUint16(at + 22, name.length, true);
      view.setUint16(at + 24, extraLength, true);
    };

    const local = new Uint8Array(30 + name.length + localExtra.length);
    const lv = new DataView(local.buffer);
    lv.setUint32(0, 0x04034b50, true);
    setShared(lv, 4, localExtra.length);
    local.set(name, 30);
    local.set(localExtra, 30 + name.length);

    const header = new Uint8Array(46 + name.length + centralExtra.length);
    const cv = new DataView(header.buffer);
    cv.setUint32(0, 0x02014b50, true);
    cv.setUint16(4, z64 ? 45 : 20, true); // version made by
    setShared(cv, 6, centralExtra.length);
    cv.setUint32(42, small(offset), true);
    header.set(name, 46);
    header.set(centralExtra, 46 + name.length);

    parts.push(local, data);
    central.push(header);
    offset += local.length + data.length;
  }
  const centralSize = central.reduce((n, c) => n + c.length, 0);
  const zip64 = entries.some((e) => e.zip64);
  const tail: Uint8Array[] = [];
  if (zip64) {
    const record = new Uint8Array(56);
    const rv = new DataView(record.buffer);
    rv.setUint32(0, 0x06064b50, true);
    rv.setBigUint64(4, 44n, true);
    rv.setUint16(12, 45, true);
    rv.setUint16(14, 45, true);
    rv.setBigUint64(24, BigInt(entries.length), true);
    rv.setBigUint64(32, BigInt(entries.length), true);
    rv.setBigUint64(40, BigInt(centralSize), true);
    rv.setBigUint64(48, BigInt(offset), true);
    const locator = new Uint8Array(20);
    const lv = new DataView(locator.buffer);
    lv.setUint32(0, 0x07064b50, true);
    lv.setBigUint64(8, BigInt(offset + centralSize), true);
    lv.setUint32(16, 1, true);
    tail.push(record, locator);
  }
  const end = new Uint8Array(22);
  const ev = new DataView(end.buffer);
  ev.setUint32(0, 0x06054b50, true);
  ev.setUint16(8, zip64 ? 0xffff : entries.length, true);
  ev.setUint16(10, zip64 ? 0xffff : entries.length, true);
  ev.setUint32(12, zip64 ? 0xffffffff : centralSize, true);
  ev.setUint32(16, zip64 ? 0xffffffff : offset, true);
  return concat([...parts, ...central, ...tail, end]);
}

/** A ZIP64 extended-information extra field holding `values` as 64-bit numbers. */
function u64Extra(values: number[]): Uint8Array {
  const extra = new Uint8Array(4 + 8 * values.length);
  const view = new DataView(extra.buffer);
  view.setUint16(0, 1, true);
  view.setUint16(2, 8 * values.length, true);
  values.forEach((value, i) => view.setBigUint64(4 + 8 * i, BigInt(value), true));
  return extra;
}

/** `entryName` declares `declaredSize` bytes but inflates to `actualSize` zeros. */
export function lyingZip(
  entryName: string,
  declaredSize: number,
  actualSize: number,
  others: readonly TestZipEntry[] = [],
): Uint8Array {
  return buildZip([...others, { name: entryName, data: zerosDeflate(actualSize), declaredSize }]);
}

/**
 * A copy of a ZIP (one fflate's `zipSync` made, say) whose entry `name` declares
 * `declaredSize` in its local header and in the central directory.
 */
export function patchDeclaredSize(zip: Uint8Array, name: string, declaredSize: number): Uint8Array {
  const out = zip.slice();
  const view = new DataView(out.buffer);
  let end = out.length - 22;
  while (end >= 0 && view.getUint32(end, true) !== 0x06054b50) end -= 1;
  let at = view.getUint32(end + 16, true);
  for (let i = 0; i < view.getUint16(end + 10, true); i += 1) {
    const nameLength = view.getUint16(at + 28, true);
    const entryName = new TextDecoder().decode(out.subarray(at + 46, at + 46 + nameLength));
    if (entryName === name) {
      view.setUint32(at + 24, declaredSize, true);
      view.setUint32(view.getUint32(at + 42, true) + 22, declaredSize, true);
      return out;
    }
    at += 46 + nameLength + view.getUint16(at + 30, true) + view.getUint16(at + 32, true);
  }
  throw new Error(`no entry "${name}"`);
}

function concat(parts: readonly Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}
