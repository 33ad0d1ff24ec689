// index.html's placeholders that the build fills in (build/prerender.ts); apart from it so that
// tests in a browser-like environment can read them without loading Vite.

/** Where the prerendered screens' templates go, after #root. */
export const PRERENDER_PLACEHOLDER = '<!--PRERENDER-->';

/** In index.html's first script: the prerendered paths and the stored values they need. */
export const CONDITIONS_PLACEHOLDER = '/*PRERENDER*/ null';

/** In index.html's first script: the app's entry and module preloads, which it loads itself. */
export const APP_SCRIPTS_PLACEHOLDER = '/*APP_SCRIPTS*/ null';
