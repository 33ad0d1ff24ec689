import { z } from 'zod';
import { ZIncentiveType, ZReviewType } from './enums.js';
import {
  booleanField,
  idField,
  numberField,
  optionalBlank,
  optionalText,
  optionalUrl,
  positiveNumber,
  textField,
  urlField,
  whenValid,
} from './validation.js';

/*
 * Review ads: a widget that asks a brand's customers for a rating and sends happy ones to write a
 * Google review (spec sections 3 and 5).
 */

/** Ratings are stars from 0 to 5. */
export const REVIEW_RATING_MAX = 5;

const reviewAdShape = {
  brandLogo: optionalText('brandLogo', 2048),
  brandName: textField({
    required: 'brandName is required',
    max: [100, 'brandName cannot exceed 100 characters'],
  }),
  reviewType: ZReviewType,
  google_write_review_url: urlField({
    required: 'google_write_review_url is required',
    invalid: 'google_write_review_url must be a valid URL',
  }),
  google_read_list_url: urlField({
    required: 'google_read_list_url is required',
    invalid: 'google_read_list_url must be a valid URL',
  }),
  website_url: optionalUrl('website_url must be a valid URL'),
  showReviewsOnSite: booleanField('showReviewsOnSite').default(false),
  /** The Google review link is offered to customers who rate above this many stars. */
  showReviewUrlAboveRating: numberField('showReviewUrlAboveRating')
    .min(0, 'showReviewUrlAboveRating must be at least 0')
    .max(REVIEW_RATING_MAX, 'showReviewUrlAboveRating cannot exceed 5'),
  isNameRequired: booleanField('isNameRequired'),
  isEmailRequired: booleanField('isEmailRequired'),
  isNumberRequired: booleanField('isNumberRequired'),
  isIncentivesPresent: booleanField('isIncentivesPresent'),
  /** Required when isIncentivesPresent. */
  typeOfIncentive: ZIncentiveType.optional(),
  /** The incentive is given only to customers who actually post a review. */
  isIncentivesOnlyOnReview: booleanField('isIncentivesOnlyOnReview').default(false),
  /** Required for a cash incentive. */
  cash_amount: positiveNumber('cash_amount').optional(),
  /** Required for a coupon incentive. */
  couponCode: optionalBlank(
    z.string().max(50, 'couponCode cannot exceed 50 characters'),
    'couponCode must be text',
  ),
  /** The affiliate ad whose post the widget shows next to the review form. */
  affliatePost: idField('affliatePost').optional(),
};

type TIncentiveFields = {
  isIncentivesPresent: boolean;
  typeOfIncentive?: string | undefined;
  cash_amount?: number | undefined;
  couponCode?: string | undefined;
};

/** An incentive that is offered must say what it is, and a cash or coupon incentive must say how much or which code. */
const withIncentiveRules = <T extends z.ZodType<TIncentiveFields>>(schema: T) =>
  schema
    .refine((ad) => !ad.isIncentivesPresent || ad.typeOfIncentive !== undefined, {
      error: 'typeOfIncentive is required when incentives are offered',
      path: ['typeOfIncentive'],
      when: whenValid({
        isIncentivesPresent: booleanField('isIncentivesPresent'),
        typeOfIncentive: ZIncentiveType.optional(),
      }),
    })
    .refine(
      (ad) => !ad.isIncentivesPresent || ad.typeOfIncentive !== 'cash' || ad.cash_amount !== undefined,
      {
        error: 'cash_amount is required for a cash incentive',
        path: ['cash_amount'],
        when: whenValid({
          isIncentivesPresent: booleanField('isIncentivesPresent'),
          typeOfIncentive: ZIncentiveType,
        }),
      },
    )
    .refine(
      (ad) => !ad.isIncentivesPresent || ad.typeOfIncentive !== 'coupon' || ad.couponCode !== undefined,
      {
        error: 'couponCode is required for a coupon incentive',
        path: ['couponCode'],
        when: whenValid({
          isIncentivesPresent: booleanField('isIncentivesPresent'),
          typeOfIncentive: ZIncentiveType,
        }),
      },
    );

const orgId = idField('orgId');

export const ZReviewAdInput = withIncentiveRules(z.object(reviewAdShape));
export type TReviewAdInput = z.infer<typeof ZReviewAdInput>;

export const ZCreateReviewAdRequest = withIncentiveRules(z.object({ ...reviewAdShape, orgId }));
export type TCreateReviewAdRequest = z.infer<typeof ZCreateReviewAdRequest>;

export const ZUpdateReviewAdRequest = withIncentiveRules(
  z.object({ ...reviewAdShape, orgId, id: idField('id') }),
);
export type TUpdateReviewAdRequest = z.infer<typeof ZUpdateReviewAdRequest>;
