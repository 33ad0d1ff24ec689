import type { TOnboardingRequest, TOrganization } from '@creatorscope/contracts';
import type { Deps } from '../../../deps.js';
import { AppError, fieldError, notFound } from '../../../http/errors.js';
import { getUserOrThrow, nameFromEmail, setCurrentOrganization, type UserRow } from '../../auth/index.js';
import { notify } from '../../notifications/index.js';
import {
  currentOf,
  getOrganizationOrThrow,
  listMyOrganizations,
  type OrganizationProfile,
  toOrganization,
  updateOrganizationProfile,
} from '../../org/index.js';
import { openOrganization } from './open-organization.js';

type OnboardingDeps = Pick<Deps, 'db' | 'pubsub' | 'memberships'> & {
  config: Pick<Deps['config'], 'MAX_ORGS_PER_USER'>;
};

/**
 * /auth/add-org, the 'Tell Us About Yourself' step. Creates the user's organisation (they become
 * its Admin), or completes the profile of one they already administer (isExisiting with orgId);
 * either way it becomes their current organisation. The first completion tells the user with a
 * notification whose title contains 'verified successfully': the web app refetches the
 * organisation when it sees one.
 */
export async function completeOnboarding(
  deps: OnboardingDeps,
  userId: string,
  input: TOnboardingRequest,
): Promise<{ org: TOrganization; isNew: boolean }> {
  const user = await getUserOrThrow(deps, userId);
  const profile = profileOf(input);
  // The spec's client names an existing organisation with isExisiting and orgId; an orgId alone means the same.
  const isExisting = input.isExisiting ?? input.orgId !== undefined;
  if (isExisting) return completeExisting(deps, user, input.orgId, profile);

  const created = await openOrganization(deps, {
    name: input.name?.trim() || defaultName(input, user),
    ownerId: user.id,
    profile,
    // Each organisation gets the Free plan's credits and handles: without a cap, making
    // organisations would be a way of farming them.
    maxPerUser: deps.config.MAX_ORGS_PER_USER,
  });
  await setCurrentOrganization(deps.db, user.id, created.id);
  const org = toOrganization(await getOrganizationOrThrow(deps, created.id));
  await announce(deps, user.id, org);
  return { org, isNew: true };
}

async function completeExisting(
  deps: OnboardingDeps,
  user: UserRow,
  orgId: string | undefined,
  profile: OrganizationProfile,
): Promise<{ org: TOrganization; isNew: boolean }> {
  const targetId = orgId ?? currentOf(await listMyOrganizations(deps, user.id, user.currentOrgId))?._id;
  if (!targetId) throw fieldError('orgId', 'orgId is required when isExisiting is true');
  const membership = await deps.memberships.get(user.id, targetId);
  if (!membership?.isActive || membership.permission !== 'Admin') {
    throw new AppError('forbidden', 'Only an Admin of this organisation can complete its profile');
  }
  const before = await getOrganizationOrThrow(deps, targetId);
  // The name is kept: the spec's client sends the person's name here, not the organisation's.
  const row = await updateOrganizationProfile(deps.db, targetId, profile);
  if (!row) throw notFound('Organisation');
  await setCurrentOrganization(deps.db, user.id, row.id);
  const org = toOrganization(row);
  if (before.trendsRole === null) await announce(deps, user.id, org);
  return { org, isNew: false };
}

/** Every field of the form; the optional one of the role (a creator's website) is kept when given. */
function profileOf(input: TOnboardingRequest): OrganizationProfile {
  return {
    trendsRole: input.trendsRole,
    country: input.country,
    instagramHandle: input.instagram_handle ?? null,
    websiteUrl: input.website_url ?? null,
    contactInfo: input.contact_info ?? null,
    rootSite: input.rootSite ?? null,
  };
}

/** Without a name: the Instagram handle or the website's host, else the person's own name. */
function defaultName(input: TOnboardingRequest, user: UserRow): string {
  if (input.trendsRole === 'creator' && input.instagram_handle) return input.instagram_handle;
  if (input.website_url) return new URL(input.website_url).hostname.replace(/^www\./, '');
  if (input.instagram_handle) return input.instagram_handle;
  return user.name.trim() || nameFromEmail(user.email);
}

async function announce(
  deps: Pick<Deps, 'db' | 'pubsub'>,
  userId: string,
  org: TOrganization,
): Promise<void> {
  await notify(
    deps,
    org._id,
    { userIds: [userId] },
    {
      message: { key: 'profileVerified', params: { org: org.name } },
      path: '/',
    },
  );
}
