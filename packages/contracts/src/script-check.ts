import { z } from 'zod';
import { idField } from './validation.js';

/*
 * /affliate-ad/check-script-installed: the server fetches the ad's site and says whether its
 * tracking snippet is there, and when the script last sent an event (marketing.md, "Safety": http
 * or https only, public addresses only, no redirect to another host, 5 s, 1 MB).
 */

export const ZCheckScriptInstalledRequest = z.object({ orgId: idField('orgId'), id: idField('id') });
export type TCheckScriptInstalledRequest = z.infer<typeof ZCheckScriptInstalledRequest>;

/** Why a page could not be read, or why the snippet could not be looked for in it. */
export const SCRIPT_CHECK_ERRORS = [
  /** The ad has neither a website nor a script target URL. */
  'no_url',
  /** Not an http(s) URL. */
  'bad_url',
  /** The name does not resolve. */
  'dns_failed',
  /** A private, loopback, link-local or metadata address, which the server never fetches. */
  'blocked_address',
  'connection_failed',
  'tls_failed',
  /** No full answer within 5 seconds. */
  'timeout',
  /** A redirect to another host (only the same site, with or without www, is followed). */
  'redirect_other_host',
  'too_many_redirects',
  /** An answer other than 2xx (its code is in httpStatus). */
  'http_error',
  /** An answer that is not an HTML page. */
  'not_html',
  /** A page over 1 MB whose first 1 MB has no snippet. */
  'too_large',
] as const;
export const ZScriptCheckError = z.enum(SCRIPT_CHECK_ERRORS);
export type TScriptCheckError = z.infer<typeof ZScriptCheckError>;

export const ZScriptCheck = z.object({
  /** The page fetched: the ad's website, else its script target URL; null when it has neither. */
  url: z.string().nullable(),
  /** Whether the site answered over HTTP, whatever the status. */
  reachable: z.boolean(),
  /** Whether the page holds a script tag loading …/t.js with this ad's data-ad. */
  installed: z.boolean(),
  httpStatus: z.number().optional(),
  error: ZScriptCheckError.optional(),
  /** The latest page view or custom event the script sent for this ad, whichever page it came from. */
  lastEventAt: z.string().nullable(),
  checkedAt: z.string(),
});
export type TScriptCheck = z.infer<typeof ZScriptCheck>;
