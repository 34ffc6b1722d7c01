import type { Certification, Language, Skill } from '#shared/resume/resume.schema.ts';
import { CertificationsEditor } from './certifications-editor.tsx';
import { LanguagesEditor } from './languages-editor.tsx';
import { ReviewMarks } from './review-mark.tsx';
import { SkillsEditor } from './skills-editor.tsx';
import { StepHeading } from './step-heading.tsx';

const SKILLS = { section: 'skills' } as const;

/** Step 4: skills (optionally grouped), languages with a level, certifications. */
export function SkillsStep({
  skills,
  languages,
  certifications,
  onSkillsChange,
  onLanguagesChange,
  onCertificationsChange,
}: {
  skills: Skill[];
  languages: Language[];
  certifications: Certification[];
  onSkillsChange: (skills: Skill[]) => void;
  onLanguagesChange: (languages: Language[]) => void;
  onCertificationsChange: (certifications: Certification[]) => void;
}) {
  return (
    <section aria-labelledby="step-skills" className="flex flex-col gap-8">
      <StepHeading id="step-skills" title="Skills">
        What you are good at, the languages you speak and the certificates you hold.
      </StepHeading>
      <ReviewMarks target={SKILLS} name="Skills" />
      <SkillsEditor skills={skills} onChange={onSkillsChange} />
      <hr className="border-slate-200" />
      <LanguagesEditor languages={languages} onChange={onLanguagesChange} />
      <hr className="border-slate-200" />
      <CertificationsEditor certifications={certifications} onChange={onCertificationsChange} />
    </section>
  );
}
