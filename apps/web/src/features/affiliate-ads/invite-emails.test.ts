import { describe, expect, it } from 'vitest';
import { parseEmails } from './invite-emails';

describe('parseEmails', () => {
  it('reads addresses one per line or separated by commas, semicolons and spaces, lower-cased and once', () => {
    expect(
      parseEmails('asha@example.com\nRavi@Example.com, ASHA@example.com; meera@shop.in  ravi@example.com'),
    ).toEqual({
      valid: ['asha@example.com', 'ravi@example.com', 'meera@shop.in'],
      invalid: [],
      isTooMany: false,
    });
  });

  it('takes a mail client’s "Name <address>" list, passing over the names', () => {
    expect(parseEmails('Asha Rao <asha@example.com>, "Ravi K" <ravi@example.com>').valid).toEqual([
      'asha@example.com',
      'ravi@example.com',
    ]);
  });

  it('reports what was meant as an address but is not one, as typed', () => {
    const parsed = parseEmails('asha@example.com asha.example.com ravi@ meera@shop');
    expect(parsed.valid).toEqual(['asha@example.com']);
    expect(parsed.invalid).toEqual(['asha.example.com', 'ravi@', 'meera@shop']);
  });

  it('says when there are more addresses than one invitation takes (50)', () => {
    const fifty = Array.from({ length: 50 }, (_, i) => `p${i}@example.com`).join('\n');
    expect(parseEmails(fifty).isTooMany).toBe(false);
    expect(parseEmails(`${fifty}\nextra@example.com`).isTooMany).toBe(true);
  });

  it('finds nothing in blank text', () => {
    expect(parseEmails('  \n , ;')).toEqual({ valid: [], invalid: [], isTooMany: false });
  });
});
