import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect } from 'react';
import { GenerateAtsKeywords } from '../../features/ats-keywords/generate-ats-keywords.tsx';
import { TargetJobPanel } from '../../features/ats-keywords/target-job-panel.tsx';
import { useAuth } from '../../features/auth/auth-context.tsx';
import { CvUploadCard } from '../../features/cv-import/cv-upload-card.tsx';
import { DocumentActions } from '../../features/export/document-actions.tsx';
import { startRenderer } from '../../features/export/document-renderer.ts';
import { LivePreview } from '../../features/export/live-preview.tsx';
import {
  ResumeBuilderPage,
  type BuilderAuth,
} from '../../features/resume/components/resume-builder-page.tsx';
import { queryClient } from '../../lib/query-client.ts';
import { ResumeHistory } from '../history-slots.tsx';

/**
 * /build, the resume builder. TanStack Query is provided here rather
 * than at the root, to keep it out of the landing page's JavaScript (docs/decisions/0006).
 * Features compose here: the auth state goes in; the document engine (export feature)
 * fills the header's Preview and Download and the live preview column; the Quick Start
 * CV card (`cvImportSlot`) and the ATS keywords control (`renderAtsKeywords`) plug into
 * the builder's slots.
 */
export default function BuildPage() {
  // The document engine loads while the screen does, not after it.
  useEffect(startRenderer, []);
  const auth = useAuth();
  const builderAuth: BuilderAuth =
    auth.status === 'signed-in'
      ? { status: 'signed-in', userId: auth.user.id }
      : auth.status === 'loading'
        ? { status: 'loading', userId: null }
        : { status: 'signed-out', userId: null };
  return (
    <QueryClientProvider client={queryClient}>
      <ResumeBuilderPage
        auth={builderAuth}
        renderDocumentActions={(props) => <DocumentActions {...props} />}
        renderPreview={(props) => <LivePreview {...props} />}
        cvImportSlot={(props) => <CvUploadCard userId={builderAuth.userId} {...props} />}
        renderAtsKeywords={(props) => <GenerateAtsKeywords {...props} />}
        TargetJobPanel={TargetJobPanel}
        renderHistory={(props) => <ResumeHistory {...props} />}
      />
    </QueryClientProvider>
  );
}
