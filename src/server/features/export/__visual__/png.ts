import zlib from 'node:zlib';

/**
 * The few PNG bits the visual-regression test needs, on node:zlib (no image dependency):
 * 8-bit RGB images, encoded without row filters (the approved images) and decoded with
 * all five filters and grey, grey+alpha, RGB and RGBA colour types (so an approved image
 * re-saved by an image editor still reads).
 */
export interface RgbImage {
  width: number;
  height: number;
  /** width × height × 3 bytes, row by row. */
  data: Uint8Array;
}

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Uint8Array): number {
  let c = 0xffffffff;
  for (const byte of bytes) c = CRC_TABLE[(c ^ byte) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Uint8Array): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}

/** A PNG file from rows already filtered (each row: filter byte, then the bytes). */
export function assemblePng(
  width: number,
  height: number,
  colorType: 0 | 2 | 4 | 6,
  filteredRows: Uint8Array,
): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = colorType;
  return Buffer.concat([
    SIGNATURE,
    chunk('IHDR', header),
    chunk('IDAT', zlib.deflateSync(filteredRows, { level: 9 })),
    chunk('IEND', new Uint8Array()),
  ]);
}

export function encodePng(image: RgbImage): Buffer {
  const stride = image.width * 3;
  const raw = Buffer.alloc((stride + 1) * image.height);
  for (let y = 0; y < image.height; y += 1) {
    // Filter byte 0 (none), then the row.
    raw.set(image.data.subarray(y * stride, (y + 1) * stride), y * (stride + 1) + 1);
  }
  return assemblePng(image.width, image.height, 2, raw);
}

const CHANNELS: Readonly<Record<number, number>> = { 0: 1, 2: 3, 4: 2, 6: 4 };

function paeth(a: number, b: number, c: number): number {
  const p = a + b - c;
  const pa = Math.abs(p - a);
  const pb = Math.abs(p - b);
  const pc = Math.abs(p - c);
  return pa <= pb && pa <= pc ? a : pb <= pc ? b : c;
}

export function decodePng(file: Uint8Array): RgbImage {
  const buf = Buffer.from(file.buffer, file.byteOffset, file.byteLength);
  if (!buf.subarray(0, 8).equals(SIGNATURE)) throw new Error('not a PNG file');
  let width = 0;
  let height = 0;
  let colorType = -1;
  const idat: Buffer[] = [];
  for (let at = 8; at < buf.length;) {
    const length = buf.readUInt32BE(at);
    const type = buf.toString('latin1', at + 4, at + 8);
    const data = buf.subarray(at + 8, at + 8 + length);
    if (type === 'IHDR') {
      width = data.readUInt32BE(0);
      height = data.readUInt32BE(4);
      colorType = data[9]!;
      if (data[8] !== 8 || data[12] !== 0 || CHANNELS[colorType] === undefined) {
        throw new Error('only 8-bit, non-interlaced grey/RGB(A) PNGs are supported');
      }
    } else if (type === 'IDAT') idat.push(data);
    else if (type === 'IEND') break;
    at += 12 + length;
  }
  const channels = CHANNELS[colorType]!;
  const stride = width * channels;
  const raw = zlib.inflateSync(Buffer.concat(idat));
  const pixels = new Uint8Array(stride * height);
  for (let y = 0; y < height; y += 1) {
    const filter = raw[y * (stride + 1)]!;
    const src = raw.subarray(y * (stride + 1) + 1, (y + 1) * (stride + 1));
    const row = y * stride;
    for (let x = 0; x < stride; x += 1) {
      const a = x >= channels ? pixels[row + x - channels]! : 0;
      const b = y > 0 ? pixels[row - stride + x]! : 0;
      const c = x >= channels && y > 0 ? pixels[row - stride + x - channels]! : 0;
      const predictor =
        filter === 0
          ? 0
          : filter === 1
            ? a
            : filter === 2
              ? b
              : filter === 3
                ? (a + b) >> 1
                : filter === 4
                  ? paeth(a, b, c)
                  : -1;
      if (predictor < 0) throw new Error(`unknown PNG row filter ${filter}`);
      pixels[row + x] = (src[x]! + predictor) & 0xff;
    }
  }
  const data = new Uint8Array(width * height * 3);
  for (let i = 0; i < width * height; i += 1) {
    for (let k = 0; k < 3; k += 1) {
      // Grey (and grey+alpha) repeat their one value; alpha is ignored (pages are opaque).
      data[i * 3 + k] = pixels[i * channels + (channels >= 3 ? k : 0)]!;
    }
  }
  return { width, height, data };
}

/**
 * Reads pdftoppm's binary PPM (P6, maxval 255): one image per page, as pdftoppm writes a
 * document's pages one after another to stdout.
 */
export function decodePpmPages(file: Uint8Array): RgbImage[] {
  const buf = Buffer.from(file.buffer, file.byteOffset, file.byteLength);
  const pages: RgbImage[] = [];
  let at = 0;
  while (at < buf.length) {
    const fields: string[] = [];
    while (fields.length < 4) {
      while (at < buf.length && /\s/.test(String.fromCharCode(buf[at]!))) at += 1;
      if (buf[at] === 0x23) {
        while (at < buf.length && buf[at] !== 0x0a) at += 1;
        continue;
      }
      const start = at;
      while (at < buf.length && !/\s/.test(String.fromCharCode(buf[at]!))) at += 1;
      fields.push(buf.toString('latin1', start, at));
    }
    const [magic, w, h, max] = fields;
    if (magic !== 'P6' || max !== '255') throw new Error('expected a binary 8-bit PPM (P6)');
    const width = Number(w);
    const height = Number(h);
    // One whitespace byte ends the header; the pixels follow.
    const data = new Uint8Array(buf.subarray(at + 1, at + 1 + width * height * 3));
    if (data.length !== width * height * 3) throw new Error('truncated PPM');
    pages.push({ width, height, data });
    at += 1 + data.length;
  }
  return pages;
}
