import { RESUME_LIMITS as L } from '#shared/resume/resume.limits.ts';
import { ReviewMarks } from './review-mark.tsx';
import { StepHeading } from './step-heading.tsx';
import { TagInput } from './tag-input.tsx';

const MESSAGES = {
  empty: 'Type an interest first.',
  duplicate: 'That interest is already in your list.',
  'too-long': `An interest can be at most ${L.tag} characters.`,
  full: `You have reached the limit of ${L.interests} interests.`,
};

/** Interests: short tags by the tag rules ('Climbing', 'Chess'). */
export function InterestsEditor({
  interests,
  onChange,
}: {
  interests: string[];
  onChange: (interests: string[]) => void;
}) {
  return (
    <section aria-labelledby="section-interests" className="flex flex-col gap-5">
      <StepHeading id="section-interests" title="Interests">
        A few things you do outside work. They start conversations.
      </StepHeading>
      <TagInput
        label="Interests"
        tags={interests}
        onChange={onChange}
        placeholder="e.g. Climbing, then Enter"
        limit={L.interests}
        messages={MESSAGES}
      />
      {/* An import's marks, one box for each interest it was unsure of. */}
      {interests.map((interest) => (
        <ReviewMarks
          key={interest}
          target={{ section: 'interests', entry: interest }}
          name={interest}
        />
      ))}
    </section>
  );
}
