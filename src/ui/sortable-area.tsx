'use client';

import { DndContext, closestCenter, type Announcements, type DragEndEvent } from '@dnd-kit/core';
import type { ReactNode } from 'react';
import { useSortableSensors } from './sortable';

/**
 * A sortable list's drag-and-drop area (the photo uploader, the week's lots): the site's sensors,
 * the nearest slot wins, the list's own Swedish announcements, and the keyboard instructions a
 * screen reader hears, naming what is moved: `thing` as in "ta upp loten" / "ta upp bilden".
 */
export function SortableArea(props: {
  thing: string;
  announcements: Announcements;
  onDragEnd(event: DragEndEvent): void;
  children: ReactNode;
}) {
  const sensors = useSortableSensors();
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={props.onDragEnd}
      accessibility={{
        announcements: props.announcements,
        screenReaderInstructions: {
          draggable: `Tryck på mellanslag eller Enter för att ta upp ${props.thing}. Flytta den med piltangenterna, släpp den med mellanslag eller Enter, eller avbryt med Escape.`,
        },
      }}
    >
      {props.children}
    </DndContext>
  );
}
