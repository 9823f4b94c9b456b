import { integer, pgTable, text } from 'drizzle-orm/pg-core';

/**
 * Foreign keys that point up the module map. A table lives with the module that owns its rule
 * (docs/architecture.md, "Where each table lives"), and a module imports only modules on lower rows;
 * yet a notice, a newsletter subscriber, an audit line or a scheduled run belongs to a user
 * (accounts sits above notifications, newsletter and platform), and a payout to an order (orders
 * sits above payments). drizzle-kit writes a foreign key from the referenced table's name and key
 * column only, so these two objects declare just that key. They are in no tables.ts, so drizzle-kit
 * never takes them for the tables themselves; tests/integration/table-owners.test.ts checks that
 * each matches its owner's declaration.
 */
const usersKey = pgTable('users', { id: text('id').primaryKey() });
const ordersKey = pgTable('orders', { id: integer('id').primaryKey() });

/** `users.id` (owned by accounts), for `.references(userKey, …)` on a row below accounts. */
export const userKey = () => usersKey.id;
/** `orders.id` (owned by orders), for `.references(orderKey, …)` on a row below orders. */
export const orderKey = () => ordersKey.id;
