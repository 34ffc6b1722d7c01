import { QueryClientProvider } from '@tanstack/react-query';
import { Navigate } from 'react-router';
import { findTemplate } from '#shared/templates/catalogue.ts';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { TailorForJobDialog } from '../../features/applications/tailor-for-job-dialog.tsx';
import { useAuth } from '../../features/auth/auth-context.tsx';
import { DocumentsPage } from '../../features/documents/documents-page.tsx';
import { ShareButton, ShareStatus } from '../../features/sharing/share-control.tsx';
import { TemplateThumbnail } from '../../features/export/template-thumbnail.tsx';
import { queryClient } from '../../lib/query-client.ts';

function thumbnail(templateId: number) {
  const template = findTemplate(templateId);
  return template ? <TemplateThumbnail template={template} /> : null;
}

/** `/documents`: signed-in users only; everyone else goes to /auth. */
export default function DocumentsRoute() {
  const auth = useAuth();
  if (auth.status === 'signed-out') return <Navigate to="/auth" replace />;
  if (auth.status === 'loading') {
    return (
      <div className="mx-auto max-w-5xl px-4 py-10 sm:px-6 sm:py-14" aria-busy="true">
        <Skeleton className="h-9 w-56" />
        <div className="mt-10 grid gap-4 sm:grid-cols-2">
          <Skeleton className="h-40 w-full rounded-xl" />
          <Skeleton className="h-40 w-full rounded-xl" />
        </div>
      </div>
    );
  }
  return (
    <QueryClientProvider client={queryClient}>
      <DocumentsPage
        key={auth.user.id}
        userId={auth.user.id}
        renderThumbnail={thumbnail}
        renderShare={(doc) =>
          doc.kind === 'resume'
            ? {
                action: <ShareButton userId={auth.user.id} doc={doc} />,
                status: <ShareStatus userId={auth.user.id} documentId={doc.id} />,
              }
            : null
        }
        renderTailorDialog={(resume, onClose) => (
          <TailorForJobDialog userId={auth.user.id} resume={resume} onClose={onClose} />
        )}
      />
    </QueryClientProvider>
  );
}
