import type { Plugin } from 'vite';

/**
 * The text font is asked for only once the stylesheet is in and text needs it; the first screen's
 * text (prerendered) is painted before that, in a fallback font, and then re-flows when the font
 * arrives, moving what is below it. Preloading the Latin file (the default language's) lets it
 * arrive with the stylesheet instead.
 */
export const PRELOADED_FONTS: readonly RegExp[] = [/^assets\/inter-latin-wght-normal-[\w-]+\.woff2$/];

/** The preload tags for the bundle's files that match `fonts`; fails when one matches nothing. */
export function fontPreloadTags(fileNames: readonly string[], fonts: readonly RegExp[] = PRELOADED_FONTS) {
  return fonts.map((pattern) => {
    const file = fileNames.find((name) => pattern.test(name));
    if (!file) throw new Error(`font-preload: no file in the bundle matches ${pattern}`);
    return {
      tag: 'link',
      attrs: { rel: 'preload', href: `/${file}`, as: 'font', type: 'font/woff2', crossorigin: '' },
      injectTo: 'head' as const,
    };
  });
}

export function fontPreload(): Plugin {
  return {
    name: 'creatorscope:font-preload',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        if (!context.bundle) return html;
        return { html, tags: fontPreloadTags(Object.keys(context.bundle)) };
      },
    },
  };
}
