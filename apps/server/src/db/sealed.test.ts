import { describe, expect, it } from 'vitest';
import { sealer } from './sealed.js';

describe('sealed text', () => {
  const secret = 'a'.repeat(40);

  it('opens what it sealed, and the sealed text shows nothing of the plain text', () => {
    const { seal, open } = sealer(secret);
    const sealed = seal('asha@okaxis');
    expect(sealed).not.toContain('asha');
    expect(sealed).not.toEqual(seal('asha@okaxis'));
    expect(open(sealed)).toBe('asha@okaxis');
  });

  it('refuses text sealed with another key, or changed after sealing', () => {
    const sealed = sealer(secret).seal('12345678901');
    expect(() => sealer('b'.repeat(40)).open(sealed)).toThrow();
    const [version, iv, tag, body = ''] = sealed.split('.');
    const flipped = `${body[0] === 'A' ? 'B' : 'A'}${body.slice(1)}`;
    expect(() => sealer(secret).open([version, iv, tag, flipped].join('.'))).toThrow();
  });
});
