import { requireOrg } from '../../http/access.js';
import { requireFeature } from '../../http/guards.js';

/** What the organisation's ads owe and paid: members of `orgId` whose plan has affiliate ads; a bonus is the Admins'. */
export const payoutReads = { ...requireOrg('Read', 'orgId'), ...requireFeature('Affiliate') };
export const payoutAdmins = { ...requireOrg('Admin', 'orgId'), ...requireFeature('Affiliate') };
