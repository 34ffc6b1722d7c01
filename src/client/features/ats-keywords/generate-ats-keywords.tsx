import { Loader2, Sparkles } from 'lucide-react';
import { useState } from 'react';
import { addedKeywordsNotice, KEYWORD_NOTICES } from '#shared/ats-keywords/ats-keywords.schema.ts';
import { Button } from '../../components/ui/button.tsx';
import { notify } from '../../lib/notify.ts';
import { generateKeywords } from './keywords-api.ts';

/**
 * What the control reads from the experience entry being edited, and how it adds tags (by
 * the tag rules; it returns the keywords that were new). The route plugs it into the
 * experience form's slot, where the two prop types are checked against each other.
 */
export interface GenerateAtsKeywordsProps {
  jobTitle: string;
  company: string;
  description: string;
  addKeywords: (keywords: string[]) => string[];
}

/**
 * The 'Generate ATS Keywords' control of the experience form:
 * shown once the description has text, it asks the server for keywords from the entry's
 * description and adds the new ones as tags. Works signed out (the function is public).
 */
export function GenerateAtsKeywords({
  jobTitle,
  company,
  description,
  addKeywords,
}: GenerateAtsKeywordsProps) {
  const [busy, setBusy] = useState(false);
  // Shown only once the description has text: before that there is nothing to read keywords from.
  if (description.length === 0) return null;

  const run = async () => {
    // A description of blanks only still counts as none.
    if (!description.trim()) {
      notify.error(KEYWORD_NOTICES.missingDescription);
      return;
    }
    setBusy(true);
    try {
      const keywords = await generateKeywords({ jobDescription: description, jobTitle, company });
      const added = addKeywords(keywords);
      if (added.length === 0) notify.info(KEYWORD_NOTICES.noneNew);
      else notify.success(addedKeywordsNotice(added.length));
    } catch {
      notify.error(KEYWORD_NOTICES.failed);
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="flex flex-wrap items-center gap-3">
      <Button
        variant="outline"
        size="sm"
        onClick={() => void run()}
        disabled={busy}
        aria-busy={busy || undefined}
        className="gap-2 border-brand-200 text-brand-800 hover:bg-brand-50"
      >
        {busy ? (
          <Loader2 aria-hidden="true" className="h-4 w-4 animate-spin" />
        ) : (
          <Sparkles aria-hidden="true" className="h-4 w-4" />
        )}
        Generate ATS Keywords
      </Button>
      <p className="text-xs text-muted">Adds the skills a recruiter would screen for as tags.</p>
    </div>
  );
}
