'use client';

import { useRef, useState } from 'react';
import buttons from '@/components/Buttons.module.css';
import styles from './Newsroom.module.css';
import media from './MediaLibrary.module.css';

export interface LibraryItem {
  id: string;
  fileName: string;
  alt: string;
  caption: string | null;
  credit: string | null;
  width: number;
  height: number;
  src: string;
}

async function problem(response: Response): Promise<string> {
  const body = (await response.json().catch(() => null)) as { error?: { message?: string; usedBy?: { title: string; key: string; site: string }[] } } | null;
  const usedBy = body?.error?.usedBy;
  if (usedBy?.length) return `${body?.error?.message ?? 'In use.'} Used by: ${usedBy.map((u) => `“${u.title}” (${u.site} ${u.key})`).join('; ')}.`;
  return body?.error?.message ?? `The server answered ${response.status}.`;
}

/** Upload (with its alt text, which is required), edit alt text, caption and credit, and delete. */
export function MediaLibrary({ initial, canUpload, canDelete }: { initial: LibraryItem[]; canUpload: boolean; canDelete: boolean }) {
  const [items, setItems] = useState(initial);
  const [message, setMessage] = useState<{ kind: 'error' | 'status'; text: string } | null>(null);
  const file = useRef<HTMLInputElement>(null);
  const [alt, setAlt] = useState('');

  async function upload(event: React.FormEvent) {
    event.preventDefault();
    const chosen = file.current?.files?.[0];
    if (!chosen) return setMessage({ kind: 'error', text: 'Choose a file.' });
    if (!alt.trim()) return setMessage({ kind: 'error', text: 'Describe the image in the alt text.' });
    setMessage({ kind: 'status', text: 'Uploading…' });
    const query = new URLSearchParams({ fileName: chosen.name, alt });
    const response = await fetch(`/api/newsroom/media?${query}`, { method: 'POST', body: chosen, headers: { 'content-type': chosen.type || 'application/octet-stream' } });
    if (!response.ok) return setMessage({ kind: 'error', text: await problem(response) });
    const item = (await response.json()) as LibraryItem & { urls?: { src: string } };
    setItems((list) => [{ ...item, src: item.urls?.src ?? item.src }, ...list]);
    setAlt('');
    if (file.current) file.current.value = '';
    setMessage({ kind: 'status', text: `Uploaded ${chosen.name}.` });
  }

  async function save(item: LibraryItem, form: HTMLFormElement) {
    const data = new FormData(form);
    const body = { alt: String(data.get('alt') ?? ''), caption: String(data.get('caption') ?? ''), credit: String(data.get('credit') ?? '') };
    const response = await fetch(`/api/newsroom/media/${item.id}`, { method: 'PATCH', body: JSON.stringify(body), headers: { 'content-type': 'application/json' } });
    if (!response.ok) return setMessage({ kind: 'error', text: await problem(response) });
    setItems((list) => list.map((i) => (i.id === item.id ? { ...i, ...body } : i)));
    setMessage({ kind: 'status', text: `Saved ${item.fileName}.` });
  }

  async function remove(item: LibraryItem) {
    const response = await fetch(`/api/newsroom/media/${item.id}`, { method: 'DELETE' });
    if (!response.ok) return setMessage({ kind: 'error', text: await problem(response) });
    setItems((list) => list.filter((i) => i.id !== item.id));
    setMessage({ kind: 'status', text: `Deleted ${item.fileName}.` });
  }

  return (
    <>
      {canUpload && (
        <form onSubmit={upload} className={`${styles.card} ${styles.stack}`} aria-labelledby="upload-title">
          <h2 id="upload-title">Upload</h2>
          <div className={styles.field}>
            <label htmlFor="upload-file">Image (JPEG, PNG, WebP, AVIF or SVG; at most 15 MB)</label>
            <input id="upload-file" ref={file} type="file" accept="image/jpeg,image/png,image/webp,image/avif,image/svg+xml" />
          </div>
          <div className={styles.field}>
            <label htmlFor="upload-alt">Alt text (what the image shows, for readers who cannot see it)</label>
            <input id="upload-alt" className={styles.input} value={alt} onChange={(e) => setAlt(e.target.value)} maxLength={300} />
          </div>
          <button type="submit" className={buttons.primary}>
            Upload
          </button>
        </form>
      )}
      <p role={message?.kind === 'error' ? 'alert' : 'status'} className={message?.kind === 'error' ? styles.error : undefined}>
        {message?.text}
      </p>
      <ul className={media.grid}>
        {items.map((item) => (
          <li key={item.id} className={styles.card}>
            {/* eslint-disable-next-line @next/next/no-img-element -- our own responsive files, listed at thumbnail size */}
            <img src={item.src} alt={item.alt} width={item.width} height={item.height} className={media.thumb} loading="lazy" />
            <form
              className={styles.stack}
              aria-label={`Details of ${item.fileName}`}
              onSubmit={(e) => {
                e.preventDefault();
                void save(item, e.currentTarget);
              }}
            >
              <p className={styles.muted}>
                {item.fileName}, {item.width}×{item.height}
              </p>
              <div className={styles.field}>
                <label htmlFor={`alt-${item.id}`}>Alt text</label>
                <input id={`alt-${item.id}`} name="alt" className={styles.input} defaultValue={item.alt} required maxLength={300} readOnly={!canUpload} />
              </div>
              <div className={styles.field}>
                <label htmlFor={`caption-${item.id}`}>Caption</label>
                <input id={`caption-${item.id}`} name="caption" className={styles.input} defaultValue={item.caption ?? ''} maxLength={300} readOnly={!canUpload} />
              </div>
              <div className={styles.field}>
                <label htmlFor={`credit-${item.id}`}>Credit</label>
                <input id={`credit-${item.id}`} name="credit" className={styles.input} defaultValue={item.credit ?? ''} maxLength={200} readOnly={!canUpload} />
              </div>
              <div className={styles.actions}>
                {canUpload && (
                  <button type="submit" className={buttons.secondary}>
                    Save
                  </button>
                )}
                {canDelete && (
                  <button type="button" className={buttons.secondary} onClick={() => void remove(item)}>
                    Delete {item.fileName}
                  </button>
                )}
              </div>
            </form>
          </li>
        ))}
      </ul>
    </>
  );
}
