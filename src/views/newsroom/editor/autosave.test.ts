import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from './api';
import { Autosaver, type SaveStatus } from './autosave';
import { LocalCopies } from './local-copy';
import type { DocumentState } from './types';

const state = (headRevision: number) => ({ id: 'doc-1', headRevision, status: 'draft' }) as DocumentState;
const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function memoryStorage() {
  const data = new Map<string, string>();
  return { data, getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, v: string) => void data.set(k, v), removeItem: (k: string) => void data.delete(k) };
}

function setup(base = 5) {
  const store = memoryStorage();
  const copies = new LocalCopies('doc-1', store);
  const statuses: SaveStatus['kind'][] = [];
  const saved: number[] = [];
  const saver = new Autosaver(base, {
    save: (document, revision) => api.save('doc-1', document, revision),
    copies,
    onSaved: (answer) => saved.push(answer.state.headRevision),
    onStatus: (s) => statuses.push(s.kind),
    now: () => new Date('2025-03-01T10:42:00Z'),
  });
  return { saver, copies, statuses, saved };
}

const fetchMock = vi.fn<typeof fetch>();
const sentBodies = () => fetchMock.mock.calls.map(([, init]) => JSON.parse(String(init?.body)));

beforeEach(() => {
  vi.useFakeTimers();
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('autosave', () => {
  it('saves 3 s after the last change, on top of the last known revision, and then forgets the local copy', async () => {
    fetchMock.mockResolvedValue(json(200, { state: state(6), issues: [], checks: [] }));
    const { saver, copies, statuses, saved } = setup();
    saver.edit({ title: 'A' });
    await vi.advanceTimersByTimeAsync(1000);
    saver.edit({ title: 'AB' });
    await vi.advanceTimersByTimeAsync(500);
    expect(copies.read()).toMatchObject({ baseRevision: 5, document: { title: 'AB' } });
    await vi.advanceTimersByTimeAsync(2400);
    expect(fetchMock).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(200);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/newsroom/documents/doc-1');
    expect(fetchMock.mock.calls[0]![1]).toMatchObject({ method: 'PUT', credentials: 'same-origin' });
    expect(sentBodies()[0]).toEqual({ document: { title: 'AB' }, baseRevision: 5, autosave: true });
    expect(saved).toEqual([6]);
    expect(saver.baseRevision).toBe(6);
    expect(saver.current).toEqual({ kind: 'saved', at: new Date('2025-03-01T10:42:00Z') });
    expect(statuses).toEqual(['pending', 'pending', 'saving', 'saved']);
    expect(copies.read()).toBeNull();
    expect(saver.unsaved).toBe(false);
  });

  it('on a conflict keeps the text, sends nothing more, and lets the person load theirs or keep theirs own', async () => {
    fetchMock.mockResolvedValueOnce(json(409, { error: { code: 'conflict', message: 'Ana saved a newer version', issues: [], headRevision: 7, author: 'Ana Alvarez', at: '2025-03-01T10:41:00Z' } }));
    const { saver, copies } = setup();
    saver.edit({ title: 'Mine' });
    await vi.advanceTimersByTimeAsync(3000);
    expect(saver.current).toMatchObject({ kind: 'conflict', refusal: { status: 409, author: 'Ana Alvarez', at: '2025-03-01T10:41:00Z', headRevision: 7 } });
    expect(copies.read()?.document).toEqual({ title: 'Mine' });
    expect(copies.read('conflict')?.document).toEqual({ title: 'Mine' });
    // More typing is kept locally, never sent over theirs.
    saver.edit({ title: 'Mine, more' });
    await vi.advanceTimersByTimeAsync(10_000);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(copies.read()?.document).toEqual({ title: 'Mine, more' });
    expect(saver.unsaved).toBe(true);

    // Keep mine: saved on top of their revision, by choice.
    fetchMock.mockResolvedValueOnce(json(200, { state: state(8), issues: [], checks: [] }));
    await saver.keepMine(7);
    expect(sentBodies()[1]).toEqual({ document: { title: 'Mine, more' }, baseRevision: 7, autosave: true });
    expect(saver.current.kind).toBe('saved');
  });

  it('loading their version makes it the base and drops the pending save', async () => {
    fetchMock.mockResolvedValueOnce(json(409, { error: { code: 'conflict', message: 'x', issues: [], headRevision: 9, author: 'Ana', at: 'now' } }));
    const { saver, copies } = setup();
    saver.edit({ title: 'Mine' });
    await vi.advanceTimersByTimeAsync(3000);
    saver.acceptTheirs(9);
    expect(saver.baseRevision).toBe(9);
    expect(saver.current.kind).toBe('saved');
    expect(copies.read()).toBeNull();
    expect(copies.read('conflict')?.document).toEqual({ title: 'Mine' });
    fetchMock.mockResolvedValueOnce(json(200, { state: state(10), issues: [], checks: [] }));
    saver.edit({ title: 'Theirs, edited' });
    await vi.advanceTimersByTimeAsync(3000);
    expect(sentBodies()[1]).toMatchObject({ baseRevision: 9 });
  });

  it('says why a save failed, tries again by itself only when it may help, and a key clash is not a conflict', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    fetchMock.mockResolvedValueOnce(json(200, { state: state(6), issues: [], checks: [] }));
    const { saver } = setup();
    saver.edit({ title: 'A' });
    await vi.advanceTimersByTimeAsync(3000);
    expect(saver.current).toMatchObject({ kind: 'failed', reason: expect.stringContaining('could not be reached') });
    await vi.advanceTimersByTimeAsync(15_000);
    expect(saver.current.kind).toBe('saved');

    fetchMock.mockResolvedValueOnce(json(409, { error: { code: 'key_taken', message: 'Another document already lives there: “Sleep”.', issues: [{ path: 'canonicalPath', message: '“Sleep” already uses /sleep' }] } }));
    saver.edit({ title: 'B' });
    await vi.advanceTimersByTimeAsync(3000);
    expect(saver.current).toMatchObject({ kind: 'failed', refusal: { code: 'key_taken', issues: [{ path: 'canonicalPath' }] } });
    await vi.advanceTimersByTimeAsync(60_000);
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it('a change made while saving goes in a save of its own', async () => {
    let answer!: (r: Response) => void;
    fetchMock.mockImplementationOnce(() => new Promise<Response>((resolve) => (answer = resolve)));
    fetchMock.mockResolvedValueOnce(json(200, { state: state(7), issues: [], checks: [] }));
    const { saver } = setup();
    saver.edit({ title: 'A' });
    await vi.advanceTimersByTimeAsync(3000);
    saver.edit({ title: 'AB' });
    answer(json(200, { state: state(6), issues: [], checks: [] }));
    await vi.advanceTimersByTimeAsync(0);
    expect(saver.current.kind).toBe('pending');
    await vi.advanceTimersByTimeAsync(3000);
    expect(sentBodies()[1]).toEqual({ document: { title: 'AB' }, baseRevision: 6, autosave: true });
    expect(saver.current.kind).toBe('saved');
  });

  it('flush sends at once (before an action)', async () => {
    fetchMock.mockResolvedValue(json(200, { state: state(6), issues: [], checks: [] }));
    const { saver } = setup();
    saver.edit({ title: 'A' });
    expect((await saver.flush()).kind).toBe('saved');
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});

describe('restoring a copy kept in this browser', () => {
  it('saves it on the revision it was made on, so an older one meets the conflict check instead of overwriting', async () => {
    fetchMock.mockResolvedValueOnce(json(409, { error: { code: 'conflict', message: 'x', issues: [], headRevision: 8, author: 'Ana', at: 'now' } }));
    const { saver } = setup(8);
    saver.restart(6, { title: 'Typed before the crash' });
    await vi.advanceTimersByTimeAsync(3000);
    expect(sentBodies()[0]).toEqual({ document: { title: 'Typed before the crash' }, baseRevision: 6, autosave: true });
    expect(saver.current.kind).toBe('conflict');
  });
});
