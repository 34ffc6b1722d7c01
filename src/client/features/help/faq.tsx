import * as Accordion from '@radix-ui/react-accordion';
import { ChevronDown } from 'lucide-react';

/**
 * The five questions of the Help page. Answers describe what the product
 * really does, including where the AI runs.
 */
const FAQ_ITEMS = [
  {
    id: 'ats',
    question: 'What makes a resume ATS-friendly?',
    answer: [
      'Applicant tracking systems (ATS) read your resume as text before a recruiter sees it. Our templates keep a clear reading order, use standard section headings such as Experience, Education and Skills, and export real, selectable text rather than images.',
      'To match a specific job, paste its description into the builder and use Generate ATS Keywords: it suggests the skills and terms the employer asks for, so your resume uses the same language.',
    ],
  },
  {
    id: 'customize',
    question: 'Can I customize the templates?',
    answer: [
      'Yes. Every template is filled with your own content, and you decide which entries appear and in what order. Your information is stored separately from the design, so you can switch to another template at any time without retyping anything.',
      'Each of the 56 templates has its own layout, accent colour and font pairing; pick the one that suits your industry and experience.',
    ],
  },
  {
    id: 'ai',
    question: 'How does the AI content generation work?',
    answer: [
      'When you upload an existing CV, the AI reads its text and fills in your name, contact details, experience, education and skills for you to review. When you add a job description, it picks out the skills and keywords the employer is looking for and offers them as tags you can accept.',
      'By default this is done by an engine built into the TailorCV server, so your text is not sent to any third party. Only if the operator of this site connects an external AI service is your text sent to that service for processing. Always check the suggestions: you decide what goes on your resume.',
    ],
  },
  {
    id: 'formats',
    question: 'What formats can I download my resume in?',
    answer: [
      'PDF, DOCX and TXT. A PDF keeps the template’s exact look and suits most applications. A DOCX opens in Microsoft Word, LibreOffice or Google Docs if you want to keep editing. A TXT file is plain text, handy for pasting into online application forms.',
    ],
  },
  {
    id: 'security',
    question: 'Is my data secure?',
    answer: [
      'Yes. Your data travels over an encrypted connection, passwords are stored only as salted one-way hashes, and your resumes and uploaded CVs belong to your account alone: no other user can read them.',
      'We never sell or share your personal data with third parties.',
    ],
  },
] as const;

/** The FAQ: a Radix accordion in which only one answer is open at a time. */
export function Faq() {
  return (
    <Accordion.Root
      type="single"
      collapsible
      className="divide-y divide-slate-200 overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm"
    >
      {FAQ_ITEMS.map((item) => (
        <Accordion.Item key={item.id} value={item.id}>
          <Accordion.Header className="m-0">
            <Accordion.Trigger className="group flex w-full items-center justify-between gap-4 px-5 py-4 text-left text-base font-medium text-ink hover:bg-slate-50 focus-visible:bg-slate-50 focus-visible:outline-offset-[-2px] data-[state=open]:text-brand-800 sm:px-6">
              {item.question}
              <ChevronDown
                className="h-5 w-5 shrink-0 text-slate-500 transition-transform duration-200 group-data-[state=open]:rotate-180"
                aria-hidden="true"
              />
            </Accordion.Trigger>
          </Accordion.Header>
          <Accordion.Content className="space-y-3 px-5 pb-5 text-sm leading-relaxed text-muted sm:px-6">
            {item.answer.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </Accordion.Content>
        </Accordion.Item>
      ))}
    </Accordion.Root>
  );
}
