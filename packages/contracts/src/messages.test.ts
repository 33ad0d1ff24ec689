import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ZAffiliateAdInput } from './affiliate-ad.js';
import {
  ZGoogleLoginRequest,
  ZLoginRequest,
  ZOnboardingRequest,
  ZRegisterRequest,
  ZVerifyOtpRequest,
} from './auth.js';
import { ZInfluencerCampaignInput } from './influencer-campaign.js';
import { ZPublisherRegistration } from './publisher.js';
import { ZReviewAdInput } from './review-ad.js';
import { ZTeamMemberInput } from './team.js';

const FORM_SCHEMAS = {
  ZRegisterRequest,
  ZLoginRequest,
  ZVerifyOtpRequest,
  ZGoogleLoginRequest,
  ZOnboardingRequest,
  ZTeamMemberInput,
  ZAffiliateAdInput,
  ZInfluencerCampaignInput,
  ZReviewAdInput,
  ZPublisherRegistration,
};

const WRONG_VALUES: unknown[] = [null, 123, -1.5, 'x', '', true, {}, [], [123], [{}], ['x'], { a: 1 }];
const QUOTES = /["'`\u2018\u2019\u201C\u201D]/;
const ZOD_DEFAULT = /^(Invalid|Too (small|big)|Unrecognized|Expected)/;

describe('form messages', () => {
  for (const [name, schema] of Object.entries(FORM_SCHEMAS)) {
    it(`${name} words every failure itself, without quote characters`, () => {
      const messages = new Set<string>();
      for (const key of Object.keys(schema.shape)) {
        for (const value of WRONG_VALUES) {
          const result = schema.safeParse({ [key]: value });
          for (const issue of result.error?.issues ?? []) messages.add(issue.message);
        }
      }
      expect(messages.size).toBeGreaterThan(0);
      for (const message of messages) {
        expect(message).not.toMatch(QUOTES);
        expect(message).not.toMatch(ZOD_DEFAULT);
      }
    });

    it(`${name} converts to JSON Schema for the OpenAPI document`, () => {
      expect(() => z.toJSONSchema(schema, { io: 'input' })).not.toThrow();
    });
  }
});
