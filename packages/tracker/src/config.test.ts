// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { readConfig } from './config';

const script = (attrs: Record<string, string>) => {
  const el = document.createElement('script');
  for (const [k, v] of Object.entries(attrs)) el.setAttribute(k, v);
  return el;
};

describe('tracker configuration', () => {
  it('reads the ad and sends to /t/collect on the origin the script came from', () => {
    expect(readConfig(script({ src: 'https://cs.example/t.js', 'data-ad': 'abc' }))).toEqual({
      ad: 'abc',
      endpoint: 'https://cs.example/t/collect',
      days: 30,
    });
  });

  it('takes an explicit endpoint origin', () => {
    const el = script({
      src: 'https://cs.example/t.js',
      'data-ad': 'abc',
      'data-endpoint': 'https://x.test',
    });
    expect(readConfig(el)?.endpoint).toBe('https://x.test/t/collect');
  });

  it('does nothing without an ad', () => {
    expect(readConfig(script({ src: 'https://cs.example/t.js' }))).toBeNull();
    expect(readConfig(null)).toBeNull();
  });
});
