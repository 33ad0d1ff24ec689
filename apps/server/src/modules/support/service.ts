import {
  type TSupportRequest,
  type TSupportTopic,
  type ZCreateSupportRequest,
  ZSupportRequestStatus,
} from '@creatorscope/contracts';
import { desc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Deps } from '../../deps.js';
import { AppError, fieldError } from '../../http/errors.js';
import { getUserContact } from '../auth/index.js';
import { mailLanguage } from '../mail/index.js';
import { getOrganizationName } from '../org/index.js';
import {
  renderSupportConfirmationMail,
  renderSupportInboxMail,
  type SupportMailInput,
} from './support-mail.js';
import { supportRequests } from './tables.js';

type SupportRow = typeof supportRequests.$inferSelect;
type CreateInput = z.output<typeof ZCreateSupportRequest>;

/** Who is asking: a signed-in user (checked by the route), or a visitor. */
export type Requester = { kind: 'user'; userId: string } | { kind: 'visitor' };

/** 'CS-001042': what people quote in mails and on the phone. */
const supportReference = (number: number): string => `CS-${String(number).padStart(6, '0')}`;

const toSupportRequest = (row: SupportRow): TSupportRequest => ({
  _id: row.id,
  reference: supportReference(row.number),
  topic: row.topic as TSupportTopic,
  subject: row.subject,
  message: row.message,
  status: ZSupportRequestStatus.catch('open').parse(row.status),
  email: row.email,
  pagePath: row.pagePath,
  orgId: row.orgId,
  createdAt: row.createdAt.toISOString(),
});

/**
 * Stores a support request and mails it to the support inbox, with a confirmation to the
 * requester. A signed-in user's name and email come from the account, never from the body.
 */
export async function createSupportRequest(
  deps: Pick<Deps, 'db' | 'config' | 'mail' | 'memberships' | 'log'>,
  requester: Requester,
  input: CreateInput,
  acceptLanguage: string | undefined,
): Promise<TSupportRequest> {
  const sender = await resolveSender(deps, requester, input, acceptLanguage);
  const [row] = await deps.db
    .insert(supportRequests)
    .values({
      userId: sender.userId,
      orgId: sender.orgId,
      name: sender.name,
      email: sender.email,
      language: sender.language,
      topic: input.topic,
      subject: input.subject,
      message: input.message,
      pagePath: input.pagePath ?? null,
    })
    .returning();
  if (!row) throw new AppError('internal', 'Could not save the support request');

  const mailInput: SupportMailInput = {
    reference: supportReference(row.number),
    topic: input.topic,
    subject: row.subject,
    message: row.message,
    name: row.name,
    email: row.email,
    isSignedIn: requester.kind === 'user',
    organizationName: sender.organizationName,
    pagePath: row.pagePath,
    language: sender.language,
    publicUrl: deps.config.publicUrl,
    createdAt: row.createdAt,
  };
  // The request is saved either way; a mail that fails is logged for the team to follow up, and
  // the requester still gets their reference number on screen.
  const sent = await Promise.allSettled([
    deps.mail.send(renderSupportInboxMail(mailInput, deps.config.SUPPORT_EMAIL)),
    deps.mail.send(renderSupportConfirmationMail(mailInput)),
  ]);
  for (const result of sent) {
    if (result.status === 'rejected') {
      deps.log.error({ err: result.reason, reference: mailInput.reference }, 'support mail not sent');
    }
  }
  return toSupportRequest(row);
}

type Sender = {
  userId: string | null;
  orgId: string | null;
  organizationName: string | null;
  name: string | null;
  email: string;
  language: ReturnType<typeof mailLanguage>;
};

async function resolveSender(
  deps: Pick<Deps, 'db' | 'memberships'>,
  requester: Requester,
  input: CreateInput,
  acceptLanguage: string | undefined,
): Promise<Sender> {
  if (requester.kind === 'visitor') {
    if (!input.email) throw fieldError('email', 'Email is required');
    // Only membership proves a link to an organisation, and a visitor has none to prove.
    if (input.orgId) throw fieldError('orgId', 'Sign in to name an organisation');
    return {
      userId: null,
      orgId: null,
      organizationName: null,
      name: input.name ?? null,
      email: input.email,
      language: mailLanguage(input.language, acceptLanguage),
    };
  }

  const user = await getUserContact(deps.db, requester.userId);
  if (!user) throw new AppError('unauthorized', 'Your session has ended: please sign in again');

  let organizationName: string | null = null;
  if (input.orgId) {
    const membership = await deps.memberships.get(requester.userId, input.orgId);
    if (!membership?.isActive) {
      throw new AppError('forbidden', 'You are not an active member of this organisation');
    }
    organizationName = (await getOrganizationName(deps.db, input.orgId)) ?? null;
  }
  return {
    userId: requester.userId,
    orgId: input.orgId ?? null,
    organizationName,
    name: user.name.trim() || null,
    email: user.email,
    language: mailLanguage(user.language, acceptLanguage),
  };
}

/** The caller's own requests, newest first; never anyone else's. */
export async function listSupportRequests(
  deps: Pick<Deps, 'db'>,
  userId: string,
  limit: number,
): Promise<TSupportRequest[]> {
  const rows = await deps.db
    .select()
    .from(supportRequests)
    .where(eq(supportRequests.userId, userId))
    .orderBy(desc(supportRequests.createdAt), desc(supportRequests.number))
    .limit(limit);
  return rows.map(toSupportRequest);
}
