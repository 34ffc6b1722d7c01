/**
 * The letter's framing: the few sentences that state nothing about the person and so
 * need no source (saying which role this is an application for, thanking the reader,
 * inviting a conversation). They are a fixed set, filled only with the role and the
 * company the letter is for, so the tracer (check-claims.ts) recognises each one word
 * for word and every other sentence must be traced to the resume or the posting.
 *
 * `{role}` and `{company}` are the role and company; `{a}` is the article before the role.
 */

export const FRAMING_TEMPLATES = {
  formalApply: 'I am writing to apply for the {role} position at {company}.',
  formalApplyAccept:
    'Please accept this letter as my application for the {role} position at {company}.',
  formalApplyRole: 'I am writing to apply for the {role} position.',
  formalApplyCompany: 'I am writing to express my interest in joining {company}.',
  formalApplyNone: 'I am writing to express my interest in joining your organisation.',
  formalThanks: 'Thank you for considering my application.',
  formalInvite:
    'I would welcome the opportunity to discuss how my experience could support {company}, and I am available for a conversation at your convenience.',
  formalInviteNone:
    'I would welcome the opportunity to discuss how my experience could support your team, and I am available for a conversation at your convenience.',
  warmApply:
    'I was delighted to see that {company} is looking for {a} {role}, and I would love to be considered for the role.',
  warmApplyHiring: 'When I read that {company} is hiring {a} {role}, I knew I wanted to apply.',
  warmApplyRole:
    'I was delighted to read about your opening for {a} {role}, and I would love to be considered.',
  warmApplyCompany: 'I would love to bring my experience to the team at {company}.',
  warmApplyNone: 'I would love to bring my experience to your team.',
  warmThanks: 'Thank you so much for reading my letter.',
  warmInvite:
    'I would love to talk about how I could help {company}, and I look forward to hearing from you.',
  warmInviteNone:
    'I would love to talk about how I could help your team, and I look forward to hearing from you.',
  conciseApply: 'I am applying for the {role} role at {company}.',
  conciseApplyRole: 'I am applying for the {role} role.',
  conciseApplyCompany: 'I am applying to join {company}.',
  conciseApplyNone: 'I am applying to join your team.',
  conciseThanks: 'Thank you for your time.',
  conciseInvite: 'I would welcome a short conversation about the role at {company}.',
  conciseInviteNone: 'I would welcome a short conversation about the role.',
} as const;

export type FramingKey = keyof typeof FRAMING_TEMPLATES;

export interface FramingValues {
  role?: string | undefined;
  company?: string | undefined;
}

/** 'a', or 'an' before a vowel sound ('an Engineer', 'an SRE', 'a UX Designer'). */
export function article(word: string): string {
  const first = word.trim().split(/\s+/)[0] ?? '';
  if (/^[A-Z]{2,}\b/.test(first)) return /^[AEFHILMNORSX]/.test(first) ? 'an' : 'a';
  if (/^(uni|use|usu|eu|one\b)/i.test(first)) return 'a';
  if (/^(hour|honest|honou?r)/i.test(first)) return 'an';
  return /^[aeiou]/i.test(first) ? 'an' : 'a';
}

/** The template with its values, or undefined when it needs a value the letter lacks. */
export function fillFraming(key: FramingKey, values: FramingValues): string | undefined {
  const template: string = FRAMING_TEMPLATES[key];
  const role = values.role?.trim() ?? '';
  const company = values.company?.trim() ?? '';
  if (template.includes('{role}') && !role) return undefined;
  if (template.includes('{company}') && !company) return undefined;
  return template
    .replace('{a}', role ? article(role) : '')
    .replace('{role}', role)
    .replace('{company}', company);
}

const normal = (text: string) => text.replace(/\s+/g, ' ').trim();

/** True when the sentence is one of the framing sentences for this role and company. */
export function isFramingSentence(text: string, values: FramingValues): boolean {
  const wanted = normal(text);
  return (Object.keys(FRAMING_TEMPLATES) as FramingKey[]).some(
    (key) => fillFraming(key, values) === wanted,
  );
}
