import { Plus, X } from 'lucide-react';
import { useId, useMemo, useState, type KeyboardEvent } from 'react';
import { RESUME_LIMITS as L } from '#shared/resume/resume.limits.ts';
import { withinSkillGroupLimit, type Skill } from '#shared/resume/resume.schema.ts';
import { groupSkills } from '#shared/resume/skill-groups.ts';
import { addTag } from '#shared/resume/tags.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { FormField } from './form-field.tsx';

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
  const listId = useId();
  const [name, setName] = useState('');
  const [category, setCategory] = useState('');
  const [message, setMessage] = useState('');
  const groups = useMemo(() => groupSkills(skills), [skills]);
  const categories = groups.map((g) => g.category).filter(Boolean);

  const add = () => {
    const result = addTag(
      skills.map((s) => s.name),
      name,
      L.skills,
    );
    if (result.outcome !== 'added') {
      setMessage(
        {
          empty: 'Type a skill first.',
          duplicate: 'That skill is already in your list.',
          'too-long': `A skill can be at most ${L.tag} characters.`,
          full: `You have reached the limit of ${L.skills} skills.`,
        }[result.outcome],
      );
      if (result.outcome === 'duplicate') setName('');
      return;
    }
    const trimmedCategory = category.trim().slice(0, L.tag);
    // Reuse the spelling of an existing category ("tools" joins "Tools").
    const existing = categories.find((c) => c.toLowerCase() === trimmedCategory.toLowerCase());
    const next = [...skills, { name: name.trim(), category: existing ?? trimmedCategory }];
    if (!withinSkillGroupLimit(next)) {
      setMessage(`At most ${L.skillGroups} categories. Choose an existing one.`);
      return;
    }
    onChange(next);
    setName('');
    setMessage('');
  };

  const onEnter = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      add();
    }
  };

  return (
    <section aria-labelledby="skills-heading" className="flex flex-col gap-4">
      <h3 id="skills-heading" className="text-base font-semibold">
        Skills
      </h3>
      <div className="grid gap-3 sm:grid-cols-[minmax(0,2fr)_minmax(0,1.3fr)_auto] sm:items-start">
        <FormField label="Skill">
          {(props) => (
            <Input
              {...props}
              value={name}
              maxLength={80}
              placeholder="e.g. Project management"
              onChange={(e) => {
                setName(e.target.value);
                setMessage('');
              }}
              onKeyDown={onEnter}
            />
          )}
        </FormField>
        <FormField label="Category (optional)">
          {(props) => (
            <Input
              {...props}
              value={category}
              maxLength={L.tag}
              list={listId}
              placeholder="e.g. Tools"
              onChange={(e) => setCategory(e.target.value)}
              onKeyDown={onEnter}
            />
          )}
        </FormField>
        <datalist id={listId}>
          {categories.map((c) => (
            <option key={c} value={c} />
          ))}
        </datalist>
        <Button variant="outline" className="sm:mt-6" onClick={add}>
          <Plus className="h-4 w-4" aria-hidden="true" />
          Add Skill
        </Button>
      </div>
      <p className="-mt-2 min-h-4 text-xs text-muted" aria-live="polite">
        {message}
      </p>

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
              <ul className="flex flex-wrap gap-2" aria-label={group.category || 'Skills'}>
                {group.skills.map((skill) => (
                  <li
                    key={skill.name}
                    className="inline-flex items-center gap-1 rounded-full bg-brand-50 py-1 pr-1 pl-3 text-sm text-brand-800"
                  >
                    {skill.name}
                    <button
                      type="button"
                      className="rounded-full p-0.5 hover:bg-brand-100"
                      aria-label={`Remove ${skill.name}`}
                      onClick={() => onChange(skills.filter((s) => s !== skill))}
                    >
                      <X className="h-3.5 w-3.5" aria-hidden="true" />
                    </button>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </div>
      )}
    </section>
  );
}
