import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useParams } from 'react-router';
import { useAuth } from '../../features/auth/auth-context.tsx';
import {
  CoverLetterPage,
  type LetterAuth,
} from '../../features/cover-letter/components/cover-letter-page.tsx';
import { LetterActions } from '../../features/export/letter-actions.tsx';
import { startRenderer } from '../../features/export/document-renderer.ts';
import { LetterPreview } from '../../features/export/letter-preview.tsx';
import { anonymousDraft } from '../../features/resume/state/draft-storage.ts';
import { queryClient } from '../../lib/query-client.ts';
import { LetterHistory } from '../history-slots.tsx';

/**
 * /cover-letter/:id and /cover-letter, the cover letter editor. Features meet here: the
 * auth state goes in; the export feature draws the preview and the downloads; a visitor's
 * letter goes with the builder's resume draft of this browser.
 */
export default function CoverLetterRoute() {
  // The document engine loads while the screen does, not after it.
  useEffect(startRenderer, []);
  const auth = useAuth();
  const { id } = useParams();
  const letterAuth: LetterAuth =
    auth.status === 'signed-in' ? { status: 'signed-in', userId: auth.user.id } : auth;
  return (
    <QueryClientProvider client={queryClient}>
      <CoverLetterPage
        auth={letterAuth}
        id={id}
        readBrowserResume={() => anonymousDraft.read()?.value ?? null}
        renderPreview={(props) => <LetterPreview {...props} />}
        renderActions={(props) => <LetterActions {...props} />}
        renderHistory={(props) => <LetterHistory {...props} />}
      />
    </QueryClientProvider>
  );
}
