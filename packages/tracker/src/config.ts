/**
 * What a brand sets on the script tag: `<script defer src=".../t.js" data-ad="<publicId>" data-days="30">`.
 * `days`: the ad's attribution window, how long a visitor's click id is kept (1 to 90, 30 when
 * missing or not a number). The server holds the ad's own window too and never credits a click past it.
 */
export type TrackerConfig = { ad: string; endpoint: string; days: number };

/**
 * Reads the tracker's settings from its own script tag. Events go to `/t/collect` on the origin
 * the script was served from (or on `data-endpoint`, for a brand that proxies it).
 */
export function readConfig(script: HTMLScriptElement | null): TrackerConfig | null {
  const ad = script?.getAttribute('data-ad');
  if (!script || !ad) return null;
  try {
    const origin = script.getAttribute('data-endpoint') || new URL(script.src, location.href).origin;
    const days = Math.min(90, Math.max(1, Math.round(Number(script.getAttribute('data-days'))) || 30));
    return { ad, endpoint: `${origin}/t/collect`, days };
  } catch {
    return null;
  }
}
