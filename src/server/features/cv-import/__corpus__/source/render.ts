import {
  AlignmentType,
  BorderStyle,
  Document,
  HeadingLevel,
  LevelFormat,
  Paragraph,
  Table,
  TableCell,
  TableRow,
  TabStopType,
  TextRun,
  WidthType,
} from 'docx';
import { documentBlocks, type Block } from './blocks.ts';
import type { Variant } from './variants.ts';

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

function contactsText(items: string[], v: Variant): string[] {
  return v.contacts === 'lines' ? items : [items.join(v.contacts)];
}

// ── HTML (printed to PDF by Chromium) ───────────────────────────────────────────────────

function htmlBlocks(blocks: Block[], v: Variant, bullet: string): string {
  return blocks
    .map((b) => {
      switch (b.kind) {
        case 'name':
          return `<h1>${esc(b.text)}</h1>`;
        case 'headline':
          return `<p class="headline">${esc(b.text)}</p>`;
        case 'contacts':
          return contactsText(b.items, v)
            .map((c) => `<p class="contact">${esc(c)}</p>`)
            .join('');
        case 'heading':
          return `<h2>${esc(b.text)}</h2>`;
        case 'paragraph':
          return `<p>${esc(b.text)}</p>`;
        case 'note':
          return `<p class="note">${esc(b.text)}</p>`;
        case 'bullet':
          return `<p class="bullet">${bullet}&nbsp;${esc(b.text)}</p>`;
        case 'entry':
          return b.rows
            .map(
              (r) =>
                `<div class="row${r.strong ? ' strong' : ''}"><span>${esc(r.left)}</span>${r.right ? `<span>${esc(r.right)}</span>` : ''}</div>`,
            )
            .join('');
      }
    })
    .join('\n');
}

const BASE_CSS = `
  @page { size: A4; margin: 16mm 15mm; }
  body { font-family: 'DejaVu Sans', 'Liberation Sans', sans-serif; font-size: 10pt; color: #222; margin: 0; }
  h1 { font-size: 22pt; margin: 0 0 2pt; }
  h2 { font-size: 11.5pt; margin: 12pt 0 4pt; color: #1d4e89; border-bottom: 1px solid #bbb; }
  p { margin: 0 0 3pt; line-height: 1.3; }
  .headline { font-size: 12pt; color: #555; }
  .contact { color: #444; }
  .row { display: flex; justify-content: space-between; gap: 12pt; margin-top: 3pt; }
  .row.strong { font-weight: bold; margin-top: 7pt; }
  .bullet { padding-left: 10pt; text-indent: -8pt; }
  .note { font-style: italic; color: #555; }
`;

export function renderHtml(v: Variant): string {
  const d = documentBlocks(v);
  if (v.format === 'pdf-2col') {
    const [name, ...rest] = d.header;
    const headline = rest.filter((b) => b.kind === 'headline');
    const contacts = rest.filter((b) => b.kind === 'contacts');
    const top = htmlBlocks(
      [name!, ...headline, ...(v.contacts === 'lines' ? [] : contacts)],
      v,
      '–',
    );
    const side = htmlBlocks(
      [...(v.contacts === 'lines' ? contacts : []), ...d.skills, ...d.education],
      v,
      '–',
    );
    const main = htmlBlocks([...d.summary, ...d.experience], v, '•');
    return `<!doctype html><html><head><meta charset="utf-8"><style>${BASE_CSS}
      .grid { display: grid; grid-template-columns: 32% 1fr; gap: 22pt; }
      .side { background: #f1f5fa; padding: 8pt; font-size: 9pt; }
      .side .row { display: block; }
      .side .row span { display: block; }
      header { margin-bottom: 8pt; }
    </style></head><body><header>${top}</header><div class="grid"><aside class="side">${side}</aside><main>${main}</main></div></body></html>`;
  }
  const body = htmlBlocks(
    [...d.header, ...d.summary, ...d.experience, ...d.education, ...d.skills],
    v,
    '•',
  );
  const spaced =
    v.headingCase === 'spaced' ? 'h2 { white-space: pre; border: none; color: #000; }' : '';
  return `<!doctype html><html><head><meta charset="utf-8"><style>${BASE_CSS}${spaced}</style></head><body>${body}</body></html>`;
}

// ── DOCX (also the source of the .doc and the Word-made PDF) ─────────────────────────────

const NO_BORDER = { style: BorderStyle.NONE, size: 0, color: 'FFFFFF' };
const NO_BORDERS = {
  top: NO_BORDER,
  bottom: NO_BORDER,
  left: NO_BORDER,
  right: NO_BORDER,
  insideHorizontal: NO_BORDER,
  insideVertical: NO_BORDER,
};

export function renderDocx(v: Variant): Document {
  const d = documentBlocks(v);
  const useTables = v.format === 'docx-table';
  const children: (Paragraph | Table)[] = [];
  const para = (b: Block): (Paragraph | Table)[] => {
    switch (b.kind) {
      case 'name':
        return [
          new Paragraph({
            heading: HeadingLevel.TITLE,
            children: [new TextRun({ text: b.text, bold: true, size: 40 })],
          }),
        ];
      case 'headline':
        return [new Paragraph({ children: [new TextRun({ text: b.text, size: 24 })] })];
      case 'contacts':
        if (useTables && v.contacts === 'lines') {
          return [
            new Table({
              borders: NO_BORDERS,
              width: { size: 100, type: WidthType.PERCENTAGE },
              rows: [
                new TableRow({
                  children: b.items.map((i) => new TableCell({ children: [new Paragraph(i)] })),
                }),
              ],
            }),
          ];
        }
        return contactsText(b.items, v).map((c) => new Paragraph(c));
      case 'heading':
        return [
          v.headingCase === 'title'
            ? new Paragraph({ heading: HeadingLevel.HEADING_2, children: [new TextRun(b.text)] })
            : new Paragraph({
                spacing: { before: 240 },
                children: [new TextRun({ text: b.text, bold: true, size: 24 })],
              }),
        ];
      case 'paragraph':
        return [new Paragraph(b.text)];
      case 'note':
        return [new Paragraph({ children: [new TextRun({ text: b.text, italics: true })] })];
      case 'bullet':
        return [
          new Paragraph({
            numbering: { reference: 'bullets', level: 0 },
            children: [new TextRun(b.text)],
          }),
        ];
      case 'entry':
        if (useTables) {
          return [
            new Table({
              borders: NO_BORDERS,
              width: { size: 100, type: WidthType.PERCENTAGE },
              rows: b.rows.map(
                (r) =>
                  new TableRow({
                    children: [
                      new TableCell({
                        width: { size: 70, type: WidthType.PERCENTAGE },
                        children: [
                          new Paragraph({
                            children: [new TextRun({ text: r.left, bold: r.strong })],
                          }),
                        ],
                      }),
                      new TableCell({
                        width: { size: 30, type: WidthType.PERCENTAGE },
                        children: [
                          new Paragraph({
                            alignment: AlignmentType.RIGHT,
                            children: [new TextRun(r.right ?? '')],
                          }),
                        ],
                      }),
                    ],
                  }),
              ),
            }),
          ];
        }
        return b.rows.map(
          (r) =>
            new Paragraph({
              tabStops: [{ type: TabStopType.RIGHT, position: 9000 }],
              children: [
                new TextRun({ text: r.right ? `${r.left}\t${r.right}` : r.left, bold: r.strong }),
              ],
            }),
        );
    }
  };
  for (const b of [...d.header, ...d.summary, ...d.experience, ...d.education, ...d.skills])
    children.push(...para(b));
  return new Document({
    numbering: {
      config: [
        {
          reference: 'bullets',
          levels: [
            {
              level: 0,
              format: LevelFormat.BULLET,
              text: '•',
              alignment: AlignmentType.LEFT,
              style: { paragraph: { indent: { left: 360, hanging: 260 } } },
            },
          ],
        },
      ],
    },
    sections: [{ children }],
  });
}

// ── Plain text ───────────────────────────────────────────────────────────────────────────

export function renderTxt(v: Variant): string {
  const d = documentBlocks(v);
  const marker = ['- ', '* ', '• '][v.person.key.length % 3]!;
  const out: string[] = [];
  for (const b of [...d.header, ...d.summary, ...d.experience, ...d.education, ...d.skills]) {
    switch (b.kind) {
      case 'name':
      case 'headline':
      case 'paragraph':
      case 'note':
        out.push(b.text);
        break;
      case 'contacts':
        out.push(...contactsText(b.items, v));
        break;
      case 'heading':
        out.push('', b.text, v.headingCase === 'upper' ? '='.repeat(b.text.length) : '');
        break;
      case 'bullet':
        out.push(`${marker}${b.text}`);
        break;
      case 'entry':
        out.push('');
        for (const r of b.rows) out.push(r.right ? `${r.left}    ${r.right}` : r.left);
        break;
    }
  }
  return `${out
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim()}\n`;
}
