import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addTestMember, buildTestApp, call, createTestUser, type TestUser } from '../../test/app.js';

type Label = { _id: string; name: string };

describe('labels', () => {
  let app: FastifyInstance;
  let owner: TestUser;
  let outsider: TestUser;

  beforeAll(async () => {
    app = await buildTestApp();
    owner = await createTestUser(app, { orgName: 'Acme' });
    outsider = await createTestUser(app, { orgName: 'Rival' });
  });
  afterAll(() => app.close());

  it('creates, lists, renames and deletes a label', async () => {
    const made = await call<Label>(
      app,
      '/label/create-label',
      { orgId: owner.orgId, name: 'Summer' },
      owner.token,
    );
    expect(made.statusCode).toBe(201);
    expect(made.body).toMatchObject({ status: 201, message: 'Label created', data: { name: 'Summer' } });
    const id = made.body.data._id;

    const renamed = await call<Label>(
      app,
      '/label/update-label',
      { orgId: owner.orgId, id, name: 'Summer 2026' },
      owner.token,
    );
    expect(renamed.body.data.name).toBe('Summer 2026');

    const list = await call<Label[]>(app, '/label/get-labels', { orgId: owner.orgId }, owner.token);
    expect(list.body.data.map((l) => l.name)).toContain('Summer 2026');

    const gone = await call(app, '/label/delete-label', { orgId: owner.orgId, id }, owner.token);
    expect(gone.body).toEqual({ status: 200, message: 'Label deleted', data: null });
    const after = await call<Label[]>(app, '/label/get-labels', { orgId: owner.orgId }, owner.token);
    expect(after.body.data.find((l) => l._id === id)).toBeUndefined();
  });

  it('refuses a second label with the same name in any case', async () => {
    await call(app, '/label/create-label', { orgId: owner.orgId, name: 'Travel' }, owner.token);
    const dup = await call(app, '/label/create-label', { orgId: owner.orgId, name: 'TRAVEL' }, owner.token);
    expect(dup.statusCode).toBe(409);
    expect(dup.body.message).toBe('A label named TRAVEL already exists');
  });

  it('lets two organisations use the same label name', async () => {
    await call(app, '/label/create-label', { orgId: owner.orgId, name: 'Food' }, owner.token);
    const other = await call(
      app,
      '/label/create-label',
      { orgId: outsider.orgId, name: 'Food' },
      outsider.token,
    );
    expect(other.statusCode).toBe(201);
  });

  it('refuses the reserved Default Label name, naming the field', async () => {
    const res = await call(
      app,
      '/label/create-label',
      { orgId: owner.orgId, name: 'default label' },
      owner.token,
    );
    expect(res.statusCode).toBe(400);
    expect(res.body.data).toEqual({ errors: { name: 'Default Label is reserved: choose another name' } });
  });

  it('refuses an empty or over-long name with the field message', async () => {
    const empty = await call(app, '/label/create-label', { orgId: owner.orgId, name: '   ' }, owner.token);
    expect(empty.body).toMatchObject({
      status: 400,
      data: { errors: { name: 'Label name cannot be empty' } },
    });
    const long = await call(
      app,
      '/label/create-label',
      { orgId: owner.orgId, name: 'x'.repeat(51) },
      owner.token,
    );
    expect(long.body.data).toEqual({ errors: { name: 'Label name cannot exceed 50 characters' } });
  });

  it('refuses to read or change another organisation labels', async () => {
    const mine = await call<Label>(
      app,
      '/label/create-label',
      { orgId: owner.orgId, name: 'Secret' },
      owner.token,
    );
    const id = mine.body.data._id;

    const read = await call(app, '/label/get-labels', { orgId: owner.orgId }, outsider.token);
    expect(read.statusCode).toBe(403);
    const rename = await call(
      app,
      '/label/update-label',
      { orgId: owner.orgId, id, name: 'Pwned' },
      outsider.token,
    );
    expect(rename.statusCode).toBe(403);
    const del = await call(app, '/label/delete-label', { orgId: owner.orgId, id }, outsider.token);
    expect(del.statusCode).toBe(403);

    // Naming their own organisation does not reach our label either.
    const viaOwnOrg = await call(app, '/label/delete-label', { orgId: outsider.orgId, id }, outsider.token);
    expect(viaOwnOrg.statusCode).toBe(404);
    const still = await call<Label[]>(app, '/label/get-labels', { orgId: owner.orgId }, owner.token);
    expect(still.body.data.map((l) => l.name)).toContain('Secret');
  });

  it('lets a Read member list but not change labels', async () => {
    const reader = await addTestMember(app, owner.orgId, 'Read');
    const list = await call(app, '/label/get-labels', { orgId: owner.orgId }, reader.token);
    expect(list.statusCode).toBe(200);
    const write = await call(app, '/label/create-label', { orgId: owner.orgId, name: 'Nope' }, reader.token);
    expect(write.statusCode).toBe(403);
    expect(write.body.message).toBe(
      'Your team permission (Read) does not allow this action: Write is needed',
    );
  });
});
