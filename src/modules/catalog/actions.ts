import 'server-only';
import { getDb } from '@/platform/database';
import { defineCallable } from '@/platform/callable/define';
import { AppError } from '@/platform/errors';
import { createItemFromUploads } from './commands/create-item-from-uploads';
import { publishItemImages } from './commands/publish-item-images';
import { updateItem } from './commands/update-item';
import { getItem } from './queries/get-item';
import type { ItemLots } from './item-lots';
import { itemIdInput, itemInput, updateItemInput } from './schema';

/**
 * The catalogue's connector actions (admin): the studio's items, kept in stock or made into lots by
 * auctions, whose lots an item's change reaches through the ItemLots port src/server hands in.
 */
export const catalogActions = ({ lots }: { lots: ItemLots }) => ({
  CREATE_ITEM: defineCallable({
    access: 'admin',
    input: itemInput,
    handler: async (input, { caller }) => {
      const db = await getDb();
      const item = await db.transaction((tx) => createItemFromUploads(tx, { actorId: caller.id, item: input }));
      await publishItemImages(db, item.id, { lots });
      return { item };
    },
  }),
  UPDATE_ITEM: defineCallable({
    access: 'admin',
    input: updateItemInput,
    handler: async (input, { caller }) => {
      const db = await getDb();
      const result = await updateItem(db, { ...input, actorId: caller.id }, lots);
      if (result.newImages > 0) await publishItemImages(db, result.id, { lots });
      return { item: { id: result.id } };
    },
  }),
  GET_ITEM: defineCallable({
    access: 'admin',
    input: itemIdInput,
    handler: async (input) => {
      const item = await getItem(await getDb(), input.itemId);
      if (!item) throw new AppError('NOT_FOUND', 'Föremålet finns inte.');
      return { item };
    },
  }),
});
