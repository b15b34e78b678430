'use client';

import Link from 'next/link';
import { useCallback, useMemo, useState } from 'react';
import buttons from '@/components/Buttons.module.css';
import { CampaignFigures } from './CampaignFigures';
import { ActionsBar } from './ActionsBar';
import { api, commentList } from './api';
import { statusLabels } from '@/content/lifecycle/states';
import { bodyList, findBlock } from './block-ops';
import { BlockComments } from './BlockComments';
import { BlockList } from './BlockList';
import { BlockPicker } from './BlockPicker';
import { ConfirmDialog } from './Dialog';
import { BodyEditorContext } from './editor-context';
import { EnvelopeForm } from './EnvelopeForm';
import { ErrorSummary } from './ErrorSummary';
import { mergeIssues } from './extra-errors';
import { fieldTarget, focusFirst } from './model';
import { formatPath, type PathKey } from './paths';
import { PreviewPane } from './PreviewPane';
import { ConflictCopy, ConflictNotice, RestoreNotice } from './SaveNotices';
import { blockLabel } from './summary';
import type { ReviewComment } from './types';
import { useActions } from './use-actions';
import { useBody } from './use-body';
import { useDocument } from './use-document';
import styles from './Editor.module.css';

/**
 * The newsroom's document editor (docs/areas/newsroom.md, "Editor"): the document's fields as a
 * generated form, an article's body as blocks, autosave, review comments, the live preview and
 * the lifecycle actions, all through the newsroom API.
 */
export function DocumentEditor({ id }: { id: string }) {
  const doc = useDocument(id);
  const { open, setOpen, model, schemas, change } = doc;
  const [announcement, setAnnouncement] = useState('');
  const [writingDocumentComment, setWritingDocumentComment] = useState(false);
  const announce = useCallback((text: string) => setAnnouncement(text), []);
  const actions = useActions(id, doc.saverRef, doc.refresh, announce);

  const can = open?.can ?? {};
  const type = open?.state.documentType ?? 'article';
  const readOnly = !(type === 'campaign' ? can['campaign.edit'] : can['document.edit']);
  const refusal = actions.refused && (actions.refused.revision === null || actions.refused.revision === open?.state.headRevision) ? actions.refused.refusal : null;
  const issues = useMemo(() => mergeIssues(doc.readiness.issues, doc.readiness.checks, refusal?.issues), [doc.readiness, refusal]);

  const setComments = useCallback((update: (comments: ReviewComment[]) => ReviewComment[]) => setOpen((o) => (o ? { ...o, comments: update(o.comments ?? []) } : o)), [setOpen]);
  const comment = useCallback(
    async (block: string | null, body: string) => {
      const result = await api.comment(id, block, body);
      if (!result.ok) return result.refusal.issues[0]?.message ? `${result.refusal.message} (${result.refusal.issues[0].message})` : result.refusal.message;
      const added = 'comment' in result.data ? result.data.comment : result.data;
      setComments((list) => [...list, added]);
      announce('Comment added.');
      return null;
    },
    [id, setComments, announce],
  );
  const resolve = useCallback(
    async (commentId: number) => {
      const result = await api.resolve(id, commentId);
      if (!result.ok) return announce(`The comment was not resolved: ${result.refusal.message}`);
      const fresh = await api.comments(id);
      if (fresh.ok) setComments(() => commentList(fresh.data));
      else setComments((list) => list.map((c) => (c.id === commentId ? { ...c, resolvedAt: new Date().toISOString() } : c)));
      announce('Comment resolved.');
    },
    [id, setComments, announce],
  );

  const body = useBody({
    model: model ?? { envelope: {}, blocks: null },
    change,
    widgets: schemas?.widgets ?? {},
    issues,
    warnings: doc.readiness.warnings,
    comments: open?.comments ?? [],
    readOnly,
    canComment: Boolean(can['review.comment']),
    canUpload: Boolean(can['media.upload']),
    makeKey: doc.makeKey,
    announce,
    comment,
    resolve,
  });
  const labelAt = useCallback(
    (path: PathKey[]) => {
      const text = formatPath(path);
      for (const [key, at] of body.paths) {
        if (formatPath(at) !== text) continue;
        const found = findBlock(model?.blocks ?? [], key);
        return found ? blockLabel(found.block.node, schemas?.widgets ?? {}) : undefined;
      }
      return undefined;
    },
    [body.paths, model, schemas],
  );
  const goToIssue = useCallback(
    (path: string) => {
      const target = fieldTarget(path, model?.blocks ?? null, body.paths);
      target.open.forEach((key) => body.setExpanded(key, true));
      requestAnimationFrame(() => focusFirst(target.ids, target.fallback));
    },
    [model, body],
  );

  if (doc.phase.kind === 'loading') return <p className={styles.loading} role="status">Opening the document…</p>;
  if (doc.phase.kind === 'failed' || !open || !model || !schemas) {
    return (
      <div className={styles.errorSummary} role="alert">
        <h1 className={styles.errorTitle}>The document could not be opened</h1>
        <p>{doc.phase.kind === 'failed' ? doc.phase.message : 'Something went wrong.'}</p>
        <p>
          <Link href="/newsroom">Back to the newsroom</Link>
        </p>
      </div>
    );
  }
  const state = open.state;
  const status = doc.status;

  return (
    <BodyEditorContext.Provider value={body.editor}>
      {/* data-editor-ready: the document, its schemas and forms are in and usable (bench/newsroom-editor.mjs times it). */}
      <div className={styles.editor} data-editor-ready="">
        <header className={styles.top}>
          <p className={styles.kind}>{{ article: 'Article', category: 'Category', navigation: 'Navigation', author: 'Author record', series: 'Content series', campaign: 'Campaign' }[type]}</p>
          <h1 className={styles.title}>{state.title || 'Untitled'}</h1>
          <ActionsBar state={state} can={can} statusLabels={statusLabels} save={status} readOnly={readOnly} busy={actions.busy} run={actions.run} revision={state.headRevision} />
        </header>
        {refusal ? <ErrorSummary refusal={refusal} onIssue={goToIssue} blockLabel={labelAt} /> : null}
        {status.kind === 'conflict' ? <ConflictNotice status={status} onLoadTheirs={doc.loadTheirs} onKeepMine={doc.keepMine} /> : null}
        {doc.offer ? <RestoreNotice copy={doc.offer} headRevision={state.headRevision} onRestore={doc.restoreOffer} onDiscard={doc.discardOffer} /> : null}
        {doc.conflictCopy ? <ConflictCopy copy={doc.conflictCopy} onDismiss={doc.dismissConflictCopy} /> : null}
        <div className={styles.columns}>
          <div className={styles.formColumn}>
            <section aria-labelledby="details-title" className={styles.section}>
              <h2 id="details-title">Details</h2>
              <EnvelopeForm type={type} schema={schemas.documents[type]} data={model.envelope} onChange={(envelope) => change((m) => ({ ...m, envelope }))} issues={issues} readOnly={readOnly} canUpload={Boolean(can['media.upload'])} />
            </section>
            {model.blocks ? (
              <section aria-labelledby="body-title" className={styles.section}>
                <h2 id="body-title">Body</h2>
                <BlockList list={bodyList} blocks={model.blocks} depth={0} label="Body" />
              </section>
            ) : null}
            <section aria-labelledby="comments-title" className={styles.section}>
              <h2 id="comments-title">Comments on the document</h2>
              <BlockComments block={null} label="the document" writing={writingDocumentComment} onDoneWriting={() => setWritingDocumentComment(false)} />
              {can['review.comment'] && !writingDocumentComment ? (
                <button type="button" className={buttons.secondary} onClick={() => setWritingDocumentComment(true)}>
                  Comment on the document
                </button>
              ) : null}
            </section>
          </div>
          <aside className={styles.previewColumn} aria-labelledby="preview-title">
            <h2 id="preview-title">Preview</h2>
            <PreviewPane id={id} revision={doc.previewRevision} canShare={Boolean(can['preview.share'])} openLinks={open.previewLinks ?? []} />
            {type === 'campaign' && can['campaign.edit'] ? (
              <section aria-labelledby="figures-title">
                <h2 id="figures-title">Figures</h2>
                <CampaignFigures id={id} />
              </section>
            ) : null}
          </aside>
        </div>
        {body.picker ? <BlockPicker types={body.editor.types} where={body.picker.where} onPick={body.pick} onClose={() => body.setPicker(null)} /> : null}
        {actions.confirming ? (
          <ConfirmDialog
            title="Publish without medical approval?"
            message={<p>This health article has not been approved by a medical reviewer. Publishing it now is recorded with your name. Publish anyway?</p>}
            confirm="Publish without approval"
            onConfirm={() => void actions.confirm()}
            onCancel={actions.cancelConfirm}
          />
        ) : null}
        {body.undo ? (
          <div className={styles.undo} role="group" aria-label="Removed block">
            <p>Removed {body.undo.label}.</p>
            <button id="undo-remove" type="button" className={buttons.primary} onClick={body.undoRemove}>
              Undo
            </button>
            <button type="button" className={buttons.secondary} onClick={body.dismissUndo}>
              Dismiss
            </button>
          </div>
        ) : null}
        <p role="status" className="visually-hidden">
          {announcement}
        </p>
      </div>
    </BodyEditorContext.Provider>
  );
}

