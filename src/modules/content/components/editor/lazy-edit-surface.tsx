'use client';

import dynamic from 'next/dynamic';

/**
 * The editor, loaded only where it is drawn (an admin in edit mode). Imported directly by the
 * server's ContentPage, its code (Tiptap, dnd-kit, the photo uploader, ~180 kB compressed) was in
 * the first load of every content page, the home page included, for every visitor.
 */
export const LazyEditSurface = dynamic(() => import('./edit-surface').then((module) => module.EditSurface));
