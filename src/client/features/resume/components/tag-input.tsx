import { Plus, X } from 'lucide-react';
import { useId, useState } from 'react';
import { RESUME_LIMITS as L } from '#shared/resume/resume.limits.ts';
import { addTag, type AddTagOutcome } from '#shared/resume/tags.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Label } from '../../../components/ui/label.tsx';

type TagMessages = Record<Exclude<AddTagOutcome, 'added'>, string>;

const SKILL_MESSAGES: TagMessages = {
  empty: 'Type a skill first.',
  duplicate: 'That skill is already added.',
  'too-long': `A skill can be at most ${L.tag} characters.`,
  full: 'No more skills fit on this entry.',
};

/**
 * Tags (an entry's skills, the interests): trimmed, never empty, duplicates ignored;
 * Enter in the field adds the tag (and does not submit the surrounding form).
 */
export function TagInput({
  label,
  tags,
  onChange,
  placeholder,
  limit = L.tagsPerEntry,
  messages = SKILL_MESSAGES,
}: {
  label: string;
  tags: string[];
  onChange: (tags: string[]) => void;
  placeholder?: string;
  /** How many tags fit. */
  limit?: number;
  /** What a refused tag says; an entry's skills by default. */
  messages?: TagMessages;
}) {
  const id = useId();
  const [draft, setDraft] = useState('');
  const [message, setMessage] = useState('');

  const add = () => {
    const result = addTag(tags, draft, limit);
    if (result.outcome === 'added') {
      onChange(result.tags);
      setDraft('');
      setMessage('');
    } else {
      if (result.outcome === 'duplicate') setDraft('');
      setMessage(messages[result.outcome]);
    }
  };

  return (
    <div className="flex flex-col gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <div className="flex gap-2">
        <Input
          id={id}
          value={draft}
          placeholder={placeholder}
          maxLength={80}
          aria-describedby={`${id}-msg`}
          onChange={(e) => {
            setDraft(e.target.value);
            setMessage('');
          }}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              add();
            }
          }}
        />
        <Button
          type="button"
          variant="outline"
          onClick={add}
          aria-label={`Add ${label.toLowerCase()}`}
        >
          <Plus className="h-4 w-4" aria-hidden="true" />
          Add
        </Button>
      </div>
      <p id={`${id}-msg`} className="min-h-4 text-xs text-muted" aria-live="polite">
        {message}
      </p>
      {tags.length > 0 ? (
        <TagList
          label={label}
          tags={tags}
          onRemove={(index) => onChange(tags.filter((_, i) => i !== index))}
        />
      ) : null}
    </div>
  );
}

/** Tags as chips, each with a remove button named for its tag. */
export function TagList({
  label,
  tags,
  onRemove,
}: {
  label: string;
  tags: readonly string[];
  onRemove: (index: number) => void;
}) {
  return (
    <ul className="flex flex-wrap gap-2" aria-label={label}>
      {tags.map((tag, index) => (
        <li
          key={tag}
          className="inline-flex items-center gap-1 rounded-full bg-brand-50 py-1 pr-1 pl-3 text-sm text-brand-800"
        >
          {tag}
          <button
            type="button"
            className="rounded-full p-0.5 hover:bg-brand-100"
            aria-label={`Remove ${tag}`}
            onClick={() => onRemove(index)}
          >
            <X className="h-3.5 w-3.5" aria-hidden="true" />
          </button>
        </li>
      ))}
    </ul>
  );
}
