import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, call, createTestUser } from '../../test/app.js';
import { users } from '../auth/tables.js';
import { UNINSTALL_ANSWERS_PER_HOUR } from './routes.js';
import { extensionUninstallFeedback } from './tables.js';

describe('extension uninstall feedback', () => {
  let app: FastifyInstance;

  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app.close());

  const answer = (body: object, token?: string, ip = '10.0.0.1') =>
    app.inject({
      method: 'POST',
      url: '/api/insights/extension-uninstall',
      remoteAddress: ip,
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      payload: JSON.stringify(body),
    });

  it('stores a visitor answer without trusting the organisation it names', async () => {
    const owner = await createTestUser(app);
    const res = await answer(
      { reasons: ['notUseful'], comment: ' meh ', organization: owner.orgId },
      undefined,
      '10.0.0.2',
    );
    expect(res.statusCode).toBe(201);
    const rows = await app.deps.db.select().from(extensionUninstallFeedback);
    const row = rows.find((r) => r.comment === 'meh');
    expect(row).toMatchObject({
      userId: null,
      orgId: null,
      reasons: ['notUseful'],
      isExtensionInstalled: false,
    });
  });

  it('records a signed-in member with their organisation and marks the extension missing', async () => {
    const user = await createTestUser(app);
    await call(app, '/insights/track-extension', { isExtensionInstalled: true }, user.token);
    const res = await answer(
      { reasons: ['privacy', 'other'], organization: user.orgId, isExtensionInstalled: false },
      user.token,
      '10.0.0.3',
    );
    expect(res.statusCode).toBe(201);
    const [row] = await app.deps.db
      .select()
      .from(extensionUninstallFeedback)
      .where(eq(extensionUninstallFeedback.userId, user.userId));
    expect(row).toMatchObject({ orgId: user.orgId, reasons: ['privacy', 'other'] });
    const [stored] = await app.deps.db.select().from(users).where(eq(users.id, user.userId));
    expect(stored?.extensionInstalledAt).toBeNull();
  });

  it("takes the spec's report without feedback, and feedback sent afterwards completes it", async () => {
    const user = await createTestUser(app);
    const report = await answer(
      { organization: user.orgId, isExtensionInstalled: false },
      user.token,
      '10.0.0.4',
    );
    expect(report.statusCode).toBe(201);
    const { reportId } = report.json().data as { reportId: string };
    const feedback = await answer(
      { reasons: ['tooExpensive'], comment: 'later', reportId },
      user.token,
      '10.0.0.4',
    );
    expect(feedback.json().data).toEqual({ received: true, reportId });
    const rows = await app.deps.db
      .select()
      .from(extensionUninstallFeedback)
      .where(eq(extensionUninstallFeedback.userId, user.userId));
    // One uninstall, counted once, with its feedback.
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ id: reportId, reasons: ['tooExpensive'], comment: 'later' });
    // A report completed once is not rewritten: more feedback is a row of its own.
    const again = await answer({ comment: 'again', reportId }, user.token, '10.0.0.4');
    expect(again.json().data.reportId).not.toBe(reportId);
  });

  it('refuses unknown reasons', async () => {
    expect((await answer({ reasons: ['bored'] }, undefined, '10.0.0.5')).statusCode).toBe(400);
  });

  it('limits answers per address', async () => {
    const codes: number[] = [];
    for (let i = 0; i <= UNINSTALL_ANSWERS_PER_HOUR; i++) {
      codes.push((await answer({ comment: `n${i}` }, undefined, '10.0.0.9')).statusCode);
    }
    expect(codes.slice(0, UNINSTALL_ANSWERS_PER_HOUR).every((c) => c === 201)).toBe(true);
    expect(codes.at(-1)).toBe(429);
  });
});
