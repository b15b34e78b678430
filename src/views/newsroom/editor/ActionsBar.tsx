import { useState } from 'react';
import buttons from '@/components/Buttons.module.css';
import { ApprovePanel, ReturnPanel, SchedulePanel, SubmitPanel } from './ActionPanels';
import type { SaveStatus } from './autosave';
import { ConfirmDialog } from './Dialog';
import { SaveStatusLine } from './SaveNotices';
import type { Can, DocumentAction, DocumentState, DocumentStatus } from './types';
import styles from './Editor.module.css';

/** The document's status and revision, the save status, and the actions this person may take. */
type Panel = 'submit' | 'approve' | 'return' | 'schedule' | null;

export interface ActionsBarProps {
  state: DocumentState;
  can: Can;
  statusLabels: Record<DocumentStatus, string>;
  save: SaveStatus;
  readOnly: boolean;
  busy: DocumentAction | null;
  run: (action: DocumentAction, fields?: Record<string, unknown>) => Promise<boolean>;
  /** The revision on screen (what a reviewer approves). */
  revision: number;
}

const when = (iso: string) => new Date(iso).toLocaleString([], { dateStyle: 'medium', timeStyle: 'short' });

export function ActionsBar({ state, can, statusLabels, save, readOnly, busy, run, revision }: ActionsBarProps) {
  const [panel, setPanel] = useState<Panel>(null);
  const [confirmUnpublish, setConfirmUnpublish] = useState(false);
  const campaign = state.documentType === 'campaign' && Boolean(can['campaign.edit']);
  const may = {
    submit: Boolean(can['document.submit']) && (state.status === 'draft' || state.status === 'unpublished'),
    decide: Boolean(can['review.decide']) && state.status === 'in_review',
    publish: (Boolean(can['document.publish']) || campaign) && state.status !== 'published',
    schedule: Boolean(can['document.schedule']) || campaign,
    unpublish: (Boolean(can['document.unpublish']) || campaign) && (state.liveRevision !== null || state.status === 'scheduled'),
  };
  const toggle = (name: Exclude<Panel, null>) => ({ 'aria-expanded': panel === name, onClick: () => setPanel(panel === name ? null : name) });
  const done = () => setPanel(null);

  return (
    <section className={styles.bar} aria-label="Status and actions">
      <div className={styles.facts}>
        <p>
          <span className={styles.statusBadge} data-status={state.status}>
            {statusLabels[state.status] ?? state.status}
          </span>{' '}
          Revision {state.headRevision}
          {state.liveRevision !== null ? `, live: ${state.liveRevision}` : ', not live'}
          {state.approvedRevision !== null ? `, approved: ${state.approvedRevision}${state.approvedBy ? ` by ${state.approvedBy}` : ''}` : ''}
          {state.publishAt ? `. Publishes ${when(state.publishAt)}` : ''}
          {state.unpublishAt ? `. Unpublishes ${when(state.unpublishAt)}` : ''}
        </p>
        <SaveStatusLine status={save} readOnly={readOnly} />
      </div>
      <div className={styles.actions}>
        {may.submit ? (
          <button type="button" className={buttons.secondary} {...toggle('submit')}>
            Submit for review…
          </button>
        ) : null}
        {may.decide ? (
          <>
            <button type="button" className={buttons.primary} {...toggle('approve')}>
              Approve…
            </button>
            <button type="button" className={buttons.secondary} {...toggle('return')}>
              Return with reason…
            </button>
          </>
        ) : null}
        {may.publish ? (
          <button type="button" className={buttons.primary} disabled={busy === 'publish'} onClick={() => void run('publish')}>
            {busy === 'publish' ? 'Publishing…' : 'Publish'}
          </button>
        ) : null}
        {may.schedule ? (
          <button type="button" className={buttons.secondary} {...toggle('schedule')}>
            Schedule…
          </button>
        ) : null}
        {may.unpublish ? (
          <button type="button" className={buttons.secondary} onClick={() => setConfirmUnpublish(true)}>
            Unpublish…
          </button>
        ) : null}
        <a className={styles.historyLink} href={`/newsroom/documents/${encodeURIComponent(state.id)}/history`}>
          History
        </a>
      </div>
      {panel === 'submit' ? <SubmitPanel run={run} busy={busy === 'submit'} onDone={done} /> : null}
      {panel === 'approve' ? <ApprovePanel run={run} busy={busy === 'approve'} revision={revision} onDone={done} /> : null}
      {panel === 'return' ? <ReturnPanel run={run} busy={busy === 'return'} onDone={done} /> : null}
      {panel === 'schedule' ? <SchedulePanel run={run} busy={busy === 'schedule'} publishAt={state.publishAt} unpublishAt={state.unpublishAt} onDone={done} /> : null}
      {confirmUnpublish ? (
        <ConfirmDialog
          title="Unpublish this document?"
          message={<p>Readers will no longer find it at {state.liveKey ?? state.key}. You can publish it again later.</p>}
          confirm="Unpublish"
          onCancel={() => setConfirmUnpublish(false)}
          onConfirm={() => {
            setConfirmUnpublish(false);
            void run('unpublish');
          }}
        />
      ) : null}
    </section>
  );
}
