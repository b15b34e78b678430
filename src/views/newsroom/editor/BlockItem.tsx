import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { useState, type ComponentType, type ReactNode } from 'react';
import type { ListRef } from './block-ops';
import type { Block } from './block-tree';
import { BlockComments } from './BlockComments';
import { BlockContent } from './BlockContent';
import { blockDomId, blockToggleId, useBodyEditor } from './editor-context';
import { formatPath, parsePath, startsWith } from './paths';
import { blockSummary } from './summary';
import styles from './Blocks.module.css';

const headings = ['h3', 'h4', 'h5', 'h6'] as const;

export interface ListProps {
  list: ListRef;
  blocks: readonly Block[];
  depth: number;
  label: string;
}

/**
 * One block: its name and summary (a disclosure that opens its editor), its tools, its comments.
 * A container's child lists are drawn by `List` (BlockList, handed down so the two modules do not import each other).
 */
export function BlockItem({ block, index, count, list, depth, label, List }: { block: Block; index: number; count: number; list: ListRef; depth: number; label: string; List: ComponentType<ListProps> }) {
  const editor = useBodyEditor();
  const [commenting, setCommenting] = useState(false);
  const { setNodeRef, setActivatorNodeRef, attributes, listeners, transform, transition, isDragging } = useSortable({ id: block.key, disabled: editor.readOnly, transition: editor.reducedMotion ? null : undefined });
  const path = editor.paths.get(block.key) ?? [];
  const open = editor.isExpanded(block.key);
  const panelId = `${blockDomId(block.key)}-panel`;
  const problems = editor.issues.filter((i) => startsWith(parsePath(i.path), path)).length;
  const Heading = headings[Math.min(depth, headings.length - 1)]!;
  const position = `block ${index + 1} of ${count}`;
  const style = { transform: CSS.Translate.toString(transform), transition };

  const tool = (text: string, onClick: () => void, disabled = false): ReactNode => (
    <button type="button" className={styles.tool} aria-disabled={disabled || undefined} onClick={disabled ? undefined : onClick}>
      {text}
      <span className="visually-hidden">
        : {label}, {position}
      </span>
    </button>
  );

  return (
    <li ref={setNodeRef} style={style} id={blockDomId(block.key)} tabIndex={-1} className={`${styles.block} ${isDragging ? styles.dragging : ''} ${problems ? styles.hasProblems : ''}`}>
      <div className={styles.header}>
        {!editor.readOnly ? (
          <button type="button" ref={setActivatorNodeRef} className={styles.handle} {...attributes} {...listeners} aria-label={`Drag to move: ${label}, ${position}`}>
            <span aria-hidden="true">⠿</span>
          </button>
        ) : null}
        <Heading className={styles.heading}>
          <button type="button" id={blockToggleId(block.key)} className={styles.toggle} aria-expanded={open} aria-controls={panelId} onClick={() => editor.setExpanded(block.key, !open)}>
            <span className={styles.label}>{label}</span>
            <span className={styles.summary}>{blockSummary(block.node)}</span>
          </button>
        </Heading>
        {problems ? (
          <span className={styles.problems}>
            {problems} {problems === 1 ? 'problem' : 'problems'}
          </span>
        ) : null}
        <div className={styles.tools}>
          {!editor.readOnly ? (
            <>
              {tool('Move up', () => editor.move(list, index, index - 1, label), index === 0)}
              {tool('Move down', () => editor.move(list, index, index + 1, label), index === count - 1)}
              {tool('Add below', () => editor.add(list, index + 1, `Below ${label}, ${position}`))}
              {tool('Duplicate', () => editor.duplicate(list, index))}
              {tool('Remove', () => editor.remove(list, index, block, label))}
            </>
          ) : null}
          {editor.canComment ? tool('Comment on this block', () => setCommenting(true)) : null}
        </div>
      </div>
      {open ? (
        <div id={panelId} className={styles.panel}>
          <BlockContent block={block} path={path} label={`${label}, ${position}`} />
          {block.slots.map((slot, i) => {
            const name = block.slots.length > 1 ? `${label} column ${i + 1}` : `Blocks inside ${label}`;
            return (
              <section key={slot.path.join('.')} className={styles.slot} aria-label={name}>
                <List list={{ parent: block.key, slot: i }} blocks={slot.blocks} depth={depth + 1} label={name} />
              </section>
            );
          })}
        </div>
      ) : null}
      <BlockComments block={formatPath(path)} label={label} writing={commenting} onDoneWriting={() => setCommenting(false)} />
    </li>
  );
}
