import { readConfig } from './config';

// Wrapped in one function by the build (IIFE) so nothing leaks into the host page's globals
// beyond the one queue object brands call.
const config = readConfig(document.currentScript as HTMLScriptElement | null);
if (config) {
  (window as unknown as { creatorscope?: { site: string } }).creatorscope = { site: config.site };
}
