import { closestCenter, DndContext, KeyboardSensor, PointerSensor, useSensor, useSensors, type Announcements, type DragEndEvent, type UniqueIdentifier } from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { useId } from 'react';
import { BlockItem, type ListProps } from './BlockItem';
import { useBodyEditor } from './editor-context';
import { blockLabel } from './summary';
import styles from './Blocks.module.css';

const instructions =
  'To move a block with the keyboard, press Space or Enter on its drag handle, move it with the up and down arrow keys, then press Space or Enter to drop it, or Escape to cancel. The Move up and Move down buttons do the same one step at a time.';

/** One list of blocks (the body, or a container's column), sortable by drag and by keyboard. */
export function BlockList({ list, blocks, depth, label }: ListProps) {
  const editor = useBodyEditor();
  const id = useId();
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 4 } }), useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }));
  const labels = blocks.map((b) => blockLabel(b.node, editor.widgets));
  const position = (key: UniqueIdentifier) => blocks.findIndex((b) => b.key === key);
  const name = (key: UniqueIdentifier) => labels[position(key)] ?? 'Block';
  const of = `of ${blocks.length} in ${label}`;
  const announcements: Announcements = {
    onDragStart: ({ active }) => `Picked up ${name(active.id)}, position ${position(active.id) + 1} ${of}.`,
    onDragOver: ({ active, over }) => (over ? `${name(active.id)} is over position ${position(over.id) + 1} ${of}.` : `${name(active.id)} is not over a position.`),
    onDragEnd: ({ active, over }) => (over ? `${name(active.id)} dropped at position ${position(over.id) + 1} ${of}.` : `${name(active.id)} dropped where it was.`),
    onDragCancel: ({ active }) => `Moving ${name(active.id)} cancelled: it stays at position ${position(active.id) + 1}.`,
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (over && active.id !== over.id) editor.move(list, position(active.id), position(over.id), name(active.id));
  };

  return (
    <DndContext id={id} sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd} accessibility={{ announcements, screenReaderInstructions: { draggable: instructions } }}>
      <SortableContext items={blocks.map((b) => b.key)} strategy={verticalListSortingStrategy}>
        {blocks.length ? (
          <ol className={styles.list} aria-label={label}>
            {blocks.map((block, index) => (
              <BlockItem key={block.key} block={block} index={index} count={blocks.length} list={list} depth={depth} label={labels[index]!} List={BlockList} />
            ))}
          </ol>
        ) : (
          <p className={styles.empty}>{label}: no blocks yet.</p>
        )}
      </SortableContext>
      {!editor.readOnly ? (
        <button type="button" className={styles.addButton} onClick={() => editor.add(list, blocks.length, `At the end of ${label}`)}>
          Add block <span className="visually-hidden">at the end of {label}</span>
        </button>
      ) : null}
    </DndContext>
  );
}
