import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { EMAIL_PATTERN, FORM_ERROR_KEY, fieldErrors, stripQuotes, urlField } from './validation.js';

describe('fieldErrors', () => {
  it('keeps the first message of each field, keyed by the dotted path', () => {
    const schema = z.object({
      name: z
        .string()
        .min(3, 'too short')
        .regex(/^[a-z]+$/, 'letters only'),
      items: z.array(z.object({ title: z.string({ error: 'title is required' }) })),
    });
    const result = schema.safeParse({ name: '1', items: [{ title: 'a' }, {}] });
    expect(result.success).toBe(false);
    if (!result.success) {
      expect(fieldErrors(result.error)).toEqual({ name: 'too short', 'items.1.title': 'title is required' });
    }
  });

  it('removes quote characters from messages', () => {
    const result = z.enum(['a', 'b']).safeParse('c');
    expect(result.success).toBe(false);
    if (!result.success) {
      const message = fieldErrors(result.error)[FORM_ERROR_KEY] ?? '';
      expect(message).not.toMatch(/["'`]/);
      expect(message.length).toBeGreaterThan(0);
    }
    expect(stripQuotes(`"a" 'b' \`c\` \u2018d\u2019 \u201Ce\u201D`)).toBe('a b c d e');
  });

  it('reports errors of the whole form under root', () => {
    expect(fieldErrors({ issues: [{ path: [], message: 'Something is off' }] })).toEqual({
      root: 'Something is off',
    });
  });
});

describe('shared field rules', () => {
  it('accepts real addresses and refuses broken ones', () => {
    for (const email of ['a@b.co', 'first.last+tag@sub.example.org', 'x@xn--80ak6aa92e.xn--p1ai']) {
      expect(EMAIL_PATTERN.test(email), email).toBe(true);
    }
    for (const email of ['a@b', 'a@b.c', 'a@-b.com', '.a@b.com', 'a.@b.com', 'a b@c.com', 'a@b..com']) {
      expect(EMAIL_PATTERN.test(email), email).toBe(false);
    }
  });

  it('accepts http and https URLs only', () => {
    const url = urlField({ required: 'url is required', invalid: 'url must be a valid URL' });
    expect(url.safeParse('https://example.com/path?q=1').success).toBe(true);
    expect(url.safeParse('http://localhost:5173/thanks').success).toBe(true);
    for (const value of ['example.com', 'mailto:a@b.co', 'data:text/html,hi', 'https://exa mple.com']) {
      expect(url.safeParse(value).error?.issues[0]?.message, value).toBe('url must be a valid URL');
    }
    expect(url.safeParse('  ').error?.issues[0]?.message).toBe('url is required');
  });
});
