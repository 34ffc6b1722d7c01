/**
 * A small CSV reader for the files of a LinkedIn data export (RFC 4180): fields in double
 * quotes may hold commas, line breaks and doubled quotes; lines end in CRLF, LF or CR; a
 * byte order mark at the start is dropped. Each record is a list of fields; blank lines are
 * skipped. The reader never throws: an unclosed quote runs to the end of the text, as
 * spreadsheet programs read it.
 */
export function parseCsv(text: string): string[][] {
  const source = text.startsWith('\uFEFF') ? text.slice(1) : text;
  const records: string[][] = [];
  let record: string[] = [];
  let field = '';
  let quoted = false;
  let i = 0;

  const endField = () => {
    record.push(field);
    field = '';
  };
  const endRecord = () => {
    endField();
    // A blank line is one empty field: not a record.
    if (record.length > 1 || record[0] !== '') records.push(record);
    record = [];
  };

  while (i < source.length) {
    const ch = source[i]!;
    if (quoted) {
      if (ch === '"') {
        if (source[i + 1] === '"') {
          field += '"';
          i += 2;
          continue;
        }
        quoted = false;
      } else {
        field += ch;
      }
      i += 1;
      continue;
    }
    if (ch === '"') quoted = true;
    else if (ch === ',') endField();
    else if (ch === '\r' || ch === '\n') {
      endRecord();
      if (ch === '\r' && source[i + 1] === '\n') i += 1;
    } else field += ch;
    i += 1;
  }
  if (field !== '' || record.length > 0) endRecord();
  return records;
}

/**
 * The records of a CSV as objects keyed by the header's names, lower-cased and trimmed (so
 * 'Finished On' and 'finished on' are one column). Extra columns are kept, missing ones are
 * absent; values are trimmed, their line breaks made '\n'.
 */
export function readCsvRows(text: string): Record<string, string>[] {
  const [header, ...rows] = parseCsv(text);
  if (!header) return [];
  const keys = header.map((h) => h.trim().toLowerCase());
  return rows.map((row) => {
    const out: Record<string, string> = {};
    keys.forEach((key, index) => {
      if (key !== '' && !(key in out)) {
        out[key] = (row[index] ?? '').replace(/\r\n?/g, '\n').trim();
      }
    });
    return out;
  });
}
