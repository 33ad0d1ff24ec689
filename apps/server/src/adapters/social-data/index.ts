import type { Config } from '../../config.js';
import { createGraphProvider } from './graph.js';
import { rememberNotFound } from './not-found-cache.js';
import type { SocialDataProvider } from './social-data.js';
import { createSyntheticProvider, type SyntheticOptions } from './synthetic/provider.js';

export type {
  SocialDataProvider,
  SocialMedia,
} from './social-data.js';
export { NOT_AVAILABLE } from './social-data.js';

/** The Instagram Graph API or the seeded synthetic universe, as the configuration chose. */
export const createSocialData = (
  config: Pick<
    Config,
    'socialData' | 'INSTAGRAM_ACCESS_TOKEN' | 'INSTAGRAM_GRAPH_URL' | 'INSTAGRAM_BUSINESS_ACCOUNT_ID'
  >,
  synthetic: SyntheticOptions,
): SocialDataProvider =>
  rememberNotFound(
    config.socialData === 'instagram' && config.INSTAGRAM_ACCESS_TOKEN && config.INSTAGRAM_BUSINESS_ACCOUNT_ID
      ? createGraphProvider({
          baseUrl: config.INSTAGRAM_GRAPH_URL,
          accessToken: config.INSTAGRAM_ACCESS_TOKEN,
          businessAccountId: config.INSTAGRAM_BUSINESS_ACCOUNT_ID,
        })
      : createSyntheticProvider(synthetic),
  );
