import type { TPublisherProfile } from '@creatorscope/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, call, createTestUser } from '../../test/app.js';
import { publishers } from './tables.js';

const registration = {
  name: 'Asha Rao',
  email: 'asha@example.com',
  whatsup_number: '+91 98765-43210',
  publisherType: 'influencer',
  categories: ['Fashion and Style'],
  instagramProfile: '@asha.rao',
  preferred_language: ['hi', 'en'],
  min: 1500,
  max: 5000,
  collobrationOptions: ['paid_post', 'affiliate'],
  upi_id: 'asharao@okaxis',
  bank_account_details: {
    account_holder_name: 'Asha Rao',
    account_number: '123456789012',
    ifsc_code: 'HDFC0001234',
  },
  pan: 'ABCPR1234K',
};

describe('publisher registration', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app.close());

  it('registers the caller once, then saves changes to the same profile', async () => {
    const user = await createTestUser(app);
    const before = await call<TPublisherProfile | null>(app, '/publisher/get-profile', {}, user.token);
    expect(before.body.data).toBeNull();

    const first = await call<TPublisherProfile>(app, '/publisher/register', registration, user.token);
    expect(first.statusCode).toBe(201);
    expect(first.body.message).toBe('Publisher profile created');
    expect(first.body.data).toMatchObject({
      name: 'Asha Rao',
      whatsup_number: '+919876543210',
      min: 1500,
      max: 5000,
      status: 'active',
    });

    const second = await call<TPublisherProfile>(
      app,
      '/publisher/register',
      { ...registration, name: 'Asha R.', upi_id: undefined, bank_account_details: undefined, pan: '' },
      user.token,
    );
    expect(second.statusCode).toBe(200);
    expect(second.body.data._id).toBe(first.body.data._id);
    expect(second.body.data.name).toBe('Asha R.');
    // Left out, the payout details stay as they were.
    expect(second.body.data.upi_id).toBe('as•••@okaxis');
    expect(second.body.data.pan).toBe('••••••234K');
    const read = await call<TPublisherProfile>(app, '/publisher/get-profile', {}, user.token);
    expect(read.body.data.name).toBe('Asha R.');
  });

  it('never answers payout details whole, and stores them encrypted', async () => {
    const user = await createTestUser(app);
    const { body } = await call<TPublisherProfile>(app, '/publisher/register', registration, user.token);
    expect(body.data.upi_id).toBe('as•••@okaxis');
    expect(body.data.bank_account_details).toEqual({
      account_holder_name: 'Asha Rao',
      account_number: '••••9012',
      ifsc_code: 'HDFC0001234',
    });
    expect(body.data.pan).toBe('••••••234K');
    expect(JSON.stringify(body)).not.toContain('123456789012');
    expect(JSON.stringify(body)).not.toContain('ABCPR1234K');
    const [row] = await app.deps.db.select().from(publishers).where(eq(publishers.userId, user.userId));
    const stored = JSON.stringify(row);
    expect(stored).not.toContain('asharao@okaxis');
    expect(stored).not.toContain('123456789012');
    expect(stored).not.toContain('ABCPR1234K');
  });

  it('refuses bad fields with the spec messages, naming each field, and saves nothing', async () => {
    const user = await createTestUser(app);
    const bad = await call(
      app,
      '/publisher/register',
      {
        ...registration,
        name: 'As',
        whatsup_number: '12',
        publisherType: undefined,
        upi_id: 'not-a-upi',
        // A person's PAN has P fourth; X names no kind of holder.
        pan: 'ABCXR1234K',
        min: 10,
        max: 5,
      },
      user.token,
    );
    expect(bad.statusCode).toBe(400);
    const errors = (bad.body as { data: { errors: Record<string, string> } }).data.errors;
    expect(errors).toMatchObject({
      name: 'Name should be at least 3 characters',
      whatsup_number: 'Please enter a valid WhatsApp number',
      publisherType: 'Publisher type is required',
      upi_id: 'Please enter a valid UPI ID',
      pan: 'Please enter a valid PAN',
    });
    const read = await call(app, '/publisher/get-profile', {}, user.token);
    expect((read.body as { data: unknown }).data).toBeNull();
  });

  it('answers only the caller their own profile, and nobody signed out', async () => {
    const owner = await createTestUser(app);
    const other = await createTestUser(app);
    await call(app, '/publisher/register', registration, owner.token);
    const theirs = await call(app, '/publisher/get-profile', {}, other.token);
    expect((theirs.body as { data: unknown }).data).toBeNull();
    expect((await call(app, '/publisher/get-profile', {})).statusCode).toBe(401);
    expect((await call(app, '/publisher/register', registration)).statusCode).toBe(401);
  });
});
