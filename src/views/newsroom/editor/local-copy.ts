/**
 * The unsaved document kept in this browser (localStorage) until the server confirms a save, so a
 * closed tab or a crash loses nothing. One copy per document, with the revision it was edited on
 * top of; a separate copy keeps someone's changes after a conflict until they dismiss it.
 */
export interface LocalCopy {
  /** The revision the changes were made on top of. */
  baseRevision: number;
  /** When the copy was written (ISO). */
  savedAt: string;
  document: unknown;
}

export type CopyKind = 'draft' | 'conflict';

type StorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

const storageKey = (id: string, kind: CopyKind) => `wellread.newsroom.${kind}.${id}`;

function storage(): StorageLike | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    // Storage can be switched off (privacy settings): the editor still works, without this net.
    return null;
  }
}

export class LocalCopies {
  constructor(
    private readonly id: string,
    private readonly store: StorageLike | null = storage(),
  ) {}

  read(kind: CopyKind = 'draft'): LocalCopy | null {
    try {
      const text = this.store?.getItem(storageKey(this.id, kind));
      if (!text) return null;
      const value = JSON.parse(text) as Partial<LocalCopy>;
      if (typeof value.baseRevision !== 'number' || typeof value.savedAt !== 'string' || !('document' in value)) return null;
      return value as LocalCopy;
    } catch {
      return null;
    }
  }

  /** False when the browser refused (full, or switched off). */
  write(copy: LocalCopy, kind: CopyKind = 'draft'): boolean {
    try {
      if (!this.store) return false;
      this.store.setItem(storageKey(this.id, kind), JSON.stringify(copy));
      return true;
    } catch {
      return false;
    }
  }

  clear(kind: CopyKind = 'draft'): void {
    try {
      this.store?.removeItem(storageKey(this.id, kind));
    } catch {
      // Nothing to do: the copy stays until the next write.
    }
  }
}

/**
 * A copy worth offering when the editor opens: one whose document differs from the server's
 * newest revision. Made on that very revision, it simply continues; made on an older one, it is
 * restored on top of that older revision, so saving it meets the conflict check instead of
 * overwriting someone else's work.
 */
export function copyToOffer(copy: LocalCopy | null, server: { headRevision: number; document: unknown }): LocalCopy | null {
  if (!copy || copy.baseRevision > server.headRevision) return null;
  return sameDocument(copy.document, server.document) ? null : copy;
}

/** JSON with object keys in order, so two equal documents compare equal whatever order their keys came in. */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v) ? Object.fromEntries(Object.entries(v as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) : v,
  );
}

export const sameDocument = (a: unknown, b: unknown) => canonicalJson(a) === canonicalJson(b);
