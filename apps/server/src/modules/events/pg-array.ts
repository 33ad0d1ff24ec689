/*
 * PostgreSQL array literals for the writer's `unnest($1::uuid[], $2::text[], …)` statements: one
 * text parameter per column of a batch, whichever driver sends it (node-postgres and PGlite both
 * pass a string through as the array's text). Building them by hand costs a fraction of the
 * drivers' own array serialisers (a regular expression or two per element), and the database
 * parses a column of plain values faster than a JSON document that names every field of every row.
 */

/** PostgreSQL's text holds no NUL character; JSON's `\u0000` escape is refused by jsonb too. */
const NEEDS_CLEANING = /[\0\uD800-\uDFFF]/;
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
const NEEDS_ESCAPE = /["\\]/;

/**
 * Text as the database will keep it: without NUL characters and with a lone surrogate (half of
 * an emoji cut off) as U+FFFD, which is what UTF-8 makes of it anyway. A visitor's event with
 * either must not fail the batch it shares with everyone else's; a key the writer compares with
 * what the database answers is made of this same text.
 */
export function pgText(value: string): string {
  if (!NEEDS_CLEANING.test(value)) return value;
  return value.replaceAll('\0', '').replace(LONE_SURROGATE, '\uFFFD');
}

/** An element that needs no quotes: a uuid, a hex hash, an ISO moment, a day, a whole number. */
export const bare = (value: string | number | null | undefined): string =>
  value === null || value === undefined ? 'NULL' : String(value);

/** A text element, quoted and escaped (quoting keeps an empty string, 'NULL' and spaces as they are). */
export function quoted(value: string | null | undefined): string {
  if (value === null || value === undefined) return 'NULL';
  const text = pgText(value);
  return NEEDS_ESCAPE.test(text) ? `"${text.replace(/["\\]/g, '\\$&')}"` : `"${text}"`;
}

/** A jsonb element: the value's JSON, without what jsonb refuses (NUL, lone surrogates). */
export function quotedJson(value: unknown): string {
  if (value === null || value === undefined) return 'NULL';
  let json = JSON.stringify(value);
  // JSON.stringify writes a NUL as \u0000 and a lone surrogate as \udxxx: both refused by jsonb.
  if (/\\u(0000|d[89a-f])/i.test(json)) json = JSON.stringify(cleaned(value));
  return quoted(json);
}

/** The value with its texts and keys as pgText makes them (the rare slow path). */
function cleaned(value: unknown): unknown {
  if (typeof value === 'string') return pgText(value);
  if (Array.isArray(value)) return value.map(cleaned);
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [pgText(k), cleaned(v)]));
  }
  return value;
}

/** The array literal of elements made with `bare`, `quoted` or `quotedJson`. */
export const arrayLiteral = (elements: readonly string[]): string => `{${elements.join(',')}}`;
