import { useCallback, useMemo } from 'react';
import { formatOf, isHtmlNode, structuralFields, type Block } from './block-tree';
import { useBodyEditor, htmlFieldId } from './editor-context';
import { placeIssues } from './extra-errors';
import { split } from './form-schema';
import { HtmlEditor } from './HtmlEditor';
import { formatPath, parsePath, type PathKey } from './paths';
import { citations } from './references';
import { SchemaForm } from './SchemaForm';
import type { Issue } from './types';
import styles from './Blocks.module.css';

/** A block's own editor: the rich text editor for HTML, the generated form for a widget. */
export function BlockContent({ block, path, label }: { block: Block; path: PathKey[]; label: string }) {
  const editor = useBodyEditor();
  const { changeNode } = editor;
  const format = formatOf(block.node);
  const form = format ? editor.formFor(format) : null;
  const slotPaths = useMemo(() => block.slots.map((s) => s.path), [block.slots]);
  const pathText = formatPath(path);
  const placed = useMemo(() => placeIssues(editor.issues, parsePath(pathText), { exclude: slotPaths, fields: form?.fields ?? new Set() }), [editor.issues, pathText, slotPaths, form]);
  const warnings = editor.warnings.filter((w) => w.path === pathText || w.path.startsWith(`${pathText}.`));
  const parts = useMemo(() => split(block.node, form ? [...form.omit, ...structuralFields(block.slots)] : []), [block.node, block.slots, form]);
  const onForm = useCallback((data: Record<string, unknown>) => changeNode(block.key, { ...parts.kept, ...data }), [changeNode, block.key, parts.kept]);

  let body;
  if (isHtmlNode(block.node)) {
    const html = typeof block.node.html === 'string' ? block.node.html : '';
    body = (
      <>
        <HtmlEditor id={htmlFieldId(block.key)} label={label} value={html} readOnly={editor.readOnly} invalid={placed.count > 0} onChange={(next) => changeNode(block.key, { ...block.node, html: next })} />
        <Citations html={html} sources={editor.sources} />
      </>
    );
  } else if (form) {
    body = <SchemaForm idPrefix={block.key} label={label} schema={form.schema} data={parts.form} onChange={onForm} errors={placed.fields} readOnly={editor.readOnly} canUpload={editor.canUpload} />;
  } else {
    body = (
      <>
        <p className={styles.note}>This build does not know the format “{format ?? '?'}”: the block is kept as it is and renders nothing. Its data:</p>
        <pre className={styles.raw}>{JSON.stringify(block.node, null, 2)}</pre>
      </>
    );
  }
  return (
    <div className={styles.content}>
      <IssueList issues={placed.block} problems />
      <IssueList issues={warnings} problems={false} />
      {body}
    </div>
  );
}

/** Problems stop publishing; the rest are the server's warnings. */
function IssueList({ issues, problems }: { issues: readonly Issue[]; problems: boolean }) {
  if (!issues.length) return null;
  return (
    <ul className={problems ? styles.issues : styles.warnings}>
      {issues.map((issue) => (
        <li key={`${issue.path} ${issue.message}`}>
          <span className={styles.issueKind}>{problems ? 'Problem' : 'Warning'}:</span> {issue.message}
        </li>
      ))}
    </ul>
  );
}

/** The sources an HTML block cites, and any marker that points at no source. */
function Citations({ html, sources }: { html: string; sources: number | null }) {
  const { cited, missing } = citations(html, sources);
  if (!cited.length) return null;
  const count = sources ?? 0;
  return (
    <div className={styles.citations}>
      <p>
        Cites {cited.length === 1 ? 'source' : 'sources'} {cited.join(', ')}
        {sources === null ? ': the article lists no references of its own.' : ` (of ${sources}).`}
      </p>
      {missing.length ? (
        <p className={styles.missing}>
          <span className={styles.issueKind}>Problem:</span> {missing.map((n) => `[[ref:${n}]]`).join(', ')} {missing.length === 1 ? 'has' : 'have'} no source:
          {count === 0 ? 'sources are numbered from 1' : `the article has ${count === 1 ? 'one source' : `${count} sources`}`}. Add it under References, or correct the number.
        </p>
      ) : null}
    </div>
  );
}
