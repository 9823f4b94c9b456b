import { notFound } from 'next/navigation';
import { getDb } from '@/platform/database';
import { adminMetadata, requireAdmin } from '@/modules/accounts/server';
import { pageIdOfBlock } from '@/modules/content/server';
import { ContentEditor } from '@/modules/content/components/content-page';

export const generateMetadata = adminMetadata('Redigera');

/**
 * /edit/{blockId} (spec §2): the page the block belongs to, in the editor, with that block open.
 * Admins only: anyone else gets the site's 404, as for the console. `?version=n` shows a published
 * version read-only.
 */
export default async function EditBlockPage({
  params,
  searchParams,
}: {
  params: Promise<{ blockId: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  await requireAdmin();
  const { blockId } = await params;
  const version = Number((await searchParams).version);
  const pageId = await pageIdOfBlock(await getDb(), decodeURIComponent(blockId));
  if (!pageId) notFound();
  return (
    <ContentEditor
      pageId={pageId}
      selectedBlockId={decodeURIComponent(blockId)}
      version={Number.isInteger(version) && version > 0 ? version : undefined}
    />
  );
}
