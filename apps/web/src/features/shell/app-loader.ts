/** Spec section 9: the loader screen is hidden 200 ms after the app has started. */
const LOADER_HIDE_DELAY_MS = 200;

/**
 * Fades out and removes index.html's loader screen (#app-loader), which covers the page from the
 * first paint until the app has rendered.
 */
export function hideAppLoader(delayMs = LOADER_HIDE_DELAY_MS): void {
  window.setTimeout(() => {
    const loader = document.getElementById('app-loader');
    if (!loader) return;
    loader.classList.add('is-hidden');
    // Its fade lasts 150 ms (none under prefers-reduced-motion); then it leaves the page for good.
    window.setTimeout(() => loader.remove(), 200);
  }, delayMs);
}
