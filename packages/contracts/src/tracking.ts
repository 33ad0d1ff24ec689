import { z } from 'zod';
import { AD_PUBLIC_ID_PATTERN } from './ad-links.js';
import { optionalText, requiredOr } from './validation.js';

/*
 * What the tracking script on a brand's site sends to `<server>/t/collect` (marketing.md, "Events"
 * and "Safety"): one event as a JSON object, sent as text/plain so that the browser needs no
 * preflight. The server takes it only from the ad's own site and checks it with this schema.
 */

/** The largest body /t/collect reads; a bigger one is refused before it is parsed. */
export const TRACK_BODY_MAX_BYTES = 16_384;
/** The same limits as the events floor's (its check and this one must agree). */
export const EVENT_NAME_MAX = 50;
export const EVENT_PROPS_MAX = 30;
export const EVENT_PROP_NAME_MAX = 50;
export const EVENT_PROP_VALUE_MAX = 500;
export const EVENT_ORDER_ID_MAX = 100;
/** A coupon as a shop sends it with a conversion. */
export const EVENT_COUPON_MAX = 50;
/** A page path or a referrer URL. */
export const TRACK_URL_MAX = 2048;

export const TRACK_EVENT_KINDS = ['pageview', 'custom', 'conversion'] as const;

const VALUE_INVALID =
  'A conversion value must be an amount of 0 or more with at most 2 decimals, such as 499.99';
const PROP_VALUE_INVALID = `A property value must be a number, true, false, null or text of at most ${EVENT_PROP_VALUE_MAX} characters`;
const PROPS_INVALID = `Properties must be an object of at most ${EVENT_PROPS_MAX} entries`;
const PROP_NAME_INVALID = `A property name cannot exceed ${EVENT_PROP_NAME_MAX} characters`;

const propValue = z.union(
  [z.string().max(EVENT_PROP_VALUE_MAX), z.number().refine(Number.isFinite), z.boolean(), z.null()],
  { error: PROP_VALUE_INVALID },
);

export const ZTrackEvent = z
  .object({
    /** The ad's public id, the script tag's data-ad. */
    publicId: z
      .string({ error: 'publicId is required' })
      .trim()
      .regex(AD_PUBLIC_ID_PATTERN, 'publicId is not a valid ad id'),
    kind: z.enum(TRACK_EVENT_KINDS, {
      error: 'kind must be one of pageview, custom, conversion',
    }),
    /** The page's path (a full URL is accepted; its query is dropped when stored). */
    page: optionalText('page', TRACK_URL_MAX),
    /** document.referrer: where the visitor came from (only its host is kept). */
    referrer: optionalText('referrer', TRACK_URL_MAX),
    /** custom: the event's name, e.g. one of the ad's script_target_event values. */
    name: z
      .string({ error: 'Event name is required' })
      .trim()
      .min(1, 'Event name is required')
      .max(EVENT_NAME_MAX, `Event name cannot exceed ${EVENT_NAME_MAX} characters`)
      .optional(),
    /** custom: flat properties, at most 30, values text, numbers or true/false. */
    props: z
      .record(z.string().max(EVENT_PROP_NAME_MAX), propValue, {
        error: (issue) => (issue.code === 'invalid_key' ? PROP_NAME_INVALID : PROPS_INVALID),
      })
      .refine((props) => Object.keys(props).length <= EVENT_PROPS_MAX, PROPS_INVALID)
      .optional(),
    /** conversion: the brand's order id; a conversion counts once per ad and order id. */
    orderId: z
      .string({ error: `A conversion needs an order id of at most ${EVENT_ORDER_ID_MAX} characters` })
      .trim()
      .min(1, `A conversion needs an order id of at most ${EVENT_ORDER_ID_MAX} characters`)
      .max(EVENT_ORDER_ID_MAX, `A conversion needs an order id of at most ${EVENT_ORDER_ID_MAX} characters`)
      .optional(),
    /**
     * conversion: the sale's value in the ad's currency as a shop shows it (499.99): at most 2
     * decimals; the server keeps it in minor units.
     */
    value: z
      .number({ error: VALUE_INVALID })
      .min(0, VALUE_INVALID)
      .max(1_000_000_000_000, VALUE_INVALID)
      .refine((value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6, VALUE_INVALID)
      .optional(),
    /** conversion: the ad's currency (any other is refused); the ad's when left out. */
    currency: z
      .string({ error: 'Currency must be a 3-letter code such as INR' })
      .trim()
      .regex(/^[A-Za-z]{3}$/, 'Currency must be a 3-letter code such as INR')
      .transform((code) => code.toUpperCase())
      .optional(),
    /**
     * conversion: the coupon the buyer used, as the shop has it. A publisher's coupon on this ad
     * (any case) attributes the conversion to them whatever cs_ref says; any other is ignored.
     */
    coupon: optionalText('coupon', EVENT_COUPON_MAX),
    /** The click id the visitor arrived with (`cs_ref` on the landing URL), kept by the script. */
    cs_ref: z.uuid({ error: requiredOr('cs_ref is required', 'cs_ref must be a valid id') }).optional(),
  })
  .superRefine((event, ctx) => {
    if (event.kind === 'custom' && event.name === undefined) {
      ctx.addIssue({ code: 'custom', path: ['name'], message: 'Event name is required' });
    }
    if (event.kind === 'conversion' && event.orderId === undefined) {
      ctx.addIssue({
        code: 'custom',
        path: ['orderId'],
        message: `A conversion needs an order id of at most ${EVENT_ORDER_ID_MAX} characters`,
      });
    }
  });
export type TTrackEvent = z.infer<typeof ZTrackEvent>;
