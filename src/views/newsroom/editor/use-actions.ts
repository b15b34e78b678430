import { useCallback, useState, type RefObject } from 'react';
import { api } from './api';
import type { Autosaver } from './autosave';
import type { DocumentAction, Refusal } from './types';

/**
 * The lifecycle actions: what is typed is saved first, then the action is sent; a refusal is
 * kept for the error summary (its issues go beside the fields too) until a newer revision is
 * saved, and a health article
 * published without approval asks for a confirmation before it is sent again.
 */
export interface Pending {
  action: DocumentAction;
  fields: Record<string, unknown>;
}

const done: Record<DocumentAction, string> = {
  submit: 'Sent for medical review.',
  approve: 'Approved.',
  return: 'Returned to the writer.',
  publish: 'Published.',
  schedule: 'Scheduled.',
  unpublish: 'Unpublished.',
  restore: 'Restored.',
};

export function useActions(id: string, saverRef: RefObject<Autosaver | null>, refresh: () => Promise<void>, announce: (text: string) => void) {
  const [busy, setBusy] = useState<DocumentAction | null>(null);
  // With the revision it was about: once a newer revision is saved, it no longer stands.
  const [refused, setRefused] = useState<{ refusal: Refusal; revision: number | null } | null>(null);
  const [confirming, setConfirming] = useState<Pending | null>(null);

  const run = useCallback(
    async (action: DocumentAction, fields: Record<string, unknown> = {}): Promise<boolean> => {
      setBusy(action);
      const setRefusal = (refusal: Refusal) => setRefused({ refusal, revision: saverRef.current?.baseRevision ?? null });
      try {
        const saved = await saverRef.current?.flush();
        if (saved?.kind === 'conflict') {
          setRefusal({ status: 409, code: 'conflict', message: 'Someone else saved a newer version: choose what to do with your changes first.', issues: [] });
          return false;
        }
        if (saved?.kind === 'failed') {
          setRefusal({ ...saved.refusal, message: `Your latest changes are not saved: ${saved.reason}` });
          return false;
        }
        // Publish exactly the revision just saved: if someone saved after it, the server says so.
        const sent = action === 'publish' && saverRef.current && fields.revision === undefined ? { ...fields, revision: saverRef.current.baseRevision } : fields;
        const result = await api.action(id, action, sent);
        if (!result.ok) {
          if (result.refusal.code === 'needs_confirmation') setConfirming({ action, fields: sent });
          else setRefusal(result.refusal);
          return false;
        }
        setRefused(null);
        const warnings = result.data.warnings?.length ? ` ${result.data.warnings.map((w) => w.message).join(' ')}` : '';
        announce(`${done[action]}${warnings}`);
        await refresh();
        return true;
      } finally {
        setBusy(null);
      }
    },
    [id, saverRef, refresh, announce],
  );

  const confirm = useCallback(async () => {
    const pending = confirming;
    setConfirming(null);
    if (pending) await run(pending.action, { ...pending.fields, confirmUnapproved: true });
  }, [confirming, run]);

  return { busy, refused, run, confirming, confirm, cancelConfirm: () => setConfirming(null) };
}
