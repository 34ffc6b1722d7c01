import mammoth from 'mammoth';
import { CvExtractionError, type CvLine } from './cv-text.ts';
import { verifiedDocx } from './docx-safety.ts';

/**
 * DOCX text through mammoth's HTML (so headings, bold, list items and tables survive),
 * walked by a small tag reader. mammoth reads a copy rebuilt from the upload's verified
 * parts, never the upload (docx-safety.ts). External files are never fetched (mammoth's
 * `externalFileAccess: false`) and images are dropped unread (the copy holds none).
 *
 * Tables: a row whose cells are one line each reads as one line with the cells separated
 * by a tab ('Engineer<TAB>2019 – 2021'); a row with a multi-paragraph cell (a sidebar
 * layout) reads cell by cell.
 */
export async function extractDocxText(bytes: Uint8Array): Promise<CvLine[]> {
  const docx = verifiedDocx(bytes);
  let html: string;
  try {
    const result = await mammoth.convertToHtml(
      { buffer: Buffer.from(docx.buffer, docx.byteOffset, docx.byteLength) },
      {
        externalFileAccess: false,
        convertImage: mammoth.images.imgElement(() => Promise.resolve({ src: '' })),
        ignoreEmptyParagraphs: true,
      },
    );
    html = result.value;
  } catch {
    throw new CvExtractionError(
      'DAMAGED',
      'The Word document could not be read: the file is damaged or not a valid DOCX.',
    );
  }
  return htmlToLines(html);
}

interface Block {
  text: string;
  bold: boolean;
  bullet: boolean;
  heading: boolean;
  /** h1 → 1 …; 0 for other paragraphs. */
  level: number;
}

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  '#39': "'",
  nbsp: ' ',
};

function decodeEntities(s: string): string {
  return s.replace(/&(#x[0-9a-f]+|#\d+|[a-z0-9]+);/gi, (m, e: string) => {
    if (e[0] === '#') {
      const code =
        e[1] === 'x' || e[1] === 'X' ? parseInt(e.slice(2), 16) : parseInt(e.slice(1), 10);
      return Number.isFinite(code) ? String.fromCodePoint(code) : m;
    }
    return ENTITIES[e.toLowerCase()] ?? m;
  });
}

/** mammoth's HTML is regular (p, h1–h6, li, table/tr/td, strong, em, a, br): a flat scan is enough. */
function htmlToLines(html: string): CvLine[] {
  const lines: CvLine[] = [];
  const tokens = html.match(/<[^>]+>|[^<]+/g) ?? [];
  let block: Block | null = null;
  let strongDepth = 0;
  let boldChars = 0;
  let allChars = 0;
  let listDepth = 0;
  // Table state: rows collect cells; each cell collects blocks.
  const tableStack: { rows: Block[][][] }[] = [];
  let cellBlocks: Block[] | null = null;

  const emit = (b: Block) => {
    if (cellBlocks) cellBlocks.push(b);
    else pushBlock(b);
  };
  const pushBlock = (b: Block) => {
    for (const part of b.text.split('\n')) {
      const text = part.replace(/[ \u00a0]+/g, ' ').trim();
      if (!text) continue;
      lines.push({
        text,
        size: 0,
        bold: b.bold,
        bullet: b.bullet,
        heading: b.heading,
        ...(b.level > 0 ? { headingLevel: b.level } : {}),
      });
    }
  };
  const closeBlock = () => {
    if (!block) return;
    block.bold = allChars > 0 && boldChars / allChars > 0.8;
    emit(block);
    block = null;
  };

  for (const token of tokens) {
    if (token[0] !== '<') {
      const text = decodeEntities(token);
      block ??= { text: '', bold: false, bullet: listDepth > 0, heading: false, level: 0 };
      block.text += text;
      const n = text.replace(/\s/g, '').length;
      allChars += n;
      if (strongDepth > 0) boldChars += n;
      continue;
    }
    const m = /^<(\/?)([a-z0-9]+)/i.exec(token);
    if (!m) continue;
    const closing = m[1] === '/';
    const tag = m[2]!.toLowerCase();
    switch (tag) {
      case 'strong':
      case 'b':
        strongDepth += closing ? -1 : 1;
        break;
      case 'br':
        if (block) block.text += '\n';
        break;
      case 'ul':
      case 'ol':
        listDepth += closing ? -1 : 1;
        break;
      case 'p':
      case 'li':
      case 'h1':
      case 'h2':
      case 'h3':
      case 'h4':
      case 'h5':
      case 'h6':
        closeBlock();
        if (!closing) {
          block = {
            text: '',
            bold: false,
            bullet: tag === 'li',
            heading: tag[0] === 'h',
            level: tag[0] === 'h' ? Number(tag[1]) : 0,
          };
          boldChars = 0;
          allChars = 0;
        }
        break;
      case 'table':
        closeBlock();
        if (!closing) {
          tableStack.push({ rows: [] });
        } else {
          const table = tableStack.pop();
          if (table) for (const row of table.rows) emitRow(row, emit);
        }
        break;
      case 'tr':
        if (!closing) tableStack[tableStack.length - 1]?.rows.push([]);
        break;
      case 'td':
      case 'th':
        closeBlock();
        if (!closing) {
          cellBlocks = [];
        } else if (cellBlocks) {
          const rows = tableStack[tableStack.length - 1]?.rows;
          rows?.[rows.length - 1]?.push(cellBlocks);
          cellBlocks = null;
        }
        break;
      default:
        break;
    }
  }
  closeBlock();
  return lines;
}

function emitRow(cells: Block[][], emit: (b: Block) => void) {
  const nonEmpty = cells.filter((c) => c.some((b) => b.text.trim()));
  const single = nonEmpty.every((c) => c.length === 1 && !c[0]!.text.includes('\n'));
  if (single && nonEmpty.length > 1) {
    emit({
      text: nonEmpty.map((c) => c[0]!.text.trim()).join('\t'),
      bold: nonEmpty.every((c) => c[0]!.bold),
      bullet: false,
      heading: false,
      level: 0,
    });
    return;
  }
  for (const cell of nonEmpty) for (const b of cell) emit(b);
}
