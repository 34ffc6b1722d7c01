import type { ReactNode } from 'react';
import { NativeSelect } from './ui/input.tsx';
import { Label } from './ui/label.tsx';

/** A resume a cover letter can go with. */
interface ResumeChoice {
  id: string;
  title: string;
  isDefault: boolean;
}

/**
 * 'Resume it goes with': one of the user's resumes (the main one marked) or none, which
 * is the value ''. `children` is written under the select.
 */
export function LinkedResumeSelect({
  id,
  value,
  resumes,
  onChange,
  children,
}: {
  id: string;
  value: string;
  resumes: readonly ResumeChoice[];
  onChange: (resumeId: string) => void;
  children?: ReactNode;
}) {
  return (
    <div className="flex flex-col gap-1.5">
      <Label htmlFor={id}>Resume it goes with</Label>
      <NativeSelect id={id} value={value} onChange={(e) => onChange(e.target.value)}>
        <option value="">No resume</option>
        {resumes.map((r) => (
          <option key={r.id} value={r.id}>
            {r.title}
            {r.isDefault ? ' (main resume)' : ''}
          </option>
        ))}
      </NativeSelect>
      {children}
    </div>
  );
}
