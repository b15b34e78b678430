import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { api } from './api';
import { Autosaver, type SaveStatus } from './autosave';
import { keyMaker } from './block-tree';
import { copyToOffer, LocalCopies, sameDocument, type LocalCopy } from './local-copy';
import { documentOf, modelOf, type Model } from './model';
import { schemasForSite } from './author-choices';
import type { Check, Issue, OpenAnswer, SchemasAnswer } from './types';

/**
 * The open document: loading it and the schemas, the model being edited, autosave (with the
 * local copy and the conflict choices), and what the server last said about it.
 */
export interface Readiness {
  issues: Issue[];
  checks: Check[];
  warnings: Issue[];
}

export type Phase = { kind: 'loading' } | { kind: 'failed'; message: string } | { kind: 'ready' };

export function useDocument(id: string) {
  const [phase, setPhase] = useState<Phase>({ kind: 'loading' });
  const [open, setOpen] = useState<OpenAnswer | null>(null);
  const [schemas, setSchemas] = useState<SchemasAnswer | null>(null);
  const [model, setModel] = useState<Model | null>(null);
  const [readiness, setReadiness] = useState<Readiness>({ issues: [], checks: [], warnings: [] });
  const [status, setStatus] = useState<SaveStatus>({ kind: 'saved', at: null });
  const [previewRevision, setPreviewRevision] = useState(0);
  const [offer, setOffer] = useState<LocalCopy | null>(null);
  const [conflictCopy, setConflictCopy] = useState<LocalCopy | null>(null);
  const [makeKey] = useState(() => keyMaker());
  const copies = useMemo(() => new LocalCopies(id), [id]);
  const modelRef = useRef<Model | null>(null);
  const saverRef = useRef<Autosaver | null>(null);
  const schemasRef = useRef<SchemasAnswer | null>(null);

  const replaceModel = useCallback(
    (document: unknown, answer: OpenAnswer) => {
      const next = modelOf(document, answer.state.documentType, schemasRef.current?.widgets ?? {}, makeKey);
      modelRef.current = next;
      setModel(next);
    },
    [makeKey],
  );

  const take = useCallback((answer: OpenAnswer) => {
    setOpen(answer);
    setReadiness({ issues: answer.issues ?? [], checks: answer.checks ?? [], warnings: answer.warnings ?? [] });
    setPreviewRevision(answer.state.headRevision);
  }, []);

  useEffect(() => {
    let live = true;
    void (async () => {
      const [doc, sch] = await Promise.all([api.open(id), api.schemas()]);
      if (!live) return;
      if (!doc.ok || !sch.ok) {
        const refusal = !doc.ok ? doc.refusal : !sch.ok ? sch.refusal : null;
        setPhase({ kind: 'failed', message: refusal?.status === 404 ? 'There is no such document.' : (refusal?.message ?? 'The document could not be opened.') });
        return;
      }
      // The author record fields offer the document's own site's records.
      const siteSchemas = schemasForSite(sch.data, doc.data.state.site);
      schemasRef.current = siteSchemas;
      setSchemas(siteSchemas);
      take(doc.data);
      replaceModel(doc.data.document, doc.data);
      saverRef.current = new Autosaver(doc.data.state.headRevision, {
        copies,
        save: (document, base) => api.save(id, document, base),
        onStatus: setStatus,
        onSaved: (answer) => {
          setOpen((o) => (o ? { ...o, state: answer.state } : o));
          setReadiness((r) => ({ issues: answer.issues ?? [], checks: answer.checks ?? [], warnings: (answer as { warnings?: Issue[] }).warnings ?? r.warnings }));
          setPreviewRevision(answer.state.headRevision);
        },
      });
      setOffer(copyToOffer(copies.read(), { headRevision: doc.data.state.headRevision, document: doc.data.document }));
      setConflictCopy(copies.read('conflict'));
      setPhase({ kind: 'ready' });
    })();
    return () => {
      live = false;
      saverRef.current?.dispose();
      saverRef.current = null;
    };
  }, [id, copies, take, replaceModel]);

  // A closed tab loses nothing: the local copy is written at once, and the browser asks first.
  useEffect(() => {
    const onLeave = (event: BeforeUnloadEvent) => {
      const saver = saverRef.current;
      if (!saver?.unsaved) return;
      saver.writeLocal();
      event.preventDefault();
      event.returnValue = '';
    };
    const onHide = () => saverRef.current?.writeLocal();
    window.addEventListener('beforeunload', onLeave);
    window.addEventListener('pagehide', onHide);
    return () => {
      window.removeEventListener('beforeunload', onLeave);
      window.removeEventListener('pagehide', onHide);
    };
  }, []);

  const change = useCallback((update: (model: Model) => Model) => {
    const current = modelRef.current;
    if (!current) return;
    const next = update(current);
    if (next === current) return;
    modelRef.current = next;
    setModel(next);
    saverRef.current?.edit(documentOf(next));
  }, []);

  /** Reads the document again (after an action); the text is replaced only when nothing typed is pending. */
  const refresh = useCallback(async () => {
    const answer = await api.open(id);
    if (!answer.ok) return;
    take(answer.data);
    const saver = saverRef.current;
    saver?.rebase(answer.data.state.headRevision);
    if (!saver?.unsaved && modelRef.current && !sameDocument(documentOf(modelRef.current), answer.data.document)) replaceModel(answer.data.document, answer.data);
  }, [id, take, replaceModel]);

  const loadTheirs = useCallback(async () => {
    const answer = await api.open(id);
    if (!answer.ok || !modelRef.current) return answer.ok ? null : answer.refusal.message;
    const mine: LocalCopy = { baseRevision: saverRef.current?.baseRevision ?? 0, savedAt: new Date().toISOString(), document: documentOf(modelRef.current) };
    copies.write(mine, 'conflict');
    setConflictCopy(mine);
    take(answer.data);
    replaceModel(answer.data.document, answer.data);
    saverRef.current?.acceptTheirs(answer.data.state.headRevision);
    return null;
  }, [id, copies, take, replaceModel]);

  const keepMine = useCallback(() => {
    if (status.kind === 'conflict' && status.refusal.headRevision !== undefined) void saverRef.current?.keepMine(status.refusal.headRevision);
  }, [status]);

  const restoreOffer = useCallback(() => {
    if (!offer || !open) return;
    replaceModel(offer.document, open);
    saverRef.current?.restart(offer.baseRevision, offer.document);
    setOffer(null);
  }, [offer, open, replaceModel]);

  const discardOffer = useCallback(() => {
    copies.clear();
    setOffer(null);
  }, [copies]);

  const dismissConflictCopy = useCallback(() => {
    copies.clear('conflict');
    setConflictCopy(null);
  }, [copies]);

  return { phase, open, setOpen, schemas, model, change, readiness, status, previewRevision, offer, conflictCopy, saverRef, makeKey, refresh, loadTheirs, keepMine, restoreOffer, discardOffer, dismissConflictCopy };
}
