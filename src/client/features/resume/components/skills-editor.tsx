import { useMemo } from 'react';
import { RESUME_LIMITS as L } from '#shared/resume/resume.limits.ts';
import { withinSkillGroupLimit, type Skill } from '#shared/resume/resume.schema.ts';
import { groupSkills } from '#shared/resume/skill-groups.ts';
import { addTag } from '#shared/resume/tags.ts';
import { AddRow, type AddResult } from './add-row.tsx';
import { EditorFrame } from './editor-frame.tsx';
import { TagList } from './tag-input.tsx';

type Draft = { name: string; category: string };

const ADD_MESSAGES = {
  empty: 'Type a skill first.',
  duplicate: 'That skill is already in your list.',
  'too-long': `A skill can be at most ${L.tag} characters.`,
  full: `You have reached the limit of ${L.skills} skills.`,
};

/**
 * Skills as tags, optionally grouped by a category. The tag rules apply to skill names
 * across all categories: trimmed, not empty, duplicates ignored.
 */
export function SkillsEditor({
  skills,
  onChange,
}: {
  skills: Skill[];
  onChange: (skills: Skill[]) => void;
}) {
  const groups = useMemo(() => groupSkills(skills), [skills]);
  const categories = groups.map((g) => g.category).filter(Boolean);

  const add = ({ name, category }: Draft): AddResult<Draft> => {
    const result = addTag(
      skills.map((s) => s.name),
      name,
      L.skills,
    );
    if (result.outcome !== 'added') {
      return {
        error: ADD_MESSAGES[result.outcome],
        clear: result.outcome === 'duplicate' ? ['name'] : [],
      };
    }
    const trimmedCategory = category.trim().slice(0, L.tag);
    // Reuse the spelling of an existing category ("tools" joins "Tools").
    const existing = categories.find((c) => c.toLowerCase() === trimmedCategory.toLowerCase());
    const next = [...skills, { name: name.trim(), category: existing ?? trimmedCategory }];
    if (!withinSkillGroupLimit(next)) {
      return { error: `At most ${L.skillGroups} categories. Choose an existing one.` };
    }
    onChange(next);
    // The category stays for the next skill of the same kind.
    return { keep: ['category'] };
  };

  return (
    <EditorFrame id="skills-heading" title="Skills">
      <AddRow
        fields={[
          {
            name: 'name',
            label: 'Skill',
            maxLength: 80,
            placeholder: 'e.g. Project management',
            enterAdds: true,
            clearsMessage: true,
          },
          {
            name: 'category',
            label: 'Category (optional)',
            maxLength: L.tag,
            placeholder: 'e.g. Tools',
            suggestions: categories,
            enterAdds: true,
          },
        ]}
        empty={{ name: '', category: '' }}
        label="Add Skill"
        onAdd={add}
        layout={{
          grid: 'grid gap-3 sm:grid-cols-[minmax(0,2fr)_minmax(0,1.3fr)_auto] sm:items-start',
          button: 'sm:mt-6',
        }}
      />

      {skills.length === 0 ? (
        <p className="rounded-lg bg-slate-50 px-4 py-3 text-sm text-muted">
          No skills yet. Add the tools, methods and strengths a recruiter should find.
        </p>
      ) : (
        <div className="flex flex-col gap-4">
          {groups.map((group) => (
            <div key={group.category.toLowerCase()}>
              {groups.length > 1 || group.category ? (
                <h4 className="mb-2 text-xs font-semibold tracking-wide text-muted uppercase">
                  {group.category || 'Other skills'}
                </h4>
              ) : null}
              <TagList
                label={group.category || 'Skills'}
                tags={group.skills.map((s) => s.name)}
                onRemove={(index) => onChange(skills.filter((s) => s !== group.skills[index]))}
              />
            </div>
          ))}
        </div>
      )}
    </EditorFrame>
  );
}
