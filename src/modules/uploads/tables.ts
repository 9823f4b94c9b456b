import { sql } from 'drizzle-orm';
import { bigint, index, integer, pgEnum, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { UPLOAD_STATUSES } from '../../keys';
import { users } from '../accounts/tables';

/**
 * The table uploads owns: the tus uploads and their private variants (docs/decisions/0012), and the
 * shape of a stored image every module keeps.
 * Only this module's commands write them; a module on a higher row may read them in
 * its joins (docs/architecture.md, "Where each table lives").
 */

export interface StoredImage {
  /** Storage key under the uploads root, e.g. `demo/kosta-boda-vas-1.jpg`. */
  key: string;
  width: number;
  height: number;
  alt: string;
}

export const uploadStatusEnum = pgEnum('upload_status', UPLOAD_STATUSES);

/**
 * A photo sent over tus (docs/product.md §9). The key is the last segment of the tus Location; the
 * row is private to its owner until a valuation or an item uses it (`usedAt`). Processed files
 * (orientation applied, metadata stripped) live in storage under `uploads/<key>/…`.
 */
export const uploads = pgTable(
  'uploads',
  {
    key: text('key').primaryKey(),
    ownerId: text('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    fileName: text('file_name'),
    status: uploadStatusEnum('status').notNull().default('receiving'),
    /** Why a finished upload was refused (Swedish, shown to the uploader). */
    refusal: text('refusal'),
    declaredBytes: bigint('declared_bytes', { mode: 'number' }),
    format: text('format'),
    width: integer('width'),
    height: integer('height'),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('uploads_owner_idx').on(t.ownerId, t.createdAt),
    index('uploads_unused_idx')
      .on(t.status, t.createdAt)
      .where(sql`used_at is null`),
  ],
);
