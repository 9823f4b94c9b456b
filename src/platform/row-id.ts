import { z } from 'zod';

/**
 * The largest id a row can have: ids are PostgreSQL `integer` columns, and a larger number in a
 * query is the database's "value out of range for type integer" — a 500, not the user's mistake
 * named. Every id an input schema accepts stays within it.
 */
export const MAX_ROW_ID = 2_147_483_647;

/** A row id as input: a whole number from 1 to MAX_ROW_ID, else `message` (Swedish, naming what is missing). */
export const rowId = (message: string) =>
  z.number({ error: message }).int({ error: message }).positive({ error: message }).max(MAX_ROW_ID, { error: message });

/** The same, read from a string too ("12" from a form or a path). */
export const coercedRowId = (message: string) =>
  z.coerce.number({ error: message }).int({ error: message }).positive({ error: message }).max(MAX_ROW_ID, { error: message });
