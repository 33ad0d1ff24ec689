// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { readConfig } from './config';

const script = (attrs: Record<string, string>) => {
  const el = document.createElement('script');
  for (const [k, v] of Object.entries(attrs)) el.setAttribute(k, v);
  return el;
};

describe('tracker configuration', () => {
  it('reads the site and defaults the endpoint to the script origin', () => {
    expect(readConfig(script({ src: 'https://cs.example/t.js', 'data-site': 'abc' }))).toEqual({
      site: 'abc',
      endpoint: 'https://cs.example',
    });
  });

  it('takes an explicit endpoint', () => {
    const el = script({
      src: 'https://cs.example/t.js',
      'data-site': 'abc',
      'data-endpoint': 'https://x.test',
    });
    expect(readConfig(el)?.endpoint).toBe('https://x.test');
  });

  it('does nothing without a site', () => {
    expect(readConfig(script({ src: 'https://cs.example/t.js' }))).toBeNull();
    expect(readConfig(null)).toBeNull();
  });
});
