import { useEffect, useId, useState, type FormEvent } from 'react';
import buttons from '@/components/Buttons.module.css';
import { api, uploadMedia } from './api';
import { Dialog } from './Dialog';
import type { MediaItem } from './types';
import styles from './MediaPicker.module.css';

/** A WebP srcset of a library item (every browser the newsroom supports reads WebP). */
const srcSetOf = (item: MediaItem) => (typeof item.urls.srcSet === 'string' ? item.urls.srcSet : (item.urls.srcSet?.webp ?? ''));

/** The media library in a dialog: search, choose a picture, or upload a new one with its alt text. */
export function MediaPicker({ onPick, onClose, canUpload }: { onPick: (item: MediaItem) => void; onClose: () => void; canUpload: boolean }) {
  const id = useId();
  const [query, setQuery] = useState('');
  const [found, setFound] = useState<{ items: MediaItem[]; total: number } | null>(null);
  const [error, setError] = useState('');

  useEffect(() => {
    let live = true;
    const timer = setTimeout(async () => {
      const result = await api.media(query.trim());
      if (!live) return;
      if (result.ok) {
        setFound(result.data);
        setError('');
      } else setError(`The library could not be searched: ${result.refusal.message}`);
    }, 250);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [query]);

  return (
    <Dialog title="Choose an image" onClose={onClose} wide>
      {() => (
        <div className={styles.picker}>
          <label htmlFor={`${id}-q`}>Search the library</label>
          <input id={`${id}-q`} data-autofocus type="search" className={styles.search} value={query} onChange={(e) => setQuery(e.target.value)} />
          <p role="status" className={styles.count}>
            {error || (found ? `${found.total} ${found.total === 1 ? 'image' : 'images'}${found.items.length < found.total ? `, the first ${found.items.length} shown` : ''}` : 'Searching…')}
          </p>
          {found && found.items.length > 0 ? (
            <ul className={styles.grid}>
              {found.items.map((item) => (
                <li key={item.id}>
                  <button type="button" className={styles.choice} onClick={() => onPick(item)}>
                    {/* eslint-disable-next-line @next/next/no-img-element -- library thumbnails, sized by the grid */}
                    <img src={item.urls.src} srcSet={srcSetOf(item) || undefined} sizes="10rem" alt="" width={item.width} height={item.height} loading="lazy" />
                    <span className={styles.alt}>{item.alt || <em>Decorative (no alt text)</em>}</span>
                    <span className="visually-hidden">, {item.width} by {item.height}: choose</span>
                  </button>
                </li>
              ))}
            </ul>
          ) : null}
          {canUpload ? <Upload onUploaded={onPick} /> : null}
        </div>
      )}
    </Dialog>
  );
}

function Upload({ onUploaded }: { onUploaded: (item: MediaItem) => void }) {
  const id = useId();
  const [file, setFile] = useState<File | null>(null);
  const [alt, setAlt] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!file) return setError('Choose a file first.');
    if (!alt.trim()) return setError('Describe the image for people who cannot see it.');
    setBusy(true);
    setError('');
    const result = await uploadMedia(file, alt.trim());
    setBusy(false);
    if (result.ok) onUploaded(result.data);
    else setError(`Not uploaded: ${result.refusal.message}${result.refusal.issues.length ? ` (${result.refusal.issues.map((i) => i.message).join('; ')})` : ''}`);
  };
  return (
    <form className={styles.upload} onSubmit={submit} aria-labelledby={`${id}-h`} noValidate>
      <h3 id={`${id}-h`}>Upload a new image</h3>
      <label htmlFor={`${id}-file`}>Image file</label>
      <input id={`${id}-file`} type="file" accept="image/*" onChange={(e) => setFile(e.target.files?.[0] ?? null)} />
      <label htmlFor={`${id}-alt`}>Alt text</label>
      <p id={`${id}-hint`} className={styles.hint}>
        What the image shows, for people who cannot see it.
      </p>
      <input id={`${id}-alt`} type="text" maxLength={300} value={alt} aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`} onChange={(e) => setAlt(e.target.value)} />
      {error ? (
        <p id={`${id}-error`} className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
      <button type="submit" className={buttons.primary} disabled={busy}>
        {busy ? 'Uploading…' : 'Upload and choose'}
      </button>
    </form>
  );
}
