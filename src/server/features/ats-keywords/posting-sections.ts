/**
 * Reads a posting's structure: which lines are requirements, responsibilities,
 * nice-to-haves, company blurb or boilerplate (benefits, pay, equal-opportunity text), so
 * the engine can rank requirements over nice-to-haves and ignore the boilerplate.
 */

export type SectionKind =
  'requirements' | 'responsibilities' | 'nice' | 'intro' | 'about' | 'boilerplate';

export interface Segment {
  text: string;
  /** Character offset in the posting. */
  offset: number;
  kind: SectionKind;
}

/** How much a mention in each kind of section counts. */
export const SECTION_WEIGHTS: Record<SectionKind, number> = {
  requirements: 3,
  responsibilities: 2.6,
  intro: 1.5,
  nice: 1.2,
  about: 0.4,
  boilerplate: 0,
};

// Order matters: "Preferred qualifications" is a nice-to-have, "Benefits and perks" boilerplate,
// "Essential duties" the role's duties, "Desired candidate profile" its requirements.
const HEADER_KINDS: [RegExp, SectionKind][] = [
  [
    /\b(essential (functions|duties)|main duties|your tasks|key tasks|your responsibilities)\b/,
    'responsibilities',
  ],
  [
    /\b((desired )?candidate profile|your profile|about you|person specification|(key )?selection criteria|what (our client|we)( is| are|'re)? looking for|what (our client|we) (needs?|expects?)|must[- ]haves?)\b/,
    'requirements',
  ],
  [
    /\b(benefits?|perks?|what we offer|we offer|compensation|salary|pay( range)?|rewards?|equal opportunit|eeo|diversity|inclusion|how to apply|to apply|application process|locations?|where|schedule|working hours|hours|why (join|work)|what'?s in it|(what'?s )?on offer|working (at|for) (?!heights?$)[a-z]+$|package|accommodations?|physical (demands|requirements)|work environment|the small print|legal|privacy|job type|employment type|start date|closing date|contract|remuneration|equity|safeguarding|interested|applying|why [a-z]+$)\b/,
    'boilerplate',
  ],
  [
    /\b(nice[- ]to[- ]haves?|preferred|bonus( points)?|desirable|desired|a plus|pluses|good to have|ideally|extra credit|even better|would be great|advantageous|added advantages?|not required)\b/,
    'nice',
  ],
  [
    /\b(about (us|the company|the team|our)|who we are|our (company|story|mission|team|client)|the company|company (overview|description)|about [a-z]+$)\b/,
    'about',
  ],
  [
    /\b(requirements?|qualifications?|what you('| wi)?ll need|what you need|what you bring|what you('| ha)?ve got|must[- ]haves?|you have|you are|about you|who you are|skills|experience|what we('| a)?re looking for|looking for|essential|competenc(y|ies)|education|licen[cs]es?|certifications?|the ideal candidate|ideal candidate|knowledge)\b/,
    'requirements',
  ],
  [
    /\b(responsibilit(y|ies)|what you('| wi)?ll do|what you will be doing|duties|the role|your role|role|key tasks|tasks|day[- ]to[- ]day|in this role|you will|job description|the job|the position|position|accountabilities|your impact|impact|mission)\b/,
    'responsibilities',
  ],
  [/\b(overview|summary|introduction|the opportunity|opportunity)\b/, 'intro'],
];

/**
 * A job board's filing fields ("Industry Type: Food Processing", "Department: Risk &
 * Compliance", "Role Category: Kitchen") name where the post is listed, not what it asks for.
 * Each is one line: the section it stands in goes on after it.
 */
const FILING_FIELD = /^(industry( type)?|department|role category|functional area)$/;

/**
 * "To apply" about applying for the job: after "encouraged", "welcome" or "invited", or
 * before a comma, the sentence's end, "through", "online" and the like. "The ability to apply
 * them to practical decisions" and "how to apply them in A/B testing" are requirements.
 */
const APPLYING = String.raw`(?:encouraged|welcome|invited) to apply|to apply(?=\s*(?:[,.;:!?)]|$|(?:for (?:this|the|our) (?:role|job|position|post|vacancy)|through|via|online|by|now|today|please|and|or|with|using)\b))`;

/**
 * How the employer handles the applicant's data ("We process your personal data in line with
 * the GDPR", "Your details will be held in line with POPIA", "Personal information is
 * processed according to POPIA" at a sentence's start): a privacy notice, not a skill. "Ensure
 * personal data is processed lawfully" is a data protection officer's task.
 */
const PRIVACY = String.raw`(?:process(?:es|ed|ing)?|hold(?:s|ing)?|held|handl(?:e|es|ed|ing)|keep(?:s|ing)?|kept|stor(?:e|es|ed|ing)|retain(?:s|ed|ing)?|us(?:e|es|ed|ing)) (?:your|applicants'?|candidates'?) (?:personal )?(?:data|details|information|applications?|cvs?)\b|\b(?:your|applicants'?|candidates'?|(?<=^\W*)personal) (?:personal )?(?:data|details|information|applications?|cvs?) (?:will|is|are|may) (?:be )?(?:processed|held|kept|stored|used|retained|handled|deleted|treated)|privacy (?:notice|policy|statement)`;

/** Whole sentences of boilerplate, wherever they stand. */
const BOILERPLATE_SENTENCE = new RegExp(
  String.raw`\b(equal[- ]opportunit|without regard|regardless of (race|age|gender|background|religion)|race, (colou?r|religion|creed)|national origin|sexual orientation|gender identity|protected (veteran|characteristic|class)|veteran status|affirmative action|reasonable accommodations?|401\(?k\)?|paid time off|\bpto\b|competitive (salary|pay|compensation|benefits|package|rates?)|salary (range|of|between|is)|pay (range|rate|is)|(health|medical)[, ]+(dental|vision)|dental (and|&) vision|vision (and|&) dental|parental leave|stock options|employee discount|visa sponsorship|sponsor (visas?|work)|background (check|screening)|drug (test|screen)|apply (now|today)|${APPLYING}|send (us )?(your|a) (cv|resume)|if you have (any )?questions|for (any )?(further|more) (information|details)|(company|employer|occupational|workplace) pension|pension (scheme|plan)|bike leasing|staff discount|quot(e|ing) (the |our |this )?(job |vacancy )?ref(erence)?\b|e-?verify|we offer|perks include|benefits include|per (hour|annum|year)|\$\s?\d|£\s?\d|€\s?\d|\d+k\b|gym membership|stipend|annual leave|days'? (of )?(holiday|vacation|annual leave|pto)|\b[A-Z][\w&]* offers? (a |an )?(competitive|equity|market|generous|flexible|comprehensive)|free (lunch|snacks|meals)|work[- ]life balance|hybrid (working|schedule|role)|remote[- ](first|friendly)|work from home|relocation (assistance|package)|tuition reimbursement|closing date|full[- ]time|part[- ]time|medical aid(?! claims?\b)|provident fund|retirement (fund|plan)s?\b|gratuity|mediclaim|(transport|housing|fuel|meal|car|leave|call duty) allowances?|canteen|free parking|life (assurance|insurance)|13th cheque|cost[- ]to[- ]company|share (plan|scheme)|cycle to work|(monday|mon)\s*(to|-|–|through)\s*(friday|fri)|${PRIVACY})`,
  'i',
);

/**
 * A sentence that lists protected characteristics ("people of every gender, origin,
 * religion, age and ability"): an equal-opportunity statement however it is worded. Three of
 * them in one list, so a posting about disability support or gender equality keeps its skills.
 */
const CHARACTERISTIC =
  '(?:gender(?: identity)?|sex|race|colou?r|religion|belief|age|origin|ethnicity|nationality|disability|sexual (?:orientation|identity)|marital status|pregnancy|caste)';
const CHARACTERISTICS_LIST = new RegExp(
  `\\b${CHARACTERISTIC}(?:\\s*(?:,|\\bor\\b|\\band\\b|/)\\s*(?:and |or )?${CHARACTERISTIC}\\b){2,}`,
  'i',
);

/**
 * A sentence that states a requirement in prose ("Applicants must hold …", "you need …"):
 * outside a requirements list it still ranks as one.
 */
const REQUIRED_SENTENCE =
  /\b(must|required|requires?|essential|mandatory|you need|you('ll| will) need|we need|you have|you bring|minimum|is a must|(applicants|candidates) should|you should (have|hold|be))\b/i;

/**
 * A sentence of the introduction that says what the hire will do ("We are hiring an
 * engineer to build APIs in Python", "You will run the ward's audits"): the role's tasks.
 */
const TASK_SENTENCE =
  /\b(hiring|looking for|seeking|recruiting|join)\b.*\bto (build|develop|design|create|lead|manage|run|maintain|deliver|support|own|drive|implement|operate|deploy|scale)\b|\b(you will|you'll|you would|will be responsible|your job will be)\b/i;

/** A sentence that names something as optional. */
const NICE_SENTENCE =
  /\b(a plus|is a plus|are a plus|nice[- ]to[- ]have|preferred|preferably|bonus|desirable|ideally|would be (great|nice|an advantage|a bonus)|(an )?advantage(ous)?|not required|not essential|beneficial|helpful but)\b/i;

/** A list item's bullet or number at the start of a line. */
export const BULLET = /^\s*(?:[-*•·▪◦‣–]|\d+[.)])\s*/;

function headerKind(head: string): SectionKind | undefined {
  const text = head
    .toLowerCase()
    .replace(/[^a-z'’ -]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  if (!text) return undefined;
  for (const [re, kind] of HEADER_KINDS) if (re.test(text)) return kind;
  return undefined;
}

/**
 * A line is a header when it is short, ends in a colon or carries no sentence
 * punctuation, and names a known section. "Requirements: 5 years of Java" is a header
 * with content on the same line.
 */
function readHeader(
  line: string,
): { kind: SectionKind; rest: string; restOffset: number; lineOnly?: boolean } | undefined {
  const stripped = line.replace(BULLET, '');
  const lead = line.length - stripped.length;
  const colon = /^([^:.!?]{2,60}):\s*/.exec(stripped);
  if (colon) {
    const lineOnly = FILING_FIELD.test(colon[1]!.trim().toLowerCase());
    const kind = lineOnly ? 'boilerplate' : headerKind(colon[1]!);
    if (!kind) return undefined;
    return {
      kind,
      rest: stripped.slice(colon[0].length),
      restOffset: lead + colon[0].length,
      ...(lineOnly ? { lineOnly } : {}),
    };
  }
  const bare = stripped
    .replace(/^#+\s*/, '')
    .replace(/[*_]+/g, '')
    .trim();
  if (!/[.,;!?]$/.test(bare) && !BULLET.test(line) && looksLikeHeading(bare)) {
    const kind = headerKind(bare);
    if (kind) return { kind, rest: '', restOffset: line.length };
  }
  return undefined;
}

/** Words section headings are made of: a bare line of only these is a heading. */
const HEADING_WORDS = new Set(
  `a about additional and apply are at basic be benefits bonus bring candidate certifications
  company compensation culture day demands description desired details do doing duties eeo
  education employment environment equal essential experience for good have how hours ideal
  in information is it job join key knowledge licenses licences life location looking
  minimum mission must need needs nice of offer on opportunity other our overview pay
  perks physical plus points position preferred qualification qualifications range
  required requirements responsibilities role salary schedule skills statement summary
  team the this to us values we what what's who why will work you you'll you've your
  abilities competencies impact ideally package rewards expect can expectations tasks profile
  person specification selection criteria functions added advantage advantages main purpose
  desired client needs equity remuneration safeguarding interested applying eligibility
  inclusion diversity equality`.split(/\s+/),
);

function looksLikeHeading(line: string): boolean {
  const words = line
    .toLowerCase()
    .replace(/[’]/g, "'")
    .split(/[\s&/-]+/)
    .filter(Boolean);
  if (words.length === 0 || words.length > 8) return false;
  // "About Acme", "About Northwind Health": the company's name follows.
  if (words[0] === 'about' && words.length <= 4) return true;
  return words.every((w) => HEADING_WORDS.has(w.replace(/[^a-z']/g, '')));
}

/** A sentence ends at its punctuation, not at a title before a name ("Dr. Sören Albers"). */
const SENTENCE_END = /(?<=[.!?;])(?<!\b(?:Dr|Mr|Mrs|Ms|Prof|St)\.)\s+(?=[A-Z0-9"'(])/g;

export function segmentPosting(text: string): Segment[] {
  const segments: Segment[] = [];
  let kind: SectionKind = 'intro';
  let lineStart = 0;
  for (const line of text.split('\n')) {
    const offset = lineStart;
    lineStart += line.length + 1;
    if (!line.trim()) continue;
    let content = line;
    let contentOffset = offset;
    const header = readHeader(line);
    // The section the next line goes on in: a heading's, or for a filing field, the one it
    // stands in. Headings found inside the line hold until its end.
    const lineKind: SectionKind = header && !header.lineOnly ? header.kind : kind;
    if (header) {
      kind = header.kind;
      content = header.rest;
      contentOffset = offset + header.restOffset;
      if (!content.trim()) {
        kind = lineKind;
        continue;
      }
    }
    let from = 0;
    const pieces: [string, number][] = [];
    for (const m of content.matchAll(SENTENCE_END)) {
      pieces.push([content.slice(from, m.index), from]);
      from = m.index + m[0].length;
    }
    pieces.push([content.slice(from), from]);
    for (const [piece, pieceAt] of pieces) {
      let sentence = piece;
      let at = pieceAt;
      // A posting pasted as one paragraph keeps its headings inside it ("… and PostgreSQL.
      // Requirements: 3+ years with Python …"): a sentence led by one starts that section.
      const inline = pieceAt > 0 ? readHeader(piece) : undefined;
      if (inline && /^[^:]+:/.test(piece)) {
        kind = inline.kind;
        sentence = piece.slice(inline.restOffset);
        at = pieceAt + inline.restOffset;
      }
      if (!sentence.trim()) continue;
      let sentenceKind = kind;
      if (
        kind !== 'boilerplate' &&
        (BOILERPLATE_SENTENCE.test(sentence) || CHARACTERISTICS_LIST.test(sentence))
      )
        sentenceKind = 'boilerplate';
      else if (
        (kind === 'requirements' || kind === 'responsibilities' || kind === 'intro') &&
        // "HRIS (Workday preferred)": the aside is optional, not the requirement.
        NICE_SENTENCE.test(sentence.replace(/\([^)]*\)/g, ''))
      )
        sentenceKind = 'nice';
      else if (
        (kind === 'intro' || kind === 'responsibilities') &&
        REQUIRED_SENTENCE.test(sentence)
      )
        sentenceKind = 'requirements';
      else if (kind === 'intro' && TASK_SENTENCE.test(sentence)) sentenceKind = 'responsibilities';
      segments.push({ text: sentence, offset: contentOffset + at, kind: sentenceKind });
    }
    kind = lineKind;
  }
  return segments;
}
