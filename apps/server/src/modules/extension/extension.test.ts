import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, call, createTestUser } from '../../test/app.js';
import { users } from '../auth/tables.js';

type Status = { isExtensionInstalled: boolean; installedAt: string | null };

describe('extension tracking', () => {
  let app: FastifyInstance;

  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app.close());

  const track = (token: string, body: object) => call<Status>(app, '/insights/track-extension', body, token);

  it('records the extension as installed since the first report, until reported missing', async () => {
    const user = await createTestUser(app);
    const first = await track(user.token, { isExtensionInstalled: true, organization: user.orgId });
    expect(first.statusCode).toBe(200);
    expect(first.body).toMatchObject({ status: 200, message: 'Extension status saved' });
    const since = first.body.data.installedAt;
    expect(since).toEqual(expect.any(String));

    const again = await track(user.token, { isExtensionInstalled: true });
    expect(again.body.data).toEqual({ isExtensionInstalled: true, installedAt: since });

    const missing = await track(user.token, { isExtensionInstalled: false });
    expect(missing.body.data).toEqual({ isExtensionInstalled: false, installedAt: null });
    const [row] = await app.deps.db.select().from(users).where(eq(users.id, user.userId));
    expect(row?.extensionInstalledAt).toBeNull();
    expect(row?.extensionReportedAt).toBeInstanceOf(Date);
  });

  it('refuses a report without the flag or with a malformed organisation id', async () => {
    const user = await createTestUser(app);
    const res = await track(user.token, { organization: 'nope' });
    expect(res.statusCode).toBe(400);
    expect(res.body.data).toEqual({
      errors: {
        isExtensionInstalled: 'isExtensionInstalled is required',
        organization: 'organization must be a valid id',
      },
    });
  });
});
