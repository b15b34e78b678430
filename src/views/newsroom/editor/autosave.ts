import { sameDocument, type LocalCopies } from './local-copy';
import type { Refusal, Result, SaveAnswer } from './types';

/**
 * Autosave: a change is kept in this browser at once (LocalCopies, shortly debounced) and sent
 * 3 s after the last one (PUT with autosave: true on top of the last known revision). When
 * someone else saved first (409 conflict) nothing more is sent until the person chooses: load
 * their version (theirs becomes the base; the caller keeps a copy of these changes) or save these
 * changes on top of theirs. Nothing is ever overwritten without that choice.
 */
export type SaveStatus =
  | { kind: 'saved'; at: Date | null }
  | { kind: 'pending' }
  | { kind: 'saving' }
  | { kind: 'failed'; reason: string; refusal: Refusal }
  | { kind: 'conflict'; refusal: Refusal };

export interface AutosaverDeps {
  save: (document: unknown, baseRevision: number) => Promise<Result<SaveAnswer>>;
  copies: LocalCopies;
  /** A save went through: the caller updates the state, issues and preview. */
  onSaved: (answer: SaveAnswer, document: unknown) => void;
  onStatus: (status: SaveStatus) => void;
  now?: () => Date;
  delayMs?: number;
  localDelayMs?: number;
  retryMs?: number;
}

/** Answers worth trying again by themselves: the network, a busy or broken server, a rate limit. */
const transient = (r: Refusal) => r.status === 0 || r.status === 429 || r.status >= 500;

export class Autosaver {
  private status: SaveStatus = { kind: 'saved', at: null };
  private latest: { document: unknown } | null = null;
  private saveTimer: ReturnType<typeof setTimeout> | null = null;
  private localTimer: ReturnType<typeof setTimeout> | null = null;
  private running: Promise<void> | null = null;
  private disposed = false;

  constructor(
    private base: number,
    private readonly deps: AutosaverDeps,
  ) {}

  get baseRevision(): number {
    return this.base;
  }

  get current(): SaveStatus {
    return this.status;
  }

  /** True while something typed is not yet on the server. */
  get unsaved(): boolean {
    return this.latest !== null;
  }

  private set(status: SaveStatus): void {
    this.status = status;
    this.deps.onStatus(status);
  }

  private now(): Date {
    return this.deps.now?.() ?? new Date();
  }

  edit(document: unknown): void {
    if (this.disposed) return;
    this.latest = { document };
    this.clearTimer('local');
    this.localTimer = setTimeout(() => this.writeLocal(), this.deps.localDelayMs ?? 300);
    if (this.status.kind === 'conflict') return;
    if (this.status.kind !== 'saving') this.set({ kind: 'pending' });
    this.schedule(this.deps.delayMs ?? 3000);
  }

  /** Writes the local copy now (the tab is closing). */
  writeLocal(): void {
    this.clearTimer('local');
    if (this.latest) this.deps.copies.write({ baseRevision: this.base, savedAt: this.now().toISOString(), document: this.latest.document });
  }

  /** Sends what is pending now and waits for it (before an action such as publishing). */
  async flush(): Promise<SaveStatus> {
    this.clearTimer('save');
    if (this.running) await this.running;
    if (this.latest && this.status.kind !== 'conflict') await this.run();
    return this.status;
  }

  /** After a conflict: their version is loaded; it is the new base and nothing of ours is pending. */
  acceptTheirs(headRevision: number): void {
    this.clearTimer('save');
    this.clearTimer('local');
    this.base = headRevision;
    this.latest = null;
    this.deps.copies.clear();
    this.set({ kind: 'saved', at: null });
  }

  /** After a conflict: the person chose to save these changes on top of `headRevision`. */
  keepMine(headRevision: number): Promise<SaveStatus> {
    this.base = headRevision;
    this.set({ kind: 'pending' });
    return this.flush();
  }

  /** A copy kept in this browser is restored: it continues from the revision it was made on (saving it on an older one meets the conflict check). */
  restart(baseRevision: number, document: unknown): void {
    this.base = baseRevision;
    if (this.status.kind === 'conflict') this.set({ kind: 'saved', at: null });
    this.edit(document);
  }

  /** The server moved on by an action of ours (approval writes a revision): continue from there. */
  rebase(headRevision: number): void {
    if (!this.latest) this.base = headRevision;
  }

  dispose(): void {
    this.writeLocal();
    this.clearTimer('save');
    this.disposed = true;
  }

  private clearTimer(which: 'save' | 'local'): void {
    const timer = which === 'save' ? this.saveTimer : this.localTimer;
    if (timer) clearTimeout(timer);
    if (which === 'save') this.saveTimer = null;
    else this.localTimer = null;
  }

  private schedule(ms: number): void {
    this.clearTimer('save');
    this.saveTimer = setTimeout(() => void this.run(), ms);
  }

  private run(): Promise<void> {
    if (this.running) return this.running;
    const sending = this.latest;
    if (!sending || this.disposed) return Promise.resolve();
    this.clearTimer('save');
    this.set({ kind: 'saving' });
    this.running = this.send(sending).finally(() => {
      this.running = null;
    });
    return this.running;
  }

  private async send(sending: { document: unknown }): Promise<void> {
    let result = await this.deps.save(sending.document, this.base).catch((error: unknown): Result<SaveAnswer> => ({ ok: false, refusal: { status: 0, code: 'network', message: error instanceof Error ? error.message : 'the network failed', issues: [] } }));
    if (result.ok && typeof result.data?.state?.headRevision !== 'number') result = { ok: false, refusal: { status: 502, code: 'bad_answer', message: 'the server’s answer could not be read', issues: [] } };
    if (this.disposed) return;
    if (result.ok) {
      this.base = result.data.state.headRevision;
      this.deps.onSaved(result.data, sending.document);
      if (this.latest === sending || (this.latest && sameDocument(this.latest.document, sending.document))) {
        this.latest = null;
        this.clearTimer('local');
        this.deps.copies.clear();
        this.set({ kind: 'saved', at: this.now() });
      } else {
        // Typed while saving: the newer text goes in its own save.
        this.writeLocal();
        this.set({ kind: 'pending' });
        this.schedule(this.deps.delayMs ?? 3000);
      }
      return;
    }
    const refusal = result.refusal;
    this.writeLocal();
    if (refusal.status === 409 && refusal.code === 'conflict') {
      this.deps.copies.write({ baseRevision: this.base, savedAt: this.now().toISOString(), document: this.latest?.document ?? sending.document }, 'conflict');
      this.set({ kind: 'conflict', refusal });
      return;
    }
    this.set({ kind: 'failed', reason: refusal.message, refusal });
    if (transient(refusal)) this.schedule(this.deps.retryMs ?? 15_000);
  }
}
