import { requireOrg } from '../../http/access.js';
import { requireFeature } from '../../http/guards.js';

/** The marketer's calls on the organisation's ads: members of `orgId` whose plan has affiliate ads. */
export const adReads = { ...requireOrg('Read', 'orgId'), ...requireFeature('Affiliate') };
export const adWrites = { ...requireOrg('Write', 'orgId'), ...requireFeature('Affiliate') };
