// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { fontPreloadTags } from './font-preload';

describe('fontPreloadTags', () => {
  it('preloads the Latin text font by its hashed name, as a CORS font fetch', () => {
    const tags = fontPreloadTags([
      'assets/index-abc.js',
      'assets/inter-latin-ext-wght-normal-DO1Apj_S.woff2',
      'assets/inter-latin-wght-normal-Dx4kXJAl.woff2',
    ]);
    expect(tags).toEqual([
      {
        tag: 'link',
        attrs: {
          rel: 'preload',
          href: '/assets/inter-latin-wght-normal-Dx4kXJAl.woff2',
          as: 'font',
          type: 'font/woff2',
          crossorigin: '',
        },
        injectTo: 'head',
      },
    ]);
  });

  it('fails the build when the font file is gone, rather than quietly preloading nothing', () => {
    expect(() => fontPreloadTags(['assets/index-abc.js'])).toThrow(/no file/);
  });
});
