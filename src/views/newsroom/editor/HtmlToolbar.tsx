import { useEditorState, type Editor } from '@tiptap/react';
import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { allowedHref } from './html-support';
import styles from './HtmlEditor.module.css';

/**
 * The formatting toolbar (WAI-ARIA APG toolbar: one tab stop, arrow keys move between buttons),
 * each button named in words and pressed when its format is on at the cursor.
 */
interface Tool {
  name: string;
  active?: (editor: Editor) => boolean;
  run: (editor: Editor) => void;
}

const tools: Tool[] = [
  { name: 'Bold', active: (e) => e.isActive('bold'), run: (e) => e.chain().focus().toggleBold().run() },
  { name: 'Italic', active: (e) => e.isActive('italic'), run: (e) => e.chain().focus().toggleItalic().run() },
  ...([2, 3, 4] as const).map((level) => ({ name: `Heading ${level}`, active: (e: Editor) => e.isActive('heading', { level }), run: (e: Editor) => e.chain().focus().toggleHeading({ level }).run() })),
  { name: 'Bulleted list', active: (e) => e.isActive('bulletList'), run: (e) => e.chain().focus().toggleBulletList().run() },
  { name: 'Numbered list', active: (e) => e.isActive('orderedList'), run: (e) => e.chain().focus().toggleOrderedList().run() },
  { name: 'Quote', active: (e) => e.isActive('blockquote'), run: (e) => e.chain().focus().toggleBlockquote().run() },
];

export function HtmlToolbar({ editor, label, controls, onSource }: { editor: Editor; label: string; controls: string; onSource: () => void }) {
  const pressed = useEditorState({ editor, selector: ({ editor: e }) => [...tools.map((t) => t.active?.(e) ?? false), e.isActive('link')] });
  const [current, setCurrent] = useState(0);
  const [linking, setLinking] = useState(false);
  const bar = useRef<HTMLDivElement>(null);
  const names = [...tools.map((t) => t.name), 'Link', 'Undo', 'Redo', 'Edit HTML'];

  const onKeyDown = (event: KeyboardEvent) => {
    const step = { ArrowRight: 1, ArrowLeft: -1, Home: -names.length, End: names.length }[event.key];
    if (step === undefined) return;
    event.preventDefault();
    const next = Math.max(0, Math.min(names.length - 1, current + step));
    setCurrent(next);
    bar.current?.querySelectorAll<HTMLButtonElement>('button')[next]?.focus();
  };
  const button = (index: number, onClick: () => void, isPressed?: boolean) => (
    <button key={names[index]} type="button" className={styles.tool} tabIndex={index === current ? 0 : -1} aria-pressed={isPressed} aria-controls={controls} onFocus={() => setCurrent(index)} onClick={onClick}>
      {names[index]}
    </button>
  );

  return (
    <>
      <div ref={bar} role="toolbar" aria-label={`Formatting: ${label}`} className={styles.toolbar} onKeyDown={onKeyDown}>
        {tools.map((tool, i) => button(i, () => tool.run(editor), pressed?.[i] ?? false))}
        {button(tools.length, () => setLinking((v) => !v), pressed?.[tools.length] ?? false)}
        {button(tools.length + 1, () => editor.chain().focus().undo().run())}
        {button(tools.length + 2, () => editor.chain().focus().redo().run())}
        {button(tools.length + 3, onSource, false)}
      </div>
      {linking ? <LinkForm editor={editor} onDone={() => setLinking(false)} /> : null}
    </>
  );
}

function LinkForm({ editor, onDone }: { editor: Editor; onDone: () => void }) {
  const id = useId();
  const [href, setHref] = useState(() => (editor.getAttributes('link').href as string | undefined) ?? '');
  const [error, setError] = useState('');
  const apply = () => {
    if (!allowedHref(href)) {
      setError('Use an address starting with https://, http://, /, #, mailto: or tel:');
      return;
    }
    editor.chain().focus().extendMarkRange('link').setLink({ href: href.trim() }).run();
    onDone();
  };
  return (
    <div className={styles.linkForm} onKeyDown={(e) => e.key === 'Escape' && (e.preventDefault(), onDone())}>
      <label htmlFor={`${id}-href`}>Link address</label>
      <input
        id={`${id}-href`}
        type="text"
        inputMode="url"
        autoFocus
        value={href}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(e) => setHref(e.target.value)}
        onKeyDown={(e) => e.key === 'Enter' && (e.preventDefault(), apply())}
      />
      <button type="button" className={styles.tool} onClick={apply}>
        Apply link
      </button>
      <button type="button" className={styles.tool} onClick={() => (editor.chain().focus().extendMarkRange('link').unsetLink().run(), onDone())}>
        Remove link
      </button>
      <button type="button" className={styles.tool} onClick={onDone}>
        Cancel
      </button>
      {error ? (
        <p id={`${id}-error`} className={styles.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
