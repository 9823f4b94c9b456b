// STAND-IN (helper B, valuations): Helper C's createItem, against the contract in the brief, so this
// branch compiles and its tests run. Helper C's catalog/server.ts replaces it.
import 'server-only';
import type { DbOrTx } from '@/db/client';
import { items, type StoredImage } from '@/db/schema';
import type { CategoryKey } from '@/keys';

export async function createItem(
  tx: DbOrTx,
  input: {
    sellerId: string | null;
    valuationId?: number | null;
    title: string;
    description: string;
    category: CategoryKey;
    maker?: string | null;
    year?: string | null;
    condition?: string | null;
    dimensions?: string | null;
    images: StoredImage[];
    shippingPrice?: number | null;
  },
): Promise<{ id: number }> {
  const [row] = await tx
    .insert(items)
    .values({
      sellerId: input.sellerId,
      valuationId: input.valuationId ?? null,
      title: input.title,
      description: input.description,
      category: input.category,
      maker: input.maker ?? null,
      year: input.year ?? null,
      condition: input.condition ?? null,
      dimensions: input.dimensions ?? null,
      images: input.images,
      shippingPrice: input.shippingPrice ?? null,
    })
    .returning({ id: items.id });
  return { id: row!.id };
}
