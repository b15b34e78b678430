import { closestCenter, DndContext, KeyboardCode, KeyboardSensor, PointerSensor, useSensor, useSensors, type Announcements, type ClientRect, type CollisionDetection, type DragEndEvent, type KeyboardCoordinateGetter, type UniqueIdentifier } from '@dnd-kit/core';
import { hasSortableData, SortableContext, sortableKeyboardCoordinates, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { useId } from 'react';
import { BlockItem, type ListProps } from './BlockItem';
import { useBodyEditor } from './editor-context';
import { blockLabel } from './summary';
import styles from './Blocks.module.css';

const instructions =
  'To move a block with the keyboard, press Space or Enter on its drag handle, move it with the up and down arrow keys, then press Space or Enter to drop it, or Escape to cancel. The Move up and Move down buttons do the same one step at a time.';

/**
 * The keyboard moves a picked-up block one place per arrow key, whatever the blocks' heights: going
 * down, its bottom onto the next block's bottom; going up, its top onto the previous block's top.
 * (sortableKeyboardCoordinates aligns them the same way but picks the next block by distance, which
 * skips or repeats places when an open block is much taller than its closed neighbours.)
 */
const blockKeyboardCoordinates: KeyboardCoordinateGetter = (event, args) => {
  const { active, over, collisionRect, droppableRects } = args.context;
  const step = event.code === KeyboardCode.Down ? 1 : event.code === KeyboardCode.Up ? -1 : 0;
  if (!step || !active || !collisionRect || !hasSortableData(active)) return sortableKeyboardCoordinates(event, args);
  event.preventDefault();
  const items = active.data.current.sortable.items;
  const from = items.indexOf(active.id);
  const at = over && items.includes(over.id) ? items.indexOf(over.id) : from;
  const to = items[at + step];
  const target = to === undefined ? undefined : droppableRects.get(to);
  if (to === undefined || !target) return undefined;
  return { x: target.left, y: items.indexOf(to) > from ? target.bottom - collisionRect.height : target.top };
};

/**
 * Which block a dragged block is over. A pointer drag: the closest centre. A keyboard move (no
 * pointer): the block whose bottom (going down) or top (going up) is nearest the dragged block's,
 * as the keyboard lines them up. The closest centre would keep an open (tall) block over itself
 * when its neighbour is a closed (short) one, and the arrow keys would not move it.
 */
const blockCollisions: CollisionDetection = (args) => {
  const start = args.droppableRects.get(args.active.id) ?? args.active.rect.current.initial;
  if (args.pointerCoordinates || !start) return closestCenter(args);
  const down = args.collisionRect.top > start.top;
  const edge = (rect: ClientRect) => (down ? rect.bottom : rect.top);
  let best: { container: (typeof args.droppableContainers)[number]; distance: number } | null = null;
  for (const container of args.droppableContainers) {
    const rect = args.droppableRects.get(container.id);
    if (!rect || container.disabled) continue;
    const distance = Math.abs(edge(rect) - edge(args.collisionRect));
    if (!best || distance < best.distance) best = { container, distance };
  }
  return best ? [{ id: best.container.id, data: { droppableContainer: best.container, value: best.distance } }] : [];
};

/** One list of blocks (the body, or a container's column), sortable by drag and by keyboard. */
export function BlockList({ list, blocks, depth, label }: ListProps) {
  const editor = useBodyEditor();
  const id = useId();
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 4 } }), useSensor(KeyboardSensor, { coordinateGetter: blockKeyboardCoordinates }));
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
    <DndContext id={id} sensors={sensors} collisionDetection={blockCollisions} onDragEnd={onDragEnd} accessibility={{ announcements, screenReaderInstructions: { draggable: instructions } }}>
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
