import {
  coverLetterDataSchema,
  type CoverLetterData,
} from '../../cover-letter/cover-letter.schema.ts';
import { internationalResume, markupResume, shortResume } from './resume-fixtures.ts';

/**
 * Cover letters the document engine is tested against: a full one-page letter, one in
 * four scripts, one whose fields are full of markup, and an empty one. The senders are
 * the matching resume fixtures' personal details, as the editor fills them in.
 */

const senderOf = (p: CoverLetterData['sender'] & { summary?: string }) => ({
  fullName: p.fullName,
  email: p.email,
  phone: p.phone,
  location: p.location,
  links: p.links,
});

export const fullLetter: CoverLetterData = coverLetterDataSchema.parse({
  sender: senderOf(shortResume.personalInfo),
  recipient: {
    name: 'Dana Smith',
    title: 'Head of Design',
    company: 'Globex Corporation',
    address: '100 Main Street\nSpringfield, OR 97477',
  },
  date: '2026-03-01',
  role: 'Lead Product Designer',
  greeting: 'Dear Dana Smith,',
  paragraphs: [
    'I am writing to apply for the Lead Product Designer position at Globex Corporation. I currently work as a Senior Product Designer at Northwind Apps, and I bring four years of professional experience to this application.',
    'At Northwind Apps, I raised trial-to-paid conversion by 18% with a redesigned checkout. In the same role, I also lead design for the onboarding flow used by 2 million people a month.',
    'Your posting highlights Figma, User Research and Prototyping, all of which are part of my experience as set out in my resume. I hold a Bachelor of Fine Arts in Graphic Design from Oregon State University.',
    'Thank you for considering my application. I would welcome the opportunity to discuss how my experience could support Globex Corporation, and I am available for a conversation at your convenience.',
  ],
  closing: 'Sincerely,',
  signature: 'Jane Doe',
  tone: 'formal',
});

const internationalLetter: CoverLetterData = coverLetterDataSchema.parse({
  sender: senderOf(internationalResume.personalInfo),
  recipient: { name: 'Ηλέκτρα Παπαδοπούλου', company: 'ООО «Северный Ветер»', address: 'Łódź' },
  date: '2026-12-24',
  role: 'Ведущий разработчик',
  greeting: 'Kính gửi chị Ηλέκτρα,',
  paragraphs: [
    'Tôi viết thư này để ứng tuyển vị trí Ведущий разработчик tại Żółć & Świątek.',
    'Zbudowałam system płatności; über 99,9 % Verfügbarkeit.',
  ],
  closing: 'Trân trọng,',
  signature: 'Nguyễn Thị Minh Khai',
});

export const markupLetter: CoverLetterData = coverLetterDataSchema.parse({
  sender: senderOf(markupResume.personalInfo),
  recipient: {
    name: '<b>Boss</b>',
    company: '<style>x</style>',
    address: '<script>alert(1)</script>',
  },
  date: '2026-01-31',
  role: '<h1>Role</h1>',
  greeting: 'Dear <i>You</i>,',
  paragraphs: [
    '<script>alert("xss")</script> <img src=x onerror=alert(1)> & "quotes"',
    '{{template}} ${injection} ]]> <!-- comment -->',
  ],
  closing: '<b>Bye</b>,',
  signature: '<u>Bobby</u>',
});

const emptyLetter: CoverLetterData = coverLetterDataSchema.parse({});

export const LETTER_FIXTURES = {
  full: fullLetter,
  international: internationalLetter,
  markup: markupLetter,
  empty: emptyLetter,
} as const satisfies Record<string, CoverLetterData>;

export type LetterFixtureName = keyof typeof LETTER_FIXTURES;

/**
 * The files of Jane Doe's application pack (her resume and letter), in the order of the ZIP,
 * whether the pack comes from the API, the command line or the editor's Download menu.
 */
export const JANE_DOE_PACK_FILES = [
  'Jane Doe - Resume.pdf',
  'Jane Doe - Resume.docx',
  'Jane Doe - Resume.txt',
  'Jane Doe - Cover Letter.pdf',
  'Jane Doe - Cover Letter.docx',
  'Jane Doe - Cover Letter.txt',
];
