import { z } from 'zod';

/*
 * Shared validation machinery: the field builders the domain schemas are made of, and the one
 * function that turns a Zod error into `{ field: message }` for the server's 400 answers and the
 * web forms alike (spec section 5: errors collected per field, quotes removed).
 */

/** The key under which errors that belong to no field are reported (react-hook-form's name for it). */
export const FORM_ERROR_KEY = 'root';

const QUOTES = /["'`\u2018\u2019\u201C\u201D]/g;

/** Removes quote characters, as the spec asks of every message shown to a user. */
export const stripQuotes = (message: string): string => message.replace(QUOTES, '');

type TIssueLike = { readonly path: readonly PropertyKey[]; readonly message: string };

/**
 * First message per field path ('email', 'items.0.name'), quotes stripped. Takes anything shaped
 * like a ZodError so that it also works on errors that crossed a package boundary.
 */
export const fieldErrors = (error: { readonly issues: readonly TIssueLike[] }): Record<string, string> => {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.length === 0 ? FORM_ERROR_KEY : issue.path.map(String).join('.');
    if (!(key in errors)) errors[key] = stripQuotes(issue.message);
  }
  return errors;
};

/** Error function for a field's own type check: missing, null or blank gives `required`, anything else `invalid`. */
export const requiredOr =
  (required: string, invalid: string) =>
  (issue: { readonly input?: unknown }): string =>
    issue.input === undefined || issue.input === null || issue.input === '' ? required : invalid;

type TBound = readonly [limit: number, message: string];

export type TTextRules = {
  /** Message when the field is missing (and blank, unless `empty` is given). */
  required: string;
  /** Message when the field is a blank string, when it differs from `required`. */
  empty?: string;
  /** Message when the value is not a string or fails `pattern`; defaults to `required`. */
  invalid?: string;
  min?: TBound;
  max?: TBound;
  pattern?: readonly [RegExp, string];
};

/**
 * A required, trimmed string. A blank value fails with `required` first. (No builder uses
 * `abort`: an explicitly aborted field stops the cross-field refinements of its object, see
 * whenValid; so a field may carry several issues, and fieldErrors keeps the first.)
 */
export const textField = (rules: TTextRules) => {
  let schema = z
    .string({ error: requiredOr(rules.required, rules.invalid ?? rules.required) })
    .trim()
    .min(1, rules.empty ?? rules.required);
  if (rules.min) schema = schema.min(rules.min[0], rules.min[1]);
  if (rules.max) schema = schema.max(rules.max[0], rules.max[1]);
  if (rules.pattern) schema = schema.regex(rules.pattern[0], rules.pattern[1]);
  return schema;
};

/**
 * Makes a string field optional. Forms send '' for an empty input, so a blank string counts as
 * absent (and comes out as undefined) instead of failing the field's format rule.
 */
export const optionalBlank = <TOut>(schema: z.ZodType<TOut, string>, invalid: string) =>
  z
    .string({ error: invalid })
    .trim()
    .transform((value) => (value === '' ? undefined : value))
    .pipe(schema.optional())
    .optional();

/** Optional free text: blank is absent, otherwise at most `max` characters. */
export const optionalText = (label: string, max: number) =>
  optionalBlank(z.string().max(max, `${label} cannot exceed ${max} characters`), `${label} must be text`);

/**
 * Addresses with any top-level domain, including long (.photography) and punycode (xn--p1ai) ones;
 * checked after trimming and lower-casing.
 */
export const EMAIL_PATTERN =
  /^[a-z0-9!#$%&'*+/=?^_{|}~-]+(?:\.[a-z0-9!#$%&'*+/=?^_{|}~-]+)*@(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+(?:[a-z]{2,63}|xn--[a-z0-9-]{1,59})$/;

/** A trimmed, lower-cased email address. `empty` is reported for a blank string when it differs from `required`. */
export const emailField = (messages: { required: string; empty?: string; invalid: string }) =>
  z
    .string({
      error: (issue) =>
        issue.input === undefined || issue.input === null ? messages.required : messages.invalid,
    })
    .trim()
    .toLowerCase()
    .min(1, messages.empty ?? messages.required)
    .max(254, messages.invalid)
    .regex(EMAIL_PATTERN, messages.invalid);

/** Host names a link may point to: a dotted domain (any TLD), localhost (for testing a site locally) or an IPv4 address. */
export const URL_HOSTNAME_PATTERN =
  /^(?:localhost|(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+(?:[a-z]{2,63}|xn--[a-z0-9-]{1,59})|\d{1,3}(?:\.\d{1,3}){3})$/i;

/** A required absolute http(s) URL. */
export const urlField = (messages: { required: string; invalid: string }) =>
  z
    .string({ error: requiredOr(messages.required, messages.invalid) })
    .trim()
    .min(1, messages.required)
    .max(2048, messages.invalid)
    .pipe(z.url({ protocol: /^https?$/, hostname: URL_HOSTNAME_PATTERN, error: messages.invalid }));

/** An optional absolute http(s) URL; blank counts as absent. */
export const optionalUrl = (invalid: string) =>
  optionalBlank(urlField({ required: invalid, invalid }), invalid);

const isIsoDate = (value: string): boolean =>
  z.iso.date().safeParse(value).success || z.iso.datetime({ offset: true }).safeParse(value).success;

/** A required calendar date ('2025-01-31') or ISO date-time with offset ('2025-01-31T10:00:00Z'). */
export const dateField = (label: string) =>
  z
    .string({ error: requiredOr(`${label} is required`, `${label} must be a valid date`) })
    .trim()
    .min(1, `${label} is required`)
    .refine(isIsoDate, `${label} must be a valid date`);

/** Milliseconds since the epoch of a value that passed `dateField`, for comparisons. */
export const dateValue = (value: string): number => Date.parse(value);

/** A required finite number. */
export const numberField = (label: string) =>
  z.number({ error: requiredOr(`${label} is required`, `${label} must be a number`) });

/** A required number greater than 0. */
export const positiveNumber = (label: string) => numberField(label).positive(`${label} must be positive`);

/** A required whole number of at least 0 (counts, thresholds, limits). */
export const countField = (label: string) =>
  numberField(label).int(`${label} must be a whole number`).min(0, `${label} must be at least 0`);

/** A required true or false. */
export const booleanField = (label: string) =>
  z.boolean({ error: requiredOr(`${label} is required`, `${label} must be true or false`) });

/** A required list of at least `min` items. */
export const listField = <T extends z.ZodType>(label: string, item: T, min = 0) =>
  z
    .array(item, { error: requiredOr(`${label} is required`, `${label} must be a list`) })
    .min(
      min,
      min === 1 ? `${label} must have at least one entry` : `${label} must have at least ${min} entries`,
    );

/** A required id (a UUID, as every stored id is). */
export const idField = (label: string) =>
  z.uuid({ error: requiredOr(`${label} is required`, `${label} must be a valid id`) });

/**
 * `when` option of a cross-field refinement: run it as soon as the fields it reads are valid, even
 * if other fields failed, so that a form shows every error at once. (Zod skips refinements of an
 * object with any failed field by default.)
 */
export const whenValid =
  (fields: Readonly<Record<string, z.ZodType>>) =>
  (payload: { readonly value: unknown }): boolean => {
    const value = payload.value;
    if (typeof value !== 'object' || value === null) return false;
    const record = value as Record<string, unknown>;
    return Object.entries(fields).every(([key, schema]) => schema.safeParse(record[key]).success);
  };

/** A keyset page's cursor: the previous page's `nextCursor`, opaque to the client. */
export const cursorField = () =>
  z.string({ error: 'cursor must be text' }).max(200, 'cursor cannot exceed 200 characters');
