'use client';

import { KeyboardSensor, MouseSensor, TouchSensor, useSensor, useSensors, type DraggableSyntheticListeners } from '@dnd-kit/core';
import { sortableKeyboardCoordinates, type useSortable } from '@dnd-kit/sortable';

/**
 * The site's drag-and-drop sensors for sortable lists (the photo uploader, the week's lots): a mouse
 * drag starts after 5 px, a touch after a 200 ms press (so a swipe still scrolls), and the keyboard
 * lifts with space, moves with the arrows and drops with space.
 */
export function useSortableSensors() {
  return useSensors(
    useSensor(MouseSensor, { activationConstraint: { distance: 5 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 200, tolerance: 8 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
}

type Sortable = ReturnType<typeof useSortable>;

/** The grip a sortable item is dragged by (a 44 px target with a Swedish label naming the item). */
export function DragHandle({
  label,
  handleRef,
  attributes,
  listeners,
  className,
}: {
  label: string;
  handleRef: Sortable['setActivatorNodeRef'];
  attributes: Sortable['attributes'];
  listeners: DraggableSyntheticListeners;
  /** The round button's look (its list's icon-button style). */
  className: string;
}) {
  return (
    <button
      type="button"
      ref={handleRef}
      {...attributes}
      {...listeners}
      className={`${className} cursor-grab touch-none active:cursor-grabbing`}
      aria-label={label}
    >
      <svg aria-hidden="true" viewBox="0 0 24 24" className="h-5 w-5" fill="currentColor">
        <circle cx="9" cy="6" r="1.5" />
        <circle cx="15" cy="6" r="1.5" />
        <circle cx="9" cy="12" r="1.5" />
        <circle cx="15" cy="12" r="1.5" />
        <circle cx="9" cy="18" r="1.5" />
        <circle cx="15" cy="18" r="1.5" />
      </svg>
    </button>
  );
}
