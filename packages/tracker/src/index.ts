import { start } from './tracker';

// The build wraps this in one function (IIFE): nothing leaks into the host page's globals beyond
// window.creatorscope, and nothing it throws reaches the page.
try {
  start(document.currentScript as HTMLScriptElement | null);
} catch {}
