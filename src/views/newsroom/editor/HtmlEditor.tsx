import { EditorContent, useEditor } from '@tiptap/react';
import { useEffect, useId, useRef, useState } from 'react';
import { richTextExtensions as extensions, unsupportedMarkup } from './html-support';
import { HtmlToolbar } from './HtmlToolbar';
import styles from './HtmlEditor.module.css';

/**
 * Editor HTML: TipTap limited to what the sanitizer keeps and the editor writes back exactly
 * (html-support.ts), or the HTML source when a block holds more than that (a table, a figure…).
 * The rich editor's element carries `id`, so a label or an error summary link can reach it.
 */
export interface HtmlEditorProps {
  id: string;
  label: string;
  value: string;
  onChange: (html: string) => void;
  readOnly?: boolean;
  invalid?: boolean;
  /** Smaller, for an HTML field inside a widget's form. */
  compact?: boolean;
  describedBy?: string;
}

export function HtmlEditor(props: HtmlEditorProps) {
  const [source, setSource] = useState(() => unsupportedMarkup(props.value).length > 0);
  const [notice, setNotice] = useState('');
  const noticeId = useId();
  const dropped = source ? unsupportedMarkup(props.value) : [];
  const toRich = () => {
    const lost = unsupportedMarkup(props.value);
    if (lost.length) setNotice(`The rich editor would drop ${lost.join(', ')}: keep editing the HTML, or remove those first.`);
    else {
      setNotice('');
      setSource(false);
    }
  };
  if (source) {
    return (
      <div className={`${styles.editor} ${props.compact ? styles.compact : ''}`}>
        {!props.readOnly ? (
          <div className={styles.sourceBar}>
            <button type="button" className={styles.tool} aria-pressed="true" onClick={toRich}>
              Edit HTML<span className="visually-hidden">: {props.label}</span>
            </button>
          </div>
        ) : null}
        {dropped.length ? <p className={styles.note}>Edited as HTML: the rich editor cannot keep {dropped.join(', ')}.</p> : null}
        <textarea
          id={props.id}
          className={styles.source}
          aria-label={`${props.label} (HTML source)`}
          aria-invalid={props.invalid || undefined}
          aria-describedby={[props.describedBy, notice ? noticeId : ''].filter(Boolean).join(' ') || undefined}
          value={props.value}
          readOnly={props.readOnly}
          spellCheck
          rows={props.compact ? 4 : 8}
          onChange={(e) => props.onChange(e.target.value)}
        />
        <p id={noticeId} role="status" className={styles.note}>
          {notice}
        </p>
      </div>
    );
  }
  return <RichText {...props} onSource={() => setSource(true)} />;
}

function RichText({ id, label, value, onChange, readOnly, invalid, compact, describedBy, onSource }: HtmlEditorProps & { onSource: () => void }) {
  const emitted = useRef(value);
  // The editor keeps the callbacks it was made with: this one always reaches the newest onChange.
  const onChangeRef = useRef(onChange);
  useEffect(() => {
    onChangeRef.current = onChange;
  }, [onChange]);
  const editor = useEditor({
    immediatelyRender: false,
    // The CSP allows no style element the page did not bring: the few rules ProseMirror needs are in the CSS module.
    injectCSS: false,
    editable: !readOnly,
    extensions,
    content: value,
    editorProps: {
      attributes: {
        id,
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-label': label,
        ...(invalid ? { 'aria-invalid': 'true' } : {}),
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
        class: styles.content!,
      },
    },
    onUpdate: ({ editor: current }) => {
      const html = current.isEmpty ? '' : current.getHTML();
      // Only a change of the text is one (setEditable and setContent also emit updates).
      if (html === emitted.current) return;
      emitted.current = html;
      onChangeRef.current(html);
    },
  });

  // Someone else changed the value (their version loaded, an undo): show it.
  useEffect(() => {
    if (editor && value !== emitted.current) {
      emitted.current = value;
      editor.commands.setContent(value, { emitUpdate: false });
    }
  }, [editor, value]);

  useEffect(() => {
    if (editor && editor.isEditable === Boolean(readOnly)) editor.setEditable(!readOnly, false);
  }, [editor, readOnly]);

  return (
    <div className={`${styles.editor} ${compact ? styles.compact : ''} ${invalid ? styles.invalid : ''}`}>
      {editor && !readOnly ? <HtmlToolbar editor={editor} label={label} controls={id} onSource={onSource} /> : null}
      {editor ? <EditorContent editor={editor} /> : <div className={styles.content} aria-busy="true" />}
    </div>
  );
}
