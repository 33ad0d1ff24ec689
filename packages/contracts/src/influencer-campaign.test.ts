import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { ZInfluencerCampaignInput } from './influencer-campaign.js';
import { fieldErrors } from './validation.js';

const errorsOf = (schema: z.ZodType, input: unknown) => {
  const result = schema.safeParse(input);
  return result.success ? {} : fieldErrors(result.error);
};

const campaign = {
  campaignName: 'Summer drop',
  brandName: 'Acme',
  ad_type: 'video',
  ad_display_type: 'reel',
  schedule_post: '2025-06-01',
  validity: '2025-06-30',
  commission_percent_on_conversion: 5,
  conversion_price_cap: 300,
  min_age: 18,
  max_age: 34,
  influencer_followerRange: ['micro', 'mid-tier'],
  isPublic: true,
};

const withCampaign = (patch: Record<string, unknown>) => ({ ...campaign, ...patch });

describe('influencer campaign', () => {
  it('accepts a campaign with only the required fields', () => {
    expect(ZInfluencerCampaignInput.safeParse(campaign).success).toBe(true);
  });

  it('follows the affiliate ad rules (campaignName required, pricing positive)', () => {
    expect(
      errorsOf(ZInfluencerCampaignInput, withCampaign({ campaignName: undefined, post_price: 0 })),
    ).toEqual({
      campaignName: 'campaignName is required',
      post_price: 'post_price must be positive',
    });
    expect(errorsOf(ZInfluencerCampaignInput, withCampaign({ conversion_price_cap: 0 }))).toEqual({
      conversion_price_cap: 'conversion_price_cap must be positive',
    });
  });

  it('requires at least one influencer_followerRange entry', () => {
    expect(errorsOf(ZInfluencerCampaignInput, withCampaign({ influencer_followerRange: [] }))).toEqual({
      influencer_followerRange: 'influencer_followerRange must have at least one entry',
    });
    expect(errorsOf(ZInfluencerCampaignInput, withCampaign({ influencer_followerRange: undefined }))).toEqual(
      {
        influencer_followerRange: 'influencer_followerRange is required',
      },
    );
    expect(
      ZInfluencerCampaignInput.safeParse(withCampaign({ influencer_followerRange: ['mega'] })).success,
    ).toBe(true);
    expect(errorsOf(ZInfluencerCampaignInput, withCampaign({ influencer_followerRange: ['giga'] }))).toEqual({
      'influencer_followerRange.0':
        'influencer_followerRange must be one of nano, micro, mid-tier, macro, mega',
    });
  });

  it('requires schedule_post and validity as dates', () => {
    expect(
      errorsOf(ZInfluencerCampaignInput, withCampaign({ schedule_post: undefined, validity: undefined })),
    ).toEqual({
      schedule_post: 'schedule_post is required',
      validity: 'validity is required',
    });
    expect(errorsOf(ZInfluencerCampaignInput, withCampaign({ validity: 'next week' }))).toEqual({
      validity: 'validity must be a valid date',
    });
  });

  it('refuses a validity before schedule_post', () => {
    expect(errorsOf(ZInfluencerCampaignInput, withCampaign({ validity: '2025-05-31' }))).toEqual({
      validity: 'validity must be on or after schedule_post',
    });
  });

  it('requires min_age and max_age', () => {
    expect(
      errorsOf(ZInfluencerCampaignInput, withCampaign({ min_age: undefined, max_age: undefined })),
    ).toEqual({
      min_age: 'min_age is required',
      max_age: 'max_age is required',
    });
  });

  it('refuses a max_age below min_age, on the max_age field', () => {
    expect(errorsOf(ZInfluencerCampaignInput, withCampaign({ min_age: 35, max_age: 34 }))).toEqual({
      max_age: 'max_age must be at least min_age',
    });
  });

  it('requires isPublic as true or false', () => {
    expect(errorsOf(ZInfluencerCampaignInput, withCampaign({ isPublic: undefined }))).toEqual({
      isPublic: 'isPublic is required',
    });
    expect(errorsOf(ZInfluencerCampaignInput, withCampaign({ isPublic: 'yes' }))).toEqual({
      isPublic: 'isPublic must be true or false',
    });
    expect(ZInfluencerCampaignInput.safeParse(withCampaign({ isPublic: false })).success).toBe(true);
  });

  it('requires website_url to be a URI', () => {
    expect(errorsOf(ZInfluencerCampaignInput, withCampaign({ website_url: 'acme dot com' }))).toEqual({
      website_url: 'website_url must be a valid URL',
    });
  });

  it('accepts deliverables as counts and refuses negative ones', () => {
    const full = withCampaign({
      campaignDescription: 'Show the summer range.',
      products: ['Sneaker X'],
      instagramDeliverables: { posts: 1, reels: 2, stories: 3 },
      youtubeDeliverables: { shorts: 2 },
      postDescription: 'Tag @acme',
      campaignPromotionType: 'barter',
    });
    expect(ZInfluencerCampaignInput.safeParse(full).success).toBe(true);
    expect(errorsOf(ZInfluencerCampaignInput, { ...full, instagramDeliverables: { reels: -1 } })).toEqual({
      'instagramDeliverables.reels': 'instagramDeliverables.reels must be at least 0',
    });
    expect(errorsOf(ZInfluencerCampaignInput, { ...full, campaignPromotionType: 'free' })).toEqual({
      campaignPromotionType: 'campaignPromotionType must be one of paid, barter, affiliate, hybrid',
    });
  });
});
