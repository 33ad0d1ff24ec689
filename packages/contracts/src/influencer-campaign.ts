import { z } from 'zod';
import { affiliateAdShape, ageField, withCampaignRules } from './affiliate-ad.js';
import { ZCampaignPromotionType, ZFollowerRange } from './enums.js';
import {
  booleanField,
  countField,
  dateField,
  idField,
  listField,
  optionalText,
  textField,
} from './validation.js';

/*
 * Influencer campaigns (spec sections 3 and 5): every affiliate ad field and rule, plus the
 * campaign's own fields, with the start and end dates, the age range and isPublic required.
 */

const deliverablesError = (label: string) => ({ error: `${label} must be an object of counts` });

/** How many of each Instagram format the influencer delivers. */
export const ZInstagramDeliverables = z.object(
  {
    posts: countField('instagramDeliverables.posts').optional(),
    reels: countField('instagramDeliverables.reels').optional(),
    stories: countField('instagramDeliverables.stories').optional(),
    carousels: countField('instagramDeliverables.carousels').optional(),
    lives: countField('instagramDeliverables.lives').optional(),
  },
  deliverablesError('instagramDeliverables'),
);
export type TInstagramDeliverables = z.infer<typeof ZInstagramDeliverables>;

/** How many of each YouTube format the influencer delivers. */
export const ZYoutubeDeliverables = z.object(
  {
    videos: countField('youtubeDeliverables.videos').optional(),
    shorts: countField('youtubeDeliverables.shorts').optional(),
    lives: countField('youtubeDeliverables.lives').optional(),
    communityPosts: countField('youtubeDeliverables.communityPosts').optional(),
  },
  deliverablesError('youtubeDeliverables'),
);
export type TYoutubeDeliverables = z.infer<typeof ZYoutubeDeliverables>;

export const influencerCampaignShape = {
  ...affiliateAdShape,
  schedule_post: dateField('schedule_post'),
  validity: dateField('validity'),
  min_age: ageField('min_age'),
  max_age: ageField('max_age'),
  campaignDescription: optionalText('campaignDescription', 5000),
  influencer_followerRange: listField('influencer_followerRange', ZFollowerRange, 1),
  products: listField(
    'products',
    textField({
      required: 'products entries cannot be empty',
      max: [200, 'products entries cannot exceed 200 characters'],
    }),
  ).optional(),
  instagramDeliverables: ZInstagramDeliverables.optional(),
  youtubeDeliverables: ZYoutubeDeliverables.optional(),
  postDescription: optionalText('postDescription', 5000),
  campaignPromotionType: ZCampaignPromotionType.optional(),
  /** Public campaigns are listed for every influencer to apply; private ones only reach invited influencers. */
  isPublic: booleanField('isPublic'),
};

const orgId = idField('orgId');

export const ZInfluencerCampaignInput = withCampaignRules(z.object(influencerCampaignShape));
export type TInfluencerCampaignInput = z.infer<typeof ZInfluencerCampaignInput>;

export const ZCreateInfluencerCampaignRequest = withCampaignRules(
  z.object({ ...influencerCampaignShape, orgId }),
);
export type TCreateInfluencerCampaignRequest = z.infer<typeof ZCreateInfluencerCampaignRequest>;

export const ZUpdateInfluencerCampaignRequest = withCampaignRules(
  z.object({ ...influencerCampaignShape, orgId, id: idField('id') }),
);
export type TUpdateInfluencerCampaignRequest = z.infer<typeof ZUpdateInfluencerCampaignRequest>;
