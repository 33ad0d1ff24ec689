import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { ZReviewAdInput } from './review-ad.js';
import { fieldErrors } from './validation.js';

const errorsOf = (schema: z.ZodType, input: unknown) => {
  const result = schema.safeParse(input);
  return result.success ? {} : fieldErrors(result.error);
};

const reviewAd = {
  brandName: 'Cafe Blue',
  reviewType: 'google',
  google_write_review_url: 'https://search.google.com/local/writereview?placeid=ChIJ123',
  google_read_list_url: 'https://search.google.com/local/reviews?placeid=ChIJ123',
  showReviewUrlAboveRating: 3,
  isNameRequired: true,
  isEmailRequired: false,
  isNumberRequired: false,
  isIncentivesPresent: false,
};

const withAd = (patch: Record<string, unknown>) => ({ ...reviewAd, ...patch });

describe('review ad', () => {
  it('accepts an ad with only the required fields and defaults showReviewsOnSite to false', () => {
    const parsed = ZReviewAdInput.parse(reviewAd);
    expect(parsed.showReviewsOnSite).toBe(false);
    expect(parsed.isIncentivesOnlyOnReview).toBe(false);
  });

  it('requires brandName and reviewType', () => {
    expect(errorsOf(ZReviewAdInput, withAd({ brandName: '', reviewType: undefined }))).toEqual({
      brandName: 'brandName is required',
      reviewType: 'reviewType is required',
    });
    expect(errorsOf(ZReviewAdInput, withAd({ reviewType: 'yelp' }))).toEqual({
      reviewType: 'reviewType must be one of google, product, service, testimonial',
    });
  });

  it('requires both Google URLs as URIs', () => {
    expect(
      errorsOf(ZReviewAdInput, withAd({ google_write_review_url: undefined, google_read_list_url: '' })),
    ).toEqual({
      google_write_review_url: 'google_write_review_url is required',
      google_read_list_url: 'google_read_list_url is required',
    });
    expect(
      errorsOf(ZReviewAdInput, withAd({ google_write_review_url: 'g.page/cafe', google_read_list_url: 'x' })),
    ).toEqual({
      google_write_review_url: 'google_write_review_url must be a valid URL',
      google_read_list_url: 'google_read_list_url must be a valid URL',
    });
  });

  it('requires the isNameRequired, isEmailRequired, isNumberRequired and isIncentivesPresent flags', () => {
    expect(
      errorsOf(
        ZReviewAdInput,
        withAd({
          isNameRequired: undefined,
          isEmailRequired: undefined,
          isNumberRequired: undefined,
          isIncentivesPresent: undefined,
        }),
      ),
    ).toEqual({
      isNameRequired: 'isNameRequired is required',
      isEmailRequired: 'isEmailRequired is required',
      isNumberRequired: 'isNumberRequired is required',
      isIncentivesPresent: 'isIncentivesPresent is required',
    });
  });

  it('requires showReviewUrlAboveRating between 0 and 5', () => {
    expect(errorsOf(ZReviewAdInput, withAd({ showReviewUrlAboveRating: undefined }))).toEqual({
      showReviewUrlAboveRating: 'showReviewUrlAboveRating is required',
    });
    expect(ZReviewAdInput.safeParse(withAd({ showReviewUrlAboveRating: 0 })).success).toBe(true);
    expect(ZReviewAdInput.safeParse(withAd({ showReviewUrlAboveRating: 5 })).success).toBe(true);
    expect(errorsOf(ZReviewAdInput, withAd({ showReviewUrlAboveRating: 5.5 }))).toEqual({
      showReviewUrlAboveRating: 'showReviewUrlAboveRating cannot exceed 5',
    });
    expect(errorsOf(ZReviewAdInput, withAd({ showReviewUrlAboveRating: -1 }))).toEqual({
      showReviewUrlAboveRating: 'showReviewUrlAboveRating must be at least 0',
    });
  });

  it('keeps showReviewsOnSite when given', () => {
    expect(ZReviewAdInput.parse(withAd({ showReviewsOnSite: true })).showReviewsOnSite).toBe(true);
  });

  it('requires typeOfIncentive when incentives are offered', () => {
    expect(errorsOf(ZReviewAdInput, withAd({ isIncentivesPresent: true }))).toEqual({
      typeOfIncentive: 'typeOfIncentive is required when incentives are offered',
    });
  });

  it('requires cash_amount for a cash incentive and couponCode for a coupon one', () => {
    expect(errorsOf(ZReviewAdInput, withAd({ isIncentivesPresent: true, typeOfIncentive: 'cash' }))).toEqual({
      cash_amount: 'cash_amount is required for a cash incentive',
    });
    expect(
      errorsOf(ZReviewAdInput, withAd({ isIncentivesPresent: true, typeOfIncentive: 'coupon' })),
    ).toEqual({
      couponCode: 'couponCode is required for a coupon incentive',
    });
    expect(
      ZReviewAdInput.safeParse(
        withAd({ isIncentivesPresent: true, typeOfIncentive: 'cash', cash_amount: 50 }),
      ).success,
    ).toBe(true);
    expect(
      errorsOf(
        ZReviewAdInput,
        withAd({ isIncentivesPresent: true, typeOfIncentive: 'cash', cash_amount: 0 }),
      ),
    ).toEqual({ cash_amount: 'cash_amount must be positive' });
  });
});
