import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { ZAffiliateAdInput, ZCreateAffiliateAdRequest } from './affiliate-ad.js';
import { fieldErrors } from './validation.js';

const errorsOf = (schema: z.ZodType, input: unknown) => {
  const result = schema.safeParse(input);
  return result.success ? {} : fieldErrors(result.error);
};

const validAffiliateAd = {
  campaignName: 'Diwali sale',
  brandName: 'Acme',
  ad_type: 'image',
  ad_display_type: 'feed',
  schedule_post: '2025-10-01',
  commission_percent_on_conversion: 10,
  conversion_price_cap: 500,
};

const withAd = (patch: Record<string, unknown>) => ({ ...validAffiliateAd, ...patch });

describe('affiliate ad', () => {
  it('accepts an ad with only the required fields', () => {
    expect(ZAffiliateAdInput.safeParse(validAffiliateAd).success).toBe(true);
  });

  it('requires campaignName, brandName, ad_type and ad_display_type', () => {
    expect(errorsOf(ZAffiliateAdInput, {})).toMatchObject({
      campaignName: 'campaignName is required',
      brandName: 'brandName is required',
      ad_type: 'ad_type is required',
      ad_display_type: 'ad_display_type is required',
    });
    expect(errorsOf(ZAffiliateAdInput, withAd({ campaignName: '  ' })).campaignName).toBe(
      'campaignName is required',
    );
  });

  it('refuses an unknown ad_type and ad_display_type', () => {
    expect(errorsOf(ZAffiliateAdInput, withAd({ ad_type: 'hologram', ad_display_type: 'sky' }))).toEqual({
      ad_type: 'ad_type must be one of image, video, carousel, text',
      ad_display_type: 'ad_display_type must be one of feed, story, reel, short, banner, native, link_in_bio',
    });
  });

  it('requires schedule_post as a date', () => {
    expect(errorsOf(ZAffiliateAdInput, withAd({ schedule_post: undefined })).schedule_post).toBe(
      'schedule_post is required',
    );
    expect(errorsOf(ZAffiliateAdInput, withAd({ schedule_post: '2025-02-30' })).schedule_post).toBe(
      'schedule_post must be a valid date',
    );
    expect(ZAffiliateAdInput.safeParse(withAd({ schedule_post: '2025-10-01T09:30:00+05:30' })).success).toBe(
      true,
    );
  });

  it('requires a positive commission_percent_on_conversion of at most 100', () => {
    expect(errorsOf(ZAffiliateAdInput, withAd({ commission_percent_on_conversion: undefined }))).toEqual({
      commission_percent_on_conversion: 'commission_percent_on_conversion is required',
    });
    expect(errorsOf(ZAffiliateAdInput, withAd({ commission_percent_on_conversion: 0 }))).toEqual({
      commission_percent_on_conversion: 'commission_percent_on_conversion must be positive',
    });
    expect(ZAffiliateAdInput.safeParse(withAd({ commission_percent_on_conversion: 0.5 })).success).toBe(true);
    expect(ZAffiliateAdInput.safeParse(withAd({ commission_percent_on_conversion: 100 })).success).toBe(true);
    expect(errorsOf(ZAffiliateAdInput, withAd({ commission_percent_on_conversion: 100.5 }))).toEqual({
      commission_percent_on_conversion: 'commission_percent_on_conversion cannot exceed 100',
    });
  });

  it('requires a positive conversion_price_cap', () => {
    expect(errorsOf(ZAffiliateAdInput, withAd({ conversion_price_cap: undefined }))).toEqual({
      conversion_price_cap: 'conversion_price_cap is required',
    });
    expect(errorsOf(ZAffiliateAdInput, withAd({ conversion_price_cap: -1 }))).toEqual({
      conversion_price_cap: 'conversion_price_cap must be positive',
    });
    expect(errorsOf(ZAffiliateAdInput, withAd({ conversion_price_cap: '500' }))).toEqual({
      conversion_price_cap: 'conversion_price_cap must be a number',
    });
  });

  it('accepts views_base_price, clicks_base_price and post_price only when positive, and leaves them optional', () => {
    for (const field of ['views_base_price', 'clicks_base_price', 'post_price']) {
      expect(ZAffiliateAdInput.safeParse(withAd({ [field]: 0.01 })).success).toBe(true);
      expect(errorsOf(ZAffiliateAdInput, withAd({ [field]: 0 }))).toEqual({
        [field]: `${field} must be positive`,
      });
    }
  });

  it('requires clicks_threshold, views_threshold and post_limit to be whole numbers of at least 0', () => {
    for (const field of ['clicks_threshold', 'views_threshold', 'post_limit']) {
      expect(ZAffiliateAdInput.safeParse(withAd({ [field]: 0 })).success).toBe(true);
      expect(errorsOf(ZAffiliateAdInput, withAd({ [field]: -1 }))).toEqual({
        [field]: `${field} must be at least 0`,
      });
      expect(errorsOf(ZAffiliateAdInput, withAd({ [field]: 1.5 }))).toEqual({
        [field]: `${field} must be a whole number`,
      });
    }
  });

  it('requires min_age to be a whole number of at least 0', () => {
    expect(ZAffiliateAdInput.safeParse(withAd({ min_age: 0 })).success).toBe(true);
    expect(errorsOf(ZAffiliateAdInput, withAd({ min_age: -1 })).min_age).toBe('min_age must be at least 0');
    expect(errorsOf(ZAffiliateAdInput, withAd({ min_age: 17.5 })).min_age).toBe(
      'min_age must be a whole number',
    );
  });

  it('refuses a max_age below min_age, on the max_age field', () => {
    expect(errorsOf(ZAffiliateAdInput, withAd({ min_age: 25, max_age: 24 }))).toEqual({
      max_age: 'max_age must be at least min_age',
    });
    expect(ZAffiliateAdInput.safeParse(withAd({ min_age: 25, max_age: 25 })).success).toBe(true);
  });

  it('reports max_age below min_age even when another field fails', () => {
    expect(errorsOf(ZAffiliateAdInput, withAd({ campaignName: '', min_age: 30, max_age: 18 }))).toEqual({
      campaignName: 'campaignName is required',
      max_age: 'max_age must be at least min_age',
    });
  });

  it('refuses a validity before schedule_post', () => {
    expect(errorsOf(ZAffiliateAdInput, withAd({ validity: '2025-09-30' }))).toEqual({
      validity: 'validity must be on or after schedule_post',
    });
    expect(ZAffiliateAdInput.safeParse(withAd({ validity: '2025-10-01' })).success).toBe(true);
  });

  it('requires script_target_url to be a URI', () => {
    expect(errorsOf(ZAffiliateAdInput, withAd({ script_target_url: 'thank-you' })).script_target_url).toBe(
      'script_target_url must be a valid URL',
    );
    expect(
      ZAffiliateAdInput.safeParse(withAd({ script_target_url: 'https://acme.com/thank-you' })).success,
    ).toBe(true);
    expect(ZAffiliateAdInput.parse(withAd({ script_target_url: '' })).script_target_url).toBeUndefined();
  });

  it('accepts a tag of 3 to 50 characters', () => {
    expect(errorsOf(ZAffiliateAdInput, withAd({ tag: 'ab' })).tag).toBe('tag must be at least 3 characters');
    expect(ZAffiliateAdInput.safeParse(withAd({ tag: 'abc' })).success).toBe(true);
    expect(ZAffiliateAdInput.safeParse(withAd({ tag: 't'.repeat(50) })).success).toBe(true);
    expect(errorsOf(ZAffiliateAdInput, withAd({ tag: 't'.repeat(51) })).tag).toBe(
      'tag cannot exceed 50 characters',
    );
  });

  it('checks list fields item by item', () => {
    expect(
      errorsOf(
        ZAffiliateAdInput,
        withAd({ ad_platform: ['instagram', 'myspace'], category: ['Gaming and Esports', 'Knitting'] }),
      ),
    ).toEqual({
      'ad_platform.1': 'ad_platform must be a supported platform',
      'category.1': 'category must be one of the content categories',
    });
  });

  it('accepts a fully filled ad', () => {
    const full = withAd({
      aboutBrand: 'We make shoes.',
      ad_platform: ['instagram', 'youtube'],
      adPostUrl: ['https://cdn.example.com/a.jpg'],
      validity: '2025-12-31',
      budget: 100000,
      views_base_price: 0.1,
      clicks_base_price: 2,
      clicks_threshold: 100,
      views_threshold: 1000,
      post_price: 1500,
      post_limit: 20,
      theme_color: '#1A73E8',
      category: ['Fashion and Style'],
      location_of_ads: ['Mumbai', 'Delhi'],
      min_age: 18,
      max_age: 34,
      target_gender: 'all',
      script_target_url: 'https://acme.com/thanks',
      script_target_event: ['purchase'],
      website_url: 'https://acme.com',
      tag: 'diwali-2025',
    });
    expect(ZAffiliateAdInput.safeParse(full).success).toBe(true);
    expect(errorsOf(ZAffiliateAdInput, { ...full, theme_color: 'blue' }).theme_color).toBe(
      'theme_color must be a hex colour such as #1a73e8',
    );
  });

  it('requires the organisation id when creating an ad', () => {
    expect(errorsOf(ZCreateAffiliateAdRequest, validAffiliateAd)).toEqual({ orgId: 'orgId is required' });
  });
});
