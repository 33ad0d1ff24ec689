import type { BackendModule, ReadCallback } from 'i18next';

/**
 * Reads public/locales/<code>/<namespace>.json. i18next itself retries (maxRetries, retryTimeout)
 * and limits parallel reads (maxParallelReads) when the callback says a read may be retried; this
 * only fetches and tells which failures are worth another try: a network failure or a 5xx, never
 * a 4xx or a file that is not JSON. A few lines in place of i18next-http-backend, which cost the
 * first download 4.8 KB (gzip) for options the app does not use.
 */
export const translationBackend: BackendModule = {
  type: 'backend',
  init() {},
  read(language: string, namespace: string, callback: ReadCallback) {
    const url = `/locales/${language}/${namespace}.json`;
    fetch(url, { credentials: 'same-origin' }).then(
      async (response) => {
        if (!response.ok) {
          const mayRetry = response.status >= 500 && response.status < 600;
          callback(new Error(`failed loading ${url}: ${response.status}`), mayRetry);
          return;
        }
        let texts: unknown;
        try {
          texts = await response.json();
        } catch {
          callback(new Error(`failed parsing ${url} as JSON`), false);
          return;
        }
        callback(null, texts as Parameters<ReadCallback>[1]);
      },
      // Browsers word a network failure each their own way; every rejection is one.
      (error: unknown) => callback(new Error(`network request failed for ${url}: ${String(error)}`), true),
    );
  },
};
