import 'server-only';
import { getDb } from '@/platform/database';
import { defineCallable } from '@/platform/callable/define';
import { AppError } from '@/platform/errors';
import { createItemFromUploads } from './commands/create-item-from-uploads';
import { publishItemImages } from './commands/publish-item-images';
import { updateItem } from './commands/update-item';
import { getItem } from './queries/get-item';
import { itemIdInput, itemInput, updateItemInput } from './schema';

/** The catalogue's connector actions (admin): the studio's items, kept in stock or made into lots by auctions. */
export const catalogActions = {
  CREATE_ITEM: defineCallable({
    access: 'admin',
    input: itemInput,
    handler: async (input, { caller }) => {
      const db = await getDb();
      const item = await db.transaction((tx) => createItemFromUploads(tx, { actorId: caller.id, item: input }));
      await publishItemImages(db, item.id);
      return { item };
    },
  }),
  UPDATE_ITEM: defineCallable({
    access: 'admin',
    input: updateItemInput,
    handler: async (input, { caller }) => {
      const db = await getDb();
      const result = await updateItem(db, { ...input, actorId: caller.id });
      if (result.newImages > 0) await publishItemImages(db, result.id);
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
};
