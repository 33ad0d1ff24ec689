/**
 * The browser extension receives the session token (spec sections 4 and 7): a message
 * `{ purpose: 'auth', jwt }` to the extension id the server configures. A page can only reach an
 * extension that lists this site under `externally_connectable`, so a missing or foreign extension
 * shows up as `chrome.runtime.lastError` (or no `chrome.runtime` at all outside Chromium).
 */

type ExtensionAuthMessage = { purpose: 'auth'; jwt: string };

/** The part of `chrome.runtime` a web page may use. */
export type ChromeRuntime = {
  sendMessage: (extensionId: string, message: unknown, callback: (response: unknown) => void) => void;
  lastError?: { message?: string } | undefined;
};

/** How long to wait for a reply before calling the extension absent. */
const EXTENSION_REPLY_TIMEOUT_MS = 3000;

export function getChromeRuntime(): ChromeRuntime | undefined {
  const runtime = (globalThis as { chrome?: { runtime?: Partial<ChromeRuntime> } }).chrome?.runtime;
  return typeof runtime?.sendMessage === 'function' ? (runtime as ChromeRuntime) : undefined;
}

/** A reply counts when there is one and it does not say it failed. */
function isSuccessfulReply(response: unknown): boolean {
  if (response === undefined || response === null || response === false) return false;
  if (typeof response === 'object') {
    const reply = response as { success?: unknown; status?: unknown };
    return reply.success !== false && reply.status !== false;
  }
  return true;
}

/**
 * Sends the token (or '' on sign-out) to the extension. True only when the extension answered;
 * false without the API, without an extension id, on an error, on a throw or after the time-out.
 */
export function sendTokenToExtension(
  jwt: string,
  extensionId: string | null | undefined,
  runtime: ChromeRuntime | undefined = getChromeRuntime(),
  timeoutMs = EXTENSION_REPLY_TIMEOUT_MS,
): Promise<boolean> {
  if (!runtime || !extensionId) return Promise.resolve(false);
  const message: ExtensionAuthMessage = { purpose: 'auth', jwt };

  return new Promise<boolean>((resolve) => {
    const timer = setTimeout(() => resolve(false), timeoutMs);
    const settle = (isInstalled: boolean) => {
      clearTimeout(timer);
      resolve(isInstalled);
    };
    try {
      runtime.sendMessage(extensionId, message, (response) => {
        // Reading lastError also keeps Chrome from logging "Unchecked runtime.lastError".
        settle(!runtime.lastError && isSuccessfulReply(response));
      });
    } catch {
      settle(false);
    }
  });
}
