import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import {
  DOCUMENT_LIMITS,
  type DocumentKind,
  type DocumentListItem,
} from '#shared/documents-api/documents-api.ts';
import { notify } from '../../lib/notify.ts';
import { isDocumentConflict, putDocument } from './api/documents-api-client.ts';
import {
  documentKeys,
  useCreateDocument,
  useDuplicateDocument,
  useRestoreDocument,
  useTrashDocument,
} from './api/documents-queries.ts';
import { documentPath } from './document-display.ts';

const DOCUMENT_NOTICES_UI = {
  created: 'Document created',
  renamed: 'Document renamed',
  copied: 'Copy created',
  trashed: 'Moved to the trash',
  restored: 'Document restored',
  failed: 'Something went wrong',
} as const;

function errorText(error: unknown): string {
  return error instanceof Error ? error.message : 'Please try again.';
}

/**
 * What the documents page does to a document, each with its notice: create and open,
 * rename, duplicate and open, move to the trash (with Undo) and restore; and which dialog
 * is open. `busyId` is the document a copy or a delete is running for, so its buttons wait.
 */
export function useDocumentActions(userId: string) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const create = useCreateDocument(userId);
  const duplicate = useDuplicateDocument(userId);
  const toTrash = useTrashDocument(userId);
  const restore = useRestoreDocument(userId);
  const [creating, setCreating] = useState<DocumentKind | null>(null);
  const [renaming, setRenaming] = useState<DocumentListItem | null>(null);
  const [busyId, setBusyId] = useState<string | null>(null);

  /** Resolves once the new document opens; rejects (after its notice) when it was not made. */
  async function createDocument(kind: DocumentKind, title: string, linkedResumeId: string | null) {
    try {
      const doc = await create.mutateAsync(
        kind === 'resume'
          ? { kind, title }
          : { kind, title, ...(linkedResumeId ? { linked_resume_id: linkedResumeId } : {}) },
      );
      notify.success(DOCUMENT_NOTICES_UI.created, `${doc.title} is ready to edit.`);
      setCreating(null);
      void navigate(documentPath(doc));
    } catch (error) {
      notify.error(DOCUMENT_NOTICES_UI.failed, errorText(error));
      throw error;
    }
  }

  /** Resolves once saved; rejects (after its notice) when not. */
  async function rename(doc: DocumentListItem, title: string) {
    try {
      try {
        await putDocument(doc.id, { title, version: doc.version });
      } catch (error) {
        // Saved elsewhere since the list was read: a rename changes only the title, so it
        // goes over the version saved now without losing anyone's edits.
        if (!isDocumentConflict(error)) throw error;
        await putDocument(doc.id, { title, version: error.current.version });
      }
      notify.success(DOCUMENT_NOTICES_UI.renamed, `It is now called ${title}.`);
    } catch (error) {
      notify.error(DOCUMENT_NOTICES_UI.failed, errorText(error));
      throw error;
    } finally {
      await queryClient.invalidateQueries({ queryKey: documentKeys.list(userId) });
    }
  }

  async function copy(doc: DocumentListItem) {
    setBusyId(doc.id);
    try {
      const created = await duplicate.mutateAsync(doc.id);
      notify.success(DOCUMENT_NOTICES_UI.copied, `${created.title} is ready to edit.`);
      void navigate(documentPath(created));
    } catch (error) {
      notify.error(DOCUMENT_NOTICES_UI.failed, errorText(error));
    } finally {
      setBusyId(null);
    }
  }

  async function restoreDocument(doc: { id: string; title: string }) {
    try {
      await restore.mutateAsync(doc.id);
      notify.success(DOCUMENT_NOTICES_UI.restored, `${doc.title} is back in your documents.`);
    } catch (error) {
      notify.error(DOCUMENT_NOTICES_UI.failed, errorText(error));
    }
  }

  async function remove(doc: DocumentListItem) {
    setBusyId(doc.id);
    try {
      await toTrash.mutateAsync(doc.id);
      notify.info(
        DOCUMENT_NOTICES_UI.trashed,
        `${doc.title} is kept in the trash for ${DOCUMENT_LIMITS.trashDays} days.`,
        { label: 'Undo', onClick: () => void restoreDocument(doc) },
      );
    } catch (error) {
      notify.error(DOCUMENT_NOTICES_UI.failed, errorText(error));
    } finally {
      setBusyId(null);
    }
  }

  return {
    creating,
    setCreating,
    renaming,
    setRenaming,
    busyId,
    createDocument,
    rename,
    copy,
    remove,
    restoreDocument,
  };
}
