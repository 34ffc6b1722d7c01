import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { Navigate, useParams } from 'react-router';
import { GenerateAtsKeywords } from '../../features/ats-keywords/generate-ats-keywords.tsx';
import { TargetJobPanel } from '../../features/ats-keywords/target-job-panel.tsx';
import { useAuth } from '../../features/auth/auth-context.tsx';
import { CvUploadCard } from '../../features/cv-import/cv-upload-card.tsx';
import {
  isDocumentConflict,
  getDocumentOfKind,
  putDocument,
} from '../../features/documents/api/documents-api-client.ts';
import { DocumentActions } from '../../features/export/document-actions.tsx';
import { startRenderer } from '../../features/export/document-renderer.ts';
import { LivePreview } from '../../features/export/live-preview.tsx';
import {
  DocumentBuilderPage,
  LoadingResume,
} from '../../features/resume/components/resume-builder-page.tsx';
import type { DocumentResumeSource } from '../../features/resume/state/resume-source.ts';
import type { SavedSnapshot } from '../../features/resume/state/snapshot.ts';
import { SaveConflictError } from '../../lib/document-session/saved-document.ts';
import { queryClient } from '../../lib/query-client.ts';
import { ResumeHistory } from '../history-slots.tsx';

/** A resume document of the documents API as the builder holds it. */
function savedResume(doc: {
  data: SavedSnapshot['value']['data'];
  template_id: string | null;
  version: number;
  updated_at: string | null;
}): SavedSnapshot {
  return {
    value: { data: doc.data, templateId: doc.template_id },
    version: doc.version,
    updatedAt: doc.updated_at,
  };
}

/** A resume of the documents API as the builder loads and saves it. */
function documentResumeSource(id: string): DocumentResumeSource {
  return {
    documentId: id,
    async load(signal) {
      const doc = await getDocumentOfKind(id, 'resume', signal);
      return { title: doc.title, saved: savedResume(doc) };
    },
    async save(snapshot, version, options) {
      try {
        const doc = await putDocument<'resume'>(id, {
          data: snapshot.data,
          template_id: snapshot.templateId,
          version,
          ...(options?.imported ? { version_reason: 'import' as const } : {}),
        });
        return { version: doc.version, updatedAt: doc.updated_at };
      } catch (error) {
        if (isDocumentConflict(error) && error.current.kind === 'resume') {
          throw new SaveConflictError(savedResume(error.current));
        }
        throw error;
      }
    },
  };
}

/**
 * /build/:id: the resume builder of /build on one of the user's other resumes,
 * loaded and saved through the documents API. Signed-in users only.
 */
export default function BuildDocumentPage() {
  // The document engine loads while the screen does, not after it.
  useEffect(startRenderer, []);
  const auth = useAuth();
  const { id = '' } = useParams();
  const source = useMemo(() => documentResumeSource(id), [id]);
  if (auth.status === 'signed-out') return <Navigate to="/auth" replace />;
  if (auth.status === 'loading') return <LoadingResume />;
  const userId = auth.user.id;
  return (
    <QueryClientProvider client={queryClient}>
      <DocumentBuilderPage
        key={`${userId}:${id}`}
        userId={userId}
        source={source}
        renderDocumentActions={(props) => <DocumentActions {...props} />}
        renderPreview={(props) => <LivePreview {...props} />}
        cvImportSlot={(props) => <CvUploadCard userId={userId} {...props} />}
        renderAtsKeywords={(props) => <GenerateAtsKeywords {...props} />}
        TargetJobPanel={TargetJobPanel}
        renderHistory={(props) => <ResumeHistory {...props} />}
      />
    </QueryClientProvider>
  );
}
