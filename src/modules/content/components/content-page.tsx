import 'server-only';
import { cookies, headers } from 'next/headers';
import { notFound } from 'next/navigation';
import type { ReactNode } from 'react';
import { getDb } from '@/platform/database';
import { getMe } from '@/modules/accounts/server';
import { getFeeRates } from '@/modules/orders/server';
import { EDIT_MODE_COOKIE } from '../edit-mode';
import type { StoredBlock } from '../domain/blocks';
import { isContainer } from '../domain/blocks';
import { getContentVersion, getDraftPage, getPublishedPage } from '../queries/get-page';
import { contentPageDefinition } from '../pages';
import { ContentBlocks, HeroStatus, LeafBlock, type RenderContext } from './blocks';
import { liveValues } from './live';
import { RichInlineText } from './rich-text';
import { parseBlockProps } from '../schema';
import { LazyEditSurface } from './editor/lazy-edit-surface';
import type { RichTextDoc } from '../domain/rich-text';

async function renderContext(updatedAt: string, layout: 'prose' | 'wide'): Promise<RenderContext> {
  return { values: liveValues(await getFeeRates()), updatedAt, now: new Date(), inProse: layout === 'prose' };
}

/** Whether this request is an admin's with edit mode on (the cookie alone grants nothing). */
export async function editingAdmin(): Promise<{ id: string } | null> {
  if ((await cookies()).get(EDIT_MODE_COOKIE)?.value !== '1') return null;
  const me = await getMe(await headers());
  return me?.admin ? { id: me.uid } : null;
}

/**
 * A page's content: what visitors see (its published version, drawn on the server), or, for an
 * admin in edit mode, the editor around the page's draft.
 */
export async function ContentPage({ pageId, selectedBlockId }: { pageId: string; selectedBlockId?: string }) {
  const definition = contentPageDefinition(pageId);
  if (!definition) notFound();
  if (await editingAdmin()) return <ContentEditor pageId={pageId} selectedBlockId={selectedBlockId} />;
  const page = await getPublishedPage(await getDb(), pageId);
  return (
    <ContentBlocks blocks={page.blocks} layout={definition.layout} context={await renderContext(page.publishedAt, definition.layout)} />
  );
}

/** The editor around a page's draft: every leaf drawn here by the server, the containers by the editor. */
export async function ContentEditor({ pageId, selectedBlockId, version }: { pageId: string; selectedBlockId?: string; version?: number }) {
  const definition = contentPageDefinition(pageId);
  if (!definition) notFound();
  const db = await getDb();
  const draft = await getDraftPage(db, pageId);
  const shown = version ? await getContentVersion(db, pageId, version) : null;
  const blocks: StoredBlock[] = shown?.blocks ?? draft.blocks;
  const context = await renderContext(shown?.publishedAt ?? draft.updatedAt, definition.layout);
  const rendered: Record<string, ReactNode> = {};
  for (const block of blocks) {
    if (block.type === 'hero') {
      rendered[`${block.id}:status`] = block.props.showSaleStatus === false ? null : <HeroStatus />;
      const lead = parseBlockProps('hero', block.props);
      if (lead.ok && lead.props.lead)
        rendered[`${block.id}:lead`] = <RichInlineText doc={lead.props.lead as RichTextDoc} values={context.values} />;
    }
    if (!isContainer(block.type)) rendered[block.id] = <LeafBlock block={block} context={context} />;
  }
  return (
    <LazyEditSurface
      page={{
        pageId,
        label: definition.label,
        layout: definition.layout,
        version: draft.version,
        publishedVersion: draft.publishedVersion,
        dirty: draft.dirty,
        updatedAt: draft.updatedAt,
        updatedBy: draft.updatedBy,
      }}
      blocks={blocks}
      rendered={rendered}
      selectedBlockId={selectedBlockId ?? null}
      viewingVersion={shown ? shown.version : null}
    />
  );
}
