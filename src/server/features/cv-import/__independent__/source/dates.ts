/**
 * How a CV prints its dates, and what a perfect reader takes from them: one function gives
 * both, so the document and its truth cannot disagree.
 */

/** [month '01'–'12', year 'YYYY']. */
export type YearMonth = [month: string, year: string];

type DateFormat =
  | 'mon-year' // May 2019
  | 'month-year' // September 2021
  | 'mon-dot-year' // Sept. 2021
  | 'mm/yyyy' // 05/2019
  | 'mm.yyyy' // 04.2020
  | 'mon/yyyy' // Jan/2021
  | 'yyyy/mm' // 2021/04
  | 'yyyy'; // 2019

type CurrentWord = 'Present' | 'present' | 'Current' | 'Now' | 'today' | 'to date' | 'Till Date';

export interface DateStyle {
  format: DateFormat;
  current: CurrentWord;
  /** Between start and end; '–' alone gives '2018–present'. */
  separator: ' – ' | ' - ' | '–' | ' to ';
  /** The current job as 'Since 2022' instead of a range. */
  since: boolean;
}

export interface DateTruth {
  startMonth: string;
  startYear: string;
  endMonth: string;
  endYear: string;
  isCurrentJob: boolean;
}

const MON = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const MONTH = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
// The abbreviations style guides print with a full stop; short months stay whole.
const MON_DOT = [
  'Jan.',
  'Feb.',
  'Mar.',
  'Apr.',
  'May',
  'June',
  'July',
  'Aug.',
  'Sept.',
  'Oct.',
  'Nov.',
  'Dec.',
];

function formatDate(format: DateFormat, [month, year]: YearMonth): string {
  const i = Number(month) - 1;
  switch (format) {
    case 'mon-year':
      return `${MON[i]} ${year}`;
    case 'month-year':
      return `${MONTH[i]} ${year}`;
    case 'mon-dot-year':
      return `${MON_DOT[i]} ${year}`;
    case 'mm/yyyy':
      return `${month}/${year}`;
    case 'mm.yyyy':
      return `${month}.${year}`;
    case 'mon/yyyy':
      return `${MON[i]}/${year}`;
    case 'yyyy/mm':
      return `${year}/${month}`;
    case 'yyyy':
      return year;
  }
}

export interface FormattedRange {
  text: string;
  truth: DateTruth;
  /** The failure classes this way of printing exercises (see classes.ts). */
  classes: string[];
}

export function formatRange(style: DateStyle, start: YearMonth, end?: YearMonth): FormattedRange {
  const yearOnly = style.format === 'yyyy';
  const truth: DateTruth = {
    startMonth: yearOnly ? '' : start[0],
    startYear: start[1],
    endMonth: end && !yearOnly ? end[0] : '',
    endYear: end ? end[1] : '',
    isCurrentJob: !end,
  };
  const classes: string[] = [];
  if (yearOnly) classes.push('dates:year-only');
  if (style.format === 'mon/yyyy') classes.push('dates:month-slash-year');
  if (style.format === 'mm.yyyy') classes.push('dates:dotted');
  if (style.format === 'mon-dot-year' && /Sept\.|\w{3}\./.test(formatDate(style.format, start)))
    classes.push('dates:abbreviation-dot');
  if (style.format === 'yyyy/mm') classes.push('dates:year-first');
  const from = formatDate(style.format, start);
  let text: string;
  if (!end && style.since) {
    text = `Since ${from}`;
    classes.push('dates:since');
  } else if (!end) {
    text =
      style.current === 'to date' ? `${from} to date` : `${from}${style.separator}${style.current}`;
    classes.push(`current:${style.current.toLowerCase().replace(/\s+/g, '-')}`);
    if (yearOnly && style.separator === '–') classes.push('dates:compact-range');
  } else if (yearOnly && start[1] === end[1]) {
    // People write a summer internship as '2012', not '2012 – 2012'.
    text = from;
  } else {
    text = `${from}${style.separator}${formatDate(style.format, end)}`;
  }
  return { text, truth, classes };
}
