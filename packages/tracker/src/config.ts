/** What a brand sets on the script tag: `<script defer src=".../t.js" data-ad="<publicId>">`. */
export type TrackerConfig = { ad: string; endpoint: string };

/**
 * Reads the tracker's settings from its own script tag. Events go to `/t/collect` on the origin
 * the script was served from (or on `data-endpoint`, for a brand that proxies it).
 */
export function readConfig(script: HTMLScriptElement | null): TrackerConfig | null {
  const ad = script?.getAttribute('data-ad');
  if (!script || !ad) return null;
  try {
    const origin = script.getAttribute('data-endpoint') || new URL(script.src, location.href).origin;
    return { ad, endpoint: `${origin}/t/collect` };
  } catch {
    return null;
  }
}
