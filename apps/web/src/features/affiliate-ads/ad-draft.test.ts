import type { TAffiliateAdInput } from '@creatorscope/contracts';
import { describe, expect, it } from 'vitest';
import { type AdDraft, adResolver, emptyDraft } from './ad-draft';

const filled = (over: Partial<AdDraft>): AdDraft => ({
  ...emptyDraft(),
  campaignName: 'Diwali sale',
  brandName: 'Acme',
  ad_type: 'image',
  ad_display_type: 'feed',
  commission_percent_on_conversion: '10',
  conversion_price_cap: '499.99',
  ...over,
});

const resolve = async (draft: AdDraft) =>
  (await adResolver(draft, undefined, { fields: {}, shouldUseNativeValidation: false })) as {
    values: Partial<TAffiliateAdInput>;
  };

describe('the ad form’s draft', () => {
  it('sends whether sales count only from the brand’s server: off unless ticked', async () => {
    expect(emptyDraft().serverConversionsOnly).toBe(false);
    expect((await resolve(filled({}))).values.serverConversionsOnly).toBe(false);
    expect((await resolve(filled({ serverConversionsOnly: true }))).values.serverConversionsOnly).toBe(true);
  });
});
