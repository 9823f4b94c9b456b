'use client';

import type { EditSurfaceProps } from './types';

/** The editor around a page's draft (in progress: drawn read-only for now). */
export function EditSurface({ page, blocks, rendered }: EditSurfaceProps) {
  return (
    <div data-edit-page={page.pageId}>
      {blocks
        .filter((block) => rendered[block.id])
        .map((block) => (
          <div key={block.id}>{rendered[block.id]}</div>
        ))}
    </div>
  );
}
