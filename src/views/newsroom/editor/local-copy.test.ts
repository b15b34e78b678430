import { describe, expect, it } from 'vitest';
import { copyToOffer, LocalCopies } from './local-copy';

function memoryStorage() {
  const data = new Map<string, string>();
  return { data, getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, v: string) => void data.set(k, v), removeItem: (k: string) => void data.delete(k) };
}

describe('the local copy of unsaved changes', () => {
  it('keeps one copy per document and kind, and clears it', () => {
    const store = memoryStorage();
    const copies = new LocalCopies('doc-1', store);
    expect(copies.read()).toBeNull();
    expect(copies.write({ baseRevision: 3, savedAt: '2025-01-01T10:42:00.000Z', document: { title: 'Mine' } })).toBe(true);
    copies.write({ baseRevision: 3, savedAt: '2025-01-01T10:43:00.000Z', document: { title: 'Conflicted' } }, 'conflict');
    expect(new LocalCopies('doc-1', store).read()).toEqual({ baseRevision: 3, savedAt: '2025-01-01T10:42:00.000Z', document: { title: 'Mine' } });
    expect(new LocalCopies('doc-2', store).read()).toBeNull();
    copies.clear();
    expect(copies.read()).toBeNull();
    expect(copies.read('conflict')?.document).toEqual({ title: 'Conflicted' });
  });

  it('survives a broken or full storage', () => {
    const store = memoryStorage();
    store.setItem('wellread.newsroom.draft.doc-1', '{not json');
    expect(new LocalCopies('doc-1', store).read()).toBeNull();
    const full = { ...store, setItem: () => { throw new Error('QuotaExceededError'); } };
    expect(new LocalCopies('doc-1', full).write({ baseRevision: 1, savedAt: 'x', document: {} })).toBe(false);
    expect(new LocalCopies('doc-1', null).read()).toBeNull();
  });

  it('is offered on load only when it differs from the server’s newest revision', () => {
    const copy = { baseRevision: 4, savedAt: '2025-01-01T10:42:00.000Z', document: { title: 'Mine' } };
    expect(copyToOffer(copy, { headRevision: 4, document: { title: 'Mine' } })).toBeNull();
    // Key order is not a difference.
    expect(copyToOffer({ ...copy, document: { a: 1, b: [{ c: 1, d: 2 }] } }, { headRevision: 4, document: { b: [{ d: 2, c: 1 }], a: 1 } })).toBeNull();
    expect(copyToOffer(copy, { headRevision: 4, document: { title: 'Saved' } })).toBe(copy);
    // Made on an older revision: still offered (saving it then meets the conflict check).
    expect(copyToOffer(copy, { headRevision: 6, document: { title: 'Theirs' } })).toBe(copy);
    expect(copyToOffer(copy, { headRevision: 2, document: {} })).toBeNull();
    expect(copyToOffer(null, { headRevision: 1, document: {} })).toBeNull();
  });
});
