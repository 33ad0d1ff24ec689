/** What a brand sets on the script tag: `<script src=".../t.js" data-site="…" data-endpoint="…">`. */
export type TrackerConfig = { site: string; endpoint: string };

/**
 * Reads the tracker's settings from its own script tag. The endpoint defaults to the origin the
 * script was served from, so the usual snippet needs only `data-site`.
 */
export function readConfig(script: HTMLScriptElement | null): TrackerConfig | null {
  if (!script) return null;
  const site = script.getAttribute('data-site');
  if (!site) return null;
  const src = script.getAttribute('src') ?? '';
  let origin = '';
  try {
    origin = new URL(src, location.href).origin;
  } catch {
    return null;
  }
  return { site, endpoint: script.getAttribute('data-endpoint') ?? origin };
}
