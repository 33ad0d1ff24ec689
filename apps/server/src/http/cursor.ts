import { fieldError } from './errors.js';

/*
 * Keyset paging, newest first: a page's `nextCursor` names its last row by (time, id), and the
 * next page starts after it. Opaque to clients (base64url), checked when read back.
 */

export const encodeCursor = (at: Date, id: string): string =>
  Buffer.from(`${at.toISOString()}|${id}`).toString('base64url');

/** The row a cursor names; a 400 on `cursor` when it is not one of ours. */
export function decodeCursor(cursor: string): { at: Date; id: string } {
  const [at = '', id = ''] = Buffer.from(cursor, 'base64url').toString('utf8').split('|');
  const time = Date.parse(at);
  if (Number.isNaN(time) || !/^[0-9a-f-]{36}$/.test(id)) throw fieldError('cursor', 'cursor is not valid');
  return { at: new Date(time), id };
}
