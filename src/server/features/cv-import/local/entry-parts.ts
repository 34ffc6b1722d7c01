import { isLocation } from './contacts.ts';

/**
 * Telling the parts of an entry header apart: job title vs employer, degree vs field of
 * study vs school. Word lists, not a model: they are small, explainable and testable.
 */

const TITLE_WORDS =
  /\b(?:engineer|engineering manager|developer|programmer|manager|director|head|lead|leader|chief|officer|president|vp|vice|analyst|designer|consultant|specialist|coordinator|assistant|associate|executive|intern|internship|trainee|apprentice|administrator|architect|scientist|researcher|professor|lecturer|teacher|tutor|instructor|nurse|physician|doctor|surgeon|therapist|pharmacist|technician|technologist|accountant|auditor|controller|bookkeeper|clerk|representative|rep|agent|advisor|adviser|planner|buyer|recruiter|partner|founder|co-founder|owner|editor|writer|journalist|reporter|copywriter|producer|photographer|artist|illustrator|chef|cook|barista|server|waiter|waitress|cashier|supervisor|foreman|operator|driver|mechanic|electrician|plumber|carpenter|welder|paralegal|lawyer|attorney|solicitor|counsel|counsellor|counselor|strategist|marketer|owner|member|fellow|volunteer|postdoc|postdoctoral|student|ambassador|curator|librarian|secretary|receptionist|merchandiser|steward|stewardess|pilot|inspector|surveyor|estimator|dispatcher|scheduler|buyer|trader|broker|underwriter|actuary|economist|statistician|sre|devops|cto|ceo|cfo|coo|cmo|cio|ciso|svp|evp|principal|staff|senior|junior|sr\.?|jr\.?|ingénieur|ingenieur|entwickler|leiter|berater|chef de projet|responsable|gerente|jefe|desarrollador|analista|consultor|sales|marketing|product|project|program|account|customer|support|success)\b/i;

const COMPANY_WORDS =
  /\b(?:inc|ltd|llc|llp|gmbh|ag|plc|corp|corporation|company|co|s\.?a\.?s?|s\.?r\.?l|b\.?v|n\.?v|pty|limited|group|holdings|bank|partners|labs?|technologies|technology|tech|solutions|systems|software|consulting|consultancy|agency|studio|studios|ventures|capital|industries|international|global|media|health|healthcare|hospital|clinic|foundation|trust|council|ministry|department|services|enterprises|associates|logistics|airlines|airways|motors|energy|pharma|pharmaceuticals|insurance|university|college|school|institute|nhs|gouvernement|government|authority|restaurant|café|cafe|hotel|hotels|resorts|store|stores|retail|foods|brewing|coffee|bakery|publishing|press|news|network|networks|communications|telecom|games|entertainment|fund|bureau|office|centre|center|museum|library|lab)\b\.?/i;

const TITLE_END = new RegExp(`(?:${TITLE_WORDS.source})\\W*$`, 'i');

export function titleScore(text: string): number {
  return (text.match(new RegExp(TITLE_WORDS.source, 'gi')) ?? []).length;
}

export function companyScore(text: string): number {
  return (text.match(new RegExp(COMPANY_WORDS.source, 'gi')) ?? []).length;
}

/**
 * Pieces of an experience header (date range already removed). Locations and
 * employment-type notes are dropped; of the rest the piece that reads most like a job
 * title is the title and another the company. A tie keeps the written order, title first.
 */
export function splitTitleCompany(pieces: string[]): { jobTitle: string; company: string } {
  const parts: string[] = [];
  for (const piece of pieces) {
    const p = piece.trim();
    if (!p) continue;
    if (
      (isLocation(p) && titleScore(p) === 0 && companyScore(p) === 0) ||
      /^(?:full[- ]time|part[- ]time|contract|freelance|permanent|temporary|remote|hybrid|on[- ]site|internship)$/i.test(
        p,
      )
    )
      continue;
    // 'Engineer at Google', 'Engineer @ Google'.
    const at = /^(.+?)\s+(?:at|@|chez|bei|en)\s+(.+)$/i.exec(p);
    if (at && titleScore(at[1]!) > 0) {
      parts.push(at[1]!, at[2]!);
      continue;
    }
    parts.push(p);
  }
  if (parts.length === 1) {
    const only = parts[0]!;
    // 'Senior Engineer, Acme Corp' in one piece: split at the comma unless it is 'Acme, Inc.'.
    const comma = /^(.+?),\s+(.+)$/.exec(only);
    if (comma && !/^(?:inc|ltd|llc|plc|gmbh|ag|s\.a|co)\b/i.test(comma[2]!)) {
      parts.splice(0, 1, comma[1]!, comma[2]!);
    } else {
      return titleScore(only) >= companyScore(only) || titleScore(only) > 0
        ? { jobTitle: only, company: '' }
        : { jobTitle: '', company: only };
    }
  }
  if (parts.length === 0) return { jobTitle: '', company: '' };
  // A title usually ends in its title word ('Software Engineer'); a company name may hold
  // one ('Software', 'Health') without being a title.
  // A note in brackets after the title ('Manager (Temporary)') leaves its last word the title word.
  const endsInTitle = (s: string) => (TITLE_END.test(s.replace(/\s*\([^()]*\)$/, '')) ? 1 : 0);
  // 'Head of Department', 'Director of Nursing': a title, whatever the words after 'of'.
  const headOf = (s: string) =>
    /^(?:head|director|chief|manager|lead|dean|vice president) of\b/i.test(s) ? 2 : 0;
  const lean = (s: string) => titleScore(s) + endsInTitle(s) + headOf(s) - companyScore(s) * 1.5;
  if (parts.length > 2) {
    // Employer on one line, title on the next ('Acme Health — Graz' over 'Nurse, 2019 –
    // 2021'): the piece that reads most like a title, and the first of the rest.
    let t = 0;
    parts.forEach((p, i) => {
      if (lean(p) > lean(parts[t]!)) t = i;
    });
    const rest = parts.filter((_, i) => i !== t);
    const c = rest.find((p) => lean(p) < 0) ?? rest[0]!;
    return { jobTitle: parts[t]!, company: c };
  }
  const [a, b] = [parts[0]!, parts[1]!];
  return lean(b) > lean(a) ? { jobTitle: b, company: a } : { jobTitle: a, company: b };
}

/** A town's name: a few capitalised words that name no job, employer, school or degree. */
function looksLikePlace(text: string): boolean {
  const t = text.trim();
  if (isLocation(t)) return true;
  return (
    t.length <= 30 &&
    /^\p{Lu}[\p{L}'’.-]*(?:[ -]\p{Lu}[\p{L}'’.-]*){0,2}$/u.test(t) &&
    titleScore(t) === 0 &&
    companyScore(t) === 0 &&
    !isSchool(t) &&
    !isDegree(t)
  );
}

/** A piece that names only a job ('Staff Nurse'), after which a town is no employer's. */
function titleOnly(text: string): boolean {
  return (
    !text.includes(',') &&
    !isSchool(text) &&
    (TITLE_END.test(text) || titleScore(text) > companyScore(text))
  );
}

/**
 * The pieces of one header line without the town written after an employer or school
 * ('Quillon Hospital, Hyderabad', 'Studio Pennywhistle — Yokohama'). A name after a job
 * title is the employer, whatever it looks like ('Engineer, Cobaltreef Digital').
 */
export function withoutTown(pieces: string[], job = false): string[] {
  const out = [...pieces];
  const last = out.length - 1;
  if (
    last >= 1 &&
    looksLikePlace(out[last]!) &&
    ((job && last >= 2) || (!titleOnly(out[last - 1]!) && !isDegree(out[last - 1]!)))
  )
    out.pop();
  const tail = out.length - 1;
  const comma = tail >= 0 ? /^(.+),\s+([^,]+)$/.exec(out[tail]!) : null;
  // In a job's header the piece right before the town decides ('Associate, Kestrel &
  // Moore LLP, Leeds': 'Associate' is a title and a degree).
  const before = (job ? comma?.[1]!.split(/,\s+/).at(-1) : comma?.[1]) ?? '';
  // In a job's header, after two pieces (title and employer) a town is a town, whatever the
  // employer's name; a school's name may end in its town ('Federal College, Oke-Ilu').
  const afterTwo = job && (tail >= 1 || (comma?.[1]!.split(/,\s+/).length ?? 0) >= 2);
  if (comma && looksLikePlace(comma[2]!) && (afterTwo || (!titleOnly(before) && !isDegree(before))))
    out[tail] = comma[1]!.trim();
  return out;
}

const SCHOOL_WORDS =
  /(?<![\p{L}])(?:universi(?:ty|té|te|tà|tat|tät|dad|dade|teit)|facul(?:ty|té|tad|dade)|college|school|institute|institut|instituto|academy|académie|akademie|polytechnic|politecnico|polytechnique|école|ecole|hochschule|fachhochschule|conservatory|conservatoire|seminary|lycée|lycee|gymnasium|iit|mit|ucl|lse|insead|ucla|nyu|kth|eth|epfl|tu)(?![\p{L}])/iu;

const DEGREE_HEAD = new RegExp(
  [
    "(?:Bachelor|Master|Doctor|Associate)(?:['’]s)?(?:\\s+Degree)?(?:\\s+of\\s+(?:Applied\\s+Science|Business\\s+Administration|Business\\s+Studies|Fine\\s+Arts|Public\\s+Health|Public\\s+Administration|Social\\s+Work|Computer\\s+Applications|Dental\\s+Surgery|Science|Arts|Engineering|Laws|Education|Commerce|Technology|Philosophy|Medicine|Nursing|Music|Architecture|Pharmacy|Letters|Research))?(?:\\s+Degree)?",
    'Ph\\.?\\s?D\\.?',
    'D\\.?Phil\\.?',
    'M\\.?Phil\\.?',
    'EMBA',
    'MBA',
    'MPA',
    'MPH',
    'MFA',
    'BFA',
    'BBA',
    'BSN',
    'MSN',
    'M\\.?Sc\\.?',
    'B\\.?Sc\\.?',
    'M\\.?S\\.',
    'B\\.?S\\.',
    'MS',
    'BS',
    'B\\.?A\\.?',
    'M\\.?A\\.?',
    'M\\.?Eng\\.?',
    'B\\.?Eng\\.?',
    'B\\.?Com\\.?',
    'M\\.?Com\\.?',
    'B\\.?Tech\\.?',
    'M\\.?Tech\\.?',
    'LL\\.?B\\.?',
    'LL\\.?M\\.?',
    'J\\.?D\\.?',
    'M\\.?D\\.?',
    'HND',
    'HNC',
    'BTEC(?:\\s+(?:Level\\s+\\d|National\\s+Diploma|Extended\\s+Diploma))*',
    'A[- ]Levels?',
    'GCSEs?',
    'High\\s+School\\s+Diploma',
    '(?:Advanced|Graduate|Postgraduate|National)\\s+Diploma',
    'Diploma',
    '(?:Postgraduate|Graduate|Professional|Advanced)\\s+Certificate',
    'Certificate(?:\\s+(?:IV|III|II))?',
    'Licence',
    'Licenciatura',
    'Licenciado',
    'Maîtrise',
    'Diplom(?:-[\\p{L}]+)?',
    'Abitur',
    'Baccalauréat',
    'Baccalaureate',
    'Doctorate',
    'Master',
    'Bachelor',
    'Magister',
    'Laurea(?:\\s+Magistrale)?',
    // School-leaving qualifications and other countries' degrees.
    'Matura',
    'Ensino\\s+Médio',
    'Class\\s+XII(?:\\s*\\([A-Z]+\\))?',
    'WASSCE',
    'OSSD',
    'Higher\\s+School\\s+Certificate(?:\\s*\\(HSC\\))?',
    'HSC',
    'Bacharelado',
    'Mestrado',
    'Doutorado',
  ].join('|'),
  'u',
);
const DEGREE_RE = new RegExp(
  `^(${DEGREE_HEAD.source})(?:\\s*\\((?:Hons?|Honours|Honors)\\.?\\))?(?![\\p{L}])`,
  'iu',
);
const DEGREE_ANYWHERE = new RegExp(`(?<![\\p{L}])(?:${DEGREE_HEAD.source})(?![\\p{L}])`, 'u');

export function isDegree(text: string): boolean {
  return DEGREE_RE.test(text.trim()) || /\b(?:degree|diploma)\b/i.test(text);
}

export function isSchool(text: string): boolean {
  return SCHOOL_WORDS.test(text);
}

/** 'Bachelor of Science in Computer Science' → degree 'Bachelor of Science', field 'Computer Science'. */
export function splitDegree(text: string): { degree: string; fieldOfStudy: string } {
  const t = text.trim();
  const m = DEGREE_RE.exec(t);
  if (m) {
    const degree = m[0].trim();
    const rest = t
      .slice(m[0].length)
      .replace(/^\s*(?:\((?:[A-Z][\w.]*)\)\s*)?/, '')
      .replace(/^\s*(?:in|of|en|in the field of|—|–|-|,|:|\/)\s*/i, '')
      .trim();
    return { degree, fieldOfStudy: rest.replace(/^[,–—:-]\s*/, '') };
  }
  // 'Computer Science BSc', 'Economics (BA)'.
  const tail = new RegExp(`^(.+?)[,\\s(]+(${DEGREE_HEAD.source})\\)?$`, 'iu').exec(t);
  // 'Ontario Secondary School Diploma' is the qualification's whole name, not a field.
  if (tail && !/^(?:in|of)$/i.test(tail[1]!) && !isSchool(tail[1]!))
    return { degree: tail[2]!, fieldOfStudy: tail[1]!.trim() };
  return { degree: t, fieldOfStudy: '' };
}

/** Pieces of an education header → school, degree, field of study. */
export function splitEducation(pieces: string[]): {
  school: string;
  degree: string;
  fieldOfStudy: string;
} {
  let school = '';
  let degreeText = '';
  const others: string[] = [];
  // 'Ontario Secondary School Diploma' names a school word too: it is the degree when
  // another piece is a school and names no degree.
  const plainSchool = pieces.some((p) => isSchool(p) && !isDegree(p));
  for (const raw of pieces) {
    const p = raw.trim();
    if (!p || (isLocation(p) && !isSchool(p) && !isDegree(p))) continue;
    if (!degreeText && isDegree(p) && !(isSchool(p) && !DEGREE_RE.test(p) && !plainSchool)) {
      // 'BSc Computer Science, University of Leeds' in one piece: cut at the comma that
      // starts the school ('Bachelor of Fine Arts, Graphic Design, Oregon State University').
      const commas = [...p.matchAll(/,\s+/g)].map((m) => m.index);
      const cut = commas
        .reverse()
        .find((i) => isSchool(p.slice(i + 1)) && !isSchool(p.slice(0, i)));
      if (cut !== undefined) {
        degreeText = p.slice(0, cut).trim();
        if (!school) school = p.slice(cut + 1).trim();
      } else {
        degreeText = p;
      }
      continue;
    }
    if (!school && isSchool(p)) {
      school = p;
      continue;
    }
    others.push(p);
  }
  if (!school && others.length > 0 && degreeText) school = others.shift()!;
  if (!degreeText && others.length > 0) {
    const candidate = others.find((o) => DEGREE_ANYWHERE.test(o));
    if (candidate) {
      degreeText = candidate;
      others.splice(others.indexOf(candidate), 1);
    } else if (!school) {
      school = others.shift()!;
    }
    if (!degreeText && others.length > 0) degreeText = others.shift()!;
  }
  const { degree, fieldOfStudy } = splitDegree(degreeText);
  return {
    school,
    degree,
    fieldOfStudy:
      fieldOfStudy || (others[0] ?? '').replace(/^(?:in|of)\s+/i, '').replace(/[,;]$/, ''),
  };
}

/**
 * Grades and honours as CVs write them, in several countries' systems: 'GPA 3.7/4.0',
 * 'mention Très bien', 'magna cum laude', 'First Class Honours', 'Second Class Upper',
 * 'Distinction', 'Honour roll', "Dean's List", '72%', 'ATAR 93.15', 'Good (2)'.
 */
const GRADE_RE =
  /(?:\b(?:c?gpa|cr|atar|grade|note|mention)\b\s*:?\s*\S|\b(?:summa|magna)?\s*cum laude\b|\b(?:first|second|third|upper second|lower second)[- ]class\b|\bsecond class (?:upper|lower)\b|\b(?:high )?distinction(?: average)?\b|\bhonou?r roll\b|\bdean[’']?s list\b|\bpassed with\b|\bmerit\b|\b\d+ credits\b|(?<![\d.])\d{1,3}(?:[.,]\d+)?\s*%|\b\d(?:[.,]\d+)?\s*\/\s*\d+(?:[.,]\d+)?\b|^(?:very good|good|satisfactory|sufficient|excellent)\b)/iu;

/** A piece's grade cut off: 'École Supérieure mention Bien' → rest and grade; null when it has none. */
export function splitGrade(piece: string): { rest: string; grade: string } | null {
  const m = GRADE_RE.exec(piece);
  if (!m) return null;
  const at =
    m.index === 0 ? 0 : piece.lastIndexOf(' ', m.index + (m[0].startsWith(' ') ? 1 : 0)) + 1;
  // A degree named after its honours ('BSc (Hons)', 'Master with Distinction') keeps them.
  if (at > 0 && isDegree(piece.slice(0, at)) && !isSchool(piece.slice(0, at))) return null;
  return {
    rest: piece
      .slice(0, at)
      .trim()
      .replace(/[,;–—-]$/, '')
      .trim(),
    grade: piece.slice(at).trim(),
  };
}
