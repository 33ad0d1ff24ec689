import { z } from 'zod';
import { requiredOr } from './validation.js';

/*
 * The enumerations of spec section 3. Lists the spec names but does not show are filled with the
 * values a user of Modash, HypeAuditor or Dub would expect; each says so in the comment above it.
 * Stored values are stable identifiers; the web app translates them for display.
 */

// Spec section 3: trends roles chosen after sign-in.
export const TRENDS_ROLES = ['creator', 'brand', 'agency', 'freelancer'] as const;
export const ZTrendsRole = z.enum(TRENDS_ROLES, {
  error: requiredOr('Role Is Required', 'Role must be one of creator, brand, agency, freelancer'),
});
export type TTrendsRole = z.infer<typeof ZTrendsRole>;

// Spec section 3: account types.
export const ACCOUNT_TYPES = ['Creator', 'Agency', 'Brand', 'Freelancer'] as const;
export const ZAccountType = z.enum(ACCOUNT_TYPES);
export type TAccountType = z.infer<typeof ZAccountType>;

// Spec section 3: influencer role types.
export const INFLUENCER_ROLE_TYPES = ['influencer', 'affiliate', 'review'] as const;
export const ZInfluencerRoleType = z.enum(INFLUENCER_ROLE_TYPES);
export type TInfluencerRoleType = z.infer<typeof ZInfluencerRoleType>;

// Spec section 3: team permission levels.
export const TEAM_PERMISSIONS = ['Admin', 'Read', 'Write'] as const;
export const ZTeamPermission = z.enum(TEAM_PERMISSIONS, {
  error: requiredOr('Permission is required', 'Permission must be one of Admin, Read, Write'),
});
export type TTeamPermission = z.infer<typeof ZTeamPermission>;

/** Read < Write < Admin: a higher level includes everything a lower one may do. */
export const TEAM_PERMISSION_RANK: Readonly<Record<TTeamPermission, number>> = {
  Read: 1,
  Write: 2,
  Admin: 3,
};

/** True when a member holding `actual` may do what needs `required`. */
export const hasPermission = (actual: TTeamPermission, required: TTeamPermission): boolean =>
  TEAM_PERMISSION_RANK[actual] >= TEAM_PERMISSION_RANK[required];

// Spec section 3: invitation statuses of influencers invited to a campaign.
export const INVITATION_STATUSES = ['invited', 'accepted', 'posted', 'rejected'] as const;
export const ZInvitationStatus = z.enum(INVITATION_STATUSES);
export type TInvitationStatus = z.infer<typeof ZInvitationStatus>;

// Spec section 3: order statuses of barter product deliveries, in the order they happen.
export const ORDER_STATUSES = [
  'placed',
  'approved',
  'shipped',
  'inTransit',
  'delivered',
  'received',
] as const;
export const ZOrderStatus = z.enum(ORDER_STATUSES);
export type TOrderStatus = z.infer<typeof ZOrderStatus>;

// Spec section 3: billing periods.
export const BILLING_PERIODS = ['Monthly', 'Yearly'] as const;
export const ZBillingPeriod = z.enum(BILLING_PERIODS, {
  error: requiredOr('Billing period is required', 'Billing period must be Monthly or Yearly'),
});
export type TBillingPeriod = z.infer<typeof ZBillingPeriod>;

// Spec section 3: features a plan gates (see PLAN_FEATURES in plans.ts).
export const GATING_FEATURES = [
  'Affiliate',
  'insightsPremium',
  'influencerDiscovery',
  'commentAutomation',
  'insights',
  'insightsCustom',
] as const;
export const ZGatingFeature = z.enum(GATING_FEATURES);
export type TGatingFeature = z.infer<typeof ZGatingFeature>;

// Values not shown by the spec: the campaign objectives of Meta/TikTok ads managers, plus UGC.
export const CAMPAIGN_GOALS = [
  'awareness',
  'engagement',
  'traffic',
  'leads',
  'sales',
  'app_installs',
  'ugc',
] as const;
export const ZCampaignGoal = z.enum(CAMPAIGN_GOALS);
export type TCampaignGoal = z.infer<typeof ZCampaignGoal>;

// Values not shown by the spec: the deliverable formats of Instagram, YouTube and blogs.
export const CONTENT_TYPES = ['post', 'reel', 'story', 'carousel', 'video', 'short', 'live', 'blog'] as const;
export const ZContentType = z.enum(CONTENT_TYPES);
export type TContentType = z.infer<typeof ZContentType>;

// Values not shown by the spec: ISO 4217 codes of the markets the product sells in (INR first, the default).
export const CURRENCIES = [
  'INR',
  'USD',
  'EUR',
  'GBP',
  'AED',
  'SAR',
  'SGD',
  'AUD',
  'CAD',
  'JPY',
  'CNY',
  'IDR',
  'MYR',
  'THB',
  'PHP',
  'BDT',
  'LKR',
  'NPR',
  'PKR',
  'ZAR',
  'NGN',
  'KES',
  'BRL',
  'MXN',
  'TRY',
  'CHF',
  'SEK',
  'DKK',
  'PLN',
  'HUF',
] as const;
export const ZCurrency = z.enum(CURRENCIES, {
  error: requiredOr('Currency is required', 'Currency must be an ISO 4217 code the product supports'),
});
export type TCurrency = z.infer<typeof ZCurrency>;

// Values not shown by the spec: the follower tiers of spec section 9 (bounds in insights-constants.ts).
export const FOLLOWER_RANGES = ['nano', 'micro', 'mid-tier', 'macro', 'mega'] as const;
export const ZFollowerRange = z.enum(FOLLOWER_RANGES, {
  error: requiredOr(
    'influencer_followerRange is required',
    'influencer_followerRange must be one of nano, micro, mid-tier, macro, mega',
  ),
});
export type TFollowerRange = z.infer<typeof ZFollowerRange>;

// Values not shown by the spec: the publisher kinds of affiliate networks (Impact, CJ, Dub partners).
export const PUBLISHER_TYPES = [
  'influencer',
  'content_creator',
  'blogger',
  'youtuber',
  'coupon_site',
  'cashback_site',
  'comparison_site',
  'newsletter',
  'agency',
] as const;
export const ZPublisherType = z.enum(PUBLISHER_TYPES, {
  error: requiredOr('Publisher type is required', 'Please enter a valid publisher type'),
});
export type TPublisherType = z.infer<typeof ZPublisherType>;

// Values not shown by the spec: the creative format of an ad.
export const AD_TYPES = ['image', 'video', 'carousel', 'text'] as const;
export const ZAdType = z.enum(AD_TYPES, {
  error: requiredOr('ad_type is required', 'ad_type must be one of image, video, carousel, text'),
});
export type TAdType = z.infer<typeof ZAdType>;

// Values not shown by the spec: where the ad is placed.
export const AD_DISPLAY_TYPES = [
  'feed',
  'story',
  'reel',
  'short',
  'banner',
  'native',
  'link_in_bio',
] as const;
export const ZAdDisplayType = z.enum(AD_DISPLAY_TYPES, {
  error: requiredOr(
    'ad_display_type is required',
    'ad_display_type must be one of feed, story, reel, short, banner, native, link_in_bio',
  ),
});
export type TAdDisplayType = z.infer<typeof ZAdDisplayType>;

// Values not shown by the spec: the platforms publishers share ads on.
export const AD_PLATFORMS = [
  'instagram',
  'youtube',
  'facebook',
  'x',
  'linkedin',
  'tiktok',
  'snapchat',
  'pinterest',
  'threads',
  'whatsapp',
  'telegram',
  'website',
  'blog',
  'email',
] as const;
export const ZAdPlatform = z.enum(AD_PLATFORMS, {
  error: requiredOr('ad_platform is required', 'ad_platform must be a supported platform'),
});
export type TAdPlatform = z.infer<typeof ZAdPlatform>;

// Values not shown by the spec: what a review ad collects (Google reviews first, the spec's case).
export const REVIEW_TYPES = ['google', 'product', 'service', 'testimonial'] as const;
export const ZReviewType = z.enum(REVIEW_TYPES, {
  error: requiredOr(
    'reviewType is required',
    'reviewType must be one of google, product, service, testimonial',
  ),
});
export type TReviewType = z.infer<typeof ZReviewType>;

// Values not shown by the spec: how an influencer campaign pays (paid, product barter, commission, mixed).
export const CAMPAIGN_PROMOTION_TYPES = ['paid', 'barter', 'affiliate', 'hybrid'] as const;
export const ZCampaignPromotionType = z.enum(CAMPAIGN_PROMOTION_TYPES, {
  error: requiredOr(
    'campaignPromotionType is required',
    'campaignPromotionType must be one of paid, barter, affiliate, hybrid',
  ),
});
export type TCampaignPromotionType = z.infer<typeof ZCampaignPromotionType>;

// Values not shown by the spec: the collaborations a publisher accepts.
export const COLLABORATION_OPTIONS = [
  'paid_post',
  'barter',
  'affiliate',
  'giveaway',
  'product_review',
  'ugc',
  'brand_ambassador',
  'event_appearance',
] as const;
export const ZCollaborationOption = z.enum(COLLABORATION_OPTIONS, {
  error: requiredOr('Please enter a valid collaboration option', 'Please enter a valid collaboration option'),
});
export type TCollaborationOption = z.infer<typeof ZCollaborationOption>;

// Values not shown by the spec: a person's gender as audience analytics report it, plus other.
export const GENDERS = ['male', 'female', 'other'] as const;
export const ZGender = z.enum(GENDERS, {
  error: requiredOr('Please enter a valid gender', 'Please enter a valid gender'),
});
export type TGender = z.infer<typeof ZGender>;

// Values not shown by the spec: the audience an ad targets (all, or one gender).
export const TARGET_GENDERS = ['all', 'male', 'female'] as const;
export const ZTargetGender = z.enum(TARGET_GENDERS, {
  error: requiredOr('target_gender is required', 'target_gender must be one of all, male, female'),
});
export type TTargetGender = z.infer<typeof ZTargetGender>;

// Values not shown by the spec: the services agencies and freelancers offer on the marketplace.
export const MARKETPLACE_SERVICES = [
  'influencer_marketing',
  'ugc_content',
  'social_media_management',
  'content_writing',
  'video_production',
  'photography',
  'graphic_design',
  'performance_marketing',
  'seo',
  'web_development',
  'public_relations',
  'brand_strategy',
  'community_management',
  'analytics_reporting',
] as const;
export const ZMarketplaceService = z.enum(MARKETPLACE_SERVICES, {
  error: requiredOr('service is required', 'service must be a supported marketplace service'),
});
export type TMarketplaceService = z.infer<typeof ZMarketplaceService>;

// Values not shown by the spec: rewards a review ad may offer (cash_amount and couponCode exist on it).
export const INCENTIVE_TYPES = ['cash', 'coupon', 'gift', 'loyalty_points'] as const;
export const ZIncentiveType = z.enum(INCENTIVE_TYPES, {
  error: requiredOr(
    'typeOfIncentive is required',
    'typeOfIncentive must be one of cash, coupon, gift, loyalty_points',
  ),
});
export type TIncentiveType = z.infer<typeof ZIncentiveType>;

// Values not shown by the spec: the conversion events the tracking script reports (GA4-style names).
export const SCRIPT_TARGET_EVENTS = [
  'page_view',
  'click',
  'form_submit',
  'sign_up',
  'lead',
  'add_to_cart',
  'begin_checkout',
  'purchase',
  'subscribe',
  'download',
] as const;
export const ZScriptTargetEvent = z.enum(SCRIPT_TARGET_EVENTS, {
  error: requiredOr('script_target_event is required', 'script_target_event must be a supported event'),
});
export type TScriptTargetEvent = z.infer<typeof ZScriptTargetEvent>;
