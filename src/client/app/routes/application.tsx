import { QueryClientProvider } from '@tanstack/react-query';
import { FileArchive, Loader2 } from 'lucide-react';
import { useState } from 'react';
import { Navigate, useParams } from 'react-router';
import { ZIP_CONTENT_TYPE } from '#shared/documents/export-request.schema.ts';
import { applicationPackFileName } from '#shared/documents/file-name.ts';
import { resumePageSize } from '#shared/documents/resume-style.ts';
import { effectiveTemplateId } from '#shared/templates/effective-template.ts';
import { Button } from '../../components/ui/button.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { ApplicationPage } from '../../features/applications/application-page.tsx';
import { useAuth } from '../../features/auth/auth-context.tsx';
import { getDocumentOfKind } from '../../features/documents/api/documents-api-client.ts';
import { renderApplicationPack } from '../../features/export/letter-render.ts';
import { notify } from '../../lib/notify.ts';
import { queryClient } from '../../lib/query-client.ts';
import { saveFile } from '../../lib/save-file.ts';

/**
 * The application pack of a tailored resume and its letter: both read as saved, rendered in
 * this browser's render worker as PDF, DOCX and TXT and zipped, as the letter editor's
 * Application pack does (the letter in its resume's template, paper and language).
 */
function PackButton({ documentId, letterId }: { documentId: string; letterId: string }) {
  const [busy, setBusy] = useState(false);
  async function download() {
    setBusy(true);
    try {
      const [resume, letter] = await Promise.all([
        getDocumentOfKind(documentId, 'resume'),
        getDocumentOfKind(letterId, 'cover_letter'),
      ]);
      const templateId = effectiveTemplateId(resume.template_id);
      const zip = await renderApplicationPack(
        { data: resume.data, templateId },
        {
          letter: letter.data,
          templateId,
          pageSize: resumePageSize(resume.data.style),
          resume: { style: resume.data.style, language: resume.data.language },
        },
      );
      saveFile(
        zip,
        applicationPackFileName(resume.data.personalInfo.fullName || letter.data.sender.fullName),
        ZIP_CONTENT_TYPE,
      );
    } catch (err) {
      console.error(err);
      notify.error('Error', 'Failed to make the application pack. Please try again.');
    } finally {
      setBusy(false);
    }
  }
  return (
    <Button onClick={() => void download()} disabled={busy} aria-busy={busy}>
      {busy ? (
        <Loader2 className="h-4 w-4 animate-spin" aria-hidden="true" />
      ) : (
        <FileArchive className="h-4 w-4" aria-hidden="true" />
      )}
      Download the application pack
    </Button>
  );
}

/** `/applications/:id`: one application; signed-in users only, everyone else goes to /auth. */
export default function ApplicationRoute() {
  const auth = useAuth();
  const { id = '' } = useParams();
  if (auth.status === 'signed-out') return <Navigate to="/auth" replace />;
  if (auth.status === 'loading') {
    return (
      <div className="mx-auto max-w-5xl px-4 py-10 sm:px-6" aria-busy="true">
        <Skeleton className="h-9 w-72" />
      </div>
    );
  }
  return (
    <QueryClientProvider client={queryClient}>
      <ApplicationPage
        key={`${auth.user.id}-${id}`}
        userId={auth.user.id}
        id={id}
        renderPack={(ids) => <PackButton {...ids} />}
      />
    </QueryClientProvider>
  );
}
