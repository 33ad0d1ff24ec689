import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, call, createTestUser } from '../../test/app.js';
import { latestMail } from '../../test/auth.js';

describe('profile', () => {
  let app: FastifyInstance;

  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app.close());

  it('updates the name and language and answers the user', async () => {
    const user = await createTestUser(app, { name: 'Old Name', orgName: 'Acme' });
    const res = await call(app, '/profile/update', { name: '  New Name ', language: 'fr' }, user.token);
    expect(res.statusCode).toBe(200);
    expect(res.body).toEqual({
      status: 200,
      message: 'Profile updated',
      data: {
        _id: user.userId,
        name: 'New Name',
        email: user.email,
        organization_id: user.orgId,
        organization_name: 'Acme',
        language: 'fr',
      },
    });
    // Mail follows the chosen language.
    await call(app, '/auth/login', { email: user.email });
    const mail = await latestMail(app, user.email);
    expect(mail.subject).toBe('Votre code de connexion Creatorscope');
    expect(mail.text).toContain('Bonjour New Name,');
  });

  it('keeps the language when none is sent', async () => {
    const user = await createTestUser(app);
    await call(app, '/profile/update', { name: 'Asha', language: 'de' }, user.token);
    const res = await call<{ language: string }>(app, '/profile/update', { name: 'Asha R' }, user.token);
    expect(res.body.data.language).toBe('de');
  });

  it('refuses an empty name and an unknown language with field messages', async () => {
    const user = await createTestUser(app);
    const res = await call(app, '/profile/update', { name: ' ', language: 'xx' }, user.token);
    expect(res.statusCode).toBe(400);
    expect(res.body.data).toEqual({
      errors: { name: 'Name cannot be empty', language: 'Please select a supported language' },
    });
  });
});
