import {
  parseInstagramUrl,
  type TBookmark,
  type TBookmarkLookup,
  type TBookmarkPage,
} from '@creatorscope/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addTestMember, buildTestApp, call, createTestUser, type TestUser } from '../../test/app.js';
import { ensureCreatorReport, findPostByShortcode } from '../insights/index.js';
import { creators } from '../insights/tables.js';

type Label = { _id: string; name: string };

const post = (code: string) => `https://www.instagram.com/p/${code}/`;

describe('Instagram links', () => {
  it.each([
    ['https://www.instagram.com/p/CxYz123AbC/', 'posts', 'CxYz123AbC'],
    ['https://instagram.com/p/CxYz123AbC', 'posts', 'CxYz123AbC'],
    ['instagram.com/p/CxYz123AbC/?igsh=MWQ1ZGUxMzBkMA==', 'posts', 'CxYz123AbC'],
    ['http://m.instagram.com/p/CxYz123AbC/?utm_source=ig_web_copy_link#comments', 'posts', 'CxYz123AbC'],
    ['https://www.instagram.com/p/CxYz123AbC/embed/', 'posts', 'CxYz123AbC'],
    ['https://www.instagram.com/p/CxYz123AbC/embed/captioned/', 'posts', 'CxYz123AbC'],
    ['https://www.instagram.com/reel/C8a_b-Cd9E/', 'reels', 'C8a_b-Cd9E'],
    ['https://www.instagram.com/reels/C8a_b-Cd9E/?igsh=abc', 'reels', 'C8a_b-Cd9E'],
    ['https://www.instagram.com/reel/C8a_b-Cd9E/embed/captioned/', 'reels', 'C8a_b-Cd9E'],
    ['https://www.instagram.com/tv/B1tvCode42/', 'reels', 'B1tvCode42'],
    ['https://instagr.am/p/CxYz123AbC/', 'posts', 'CxYz123AbC'],
    ['https://www.instagram.com/natgeo/p/CxYz123AbC/', 'posts', 'CxYz123AbC'],
    ['https://www.instagram.com/natgeo/reel/C8a_b-Cd9E/', 'reels', 'C8a_b-Cd9E'],
    ['  https://WWW.Instagram.com/p/CxYz123AbC/  ', 'posts', 'CxYz123AbC'],
  ])('reads %s as a %s with shortcode %s', (input, type, shortcode) => {
    expect(parseInstagramUrl(input)).toEqual({ type, shortcode });
  });

  it.each([
    '',
    'CxYz123AbC',
    'https://www.instagram.com/natgeo/',
    'https://www.instagram.com/stories/natgeo/3141592653589793/',
    'https://www.instagram.com/explore/tags/travel/',
    'https://www.instagram.com/reels/',
    'https://www.instagram.com/reels/audio/123456789/',
    'https://www.instagram.com/p/abc/',
    'https://www.instagram.com/p/CxYz123AbC/likes/',
    'https://instagram.com.evil.example/p/CxYz123AbC/',
    'https://evil.example/instagram.com/p/CxYz123AbC/',
    'https://user:pw@www.instagram.com/p/CxYz123AbC/',
    'ftp://www.instagram.com/p/CxYz123AbC/',
    'javascript:alert(1)//instagram.com/p/CxYz123AbC/',
    'https://www.instagram.com/p/Cx Yz123AbC/',
  ])('refuses %j', (input) => {
    expect(parseInstagramUrl(input)).toBeNull();
  });
});

describe('bookmarks', () => {
  let app: FastifyInstance;
  let owner: TestUser;
  let outsider: TestUser;

  beforeAll(async () => {
    app = await buildTestApp();
    owner = await createTestUser(app, { orgName: 'Acme' });
    outsider = await createTestUser(app, { orgName: 'Rival' });
  });
  afterAll(() => app.close());

  const save = (user: TestUser, body: Record<string, unknown>, path = '/bookmark/post-bookmark') =>
    call<TBookmark>(
      app,
      path,
      { organization: user.orgId, isInsights: true, isTrends: false, ...body },
      user.token,
    );
  const list = (user: TestUser, body: Record<string, unknown> = {}, path = '/bookmark/get-bookmark') =>
    call<TBookmarkPage>(app, path, { organization: user.orgId, ...body }, user.token);
  const lookup = (user: TestUser, instagramCode: string, path = '/bookmark/get-bookmark-id') =>
    call<TBookmarkLookup>(app, path, { organization: user.orgId, instagramCode }, user.token);
  const makeLabel = async (user: TestUser, name: string) =>
    (await call<Label>(app, '/label/create-label', { orgId: user.orgId, name }, user.token)).body.data;

  it('saves a pasted link under Default Label with the spec payload, as the canonical embed URL', async () => {
    const res = await save(owner, {
      instagramCode: 'https://www.instagram.com/reel/DefLbl0001/?igsh=xyz',
      label: 'Default Label',
      labelId: null,
    });
    expect(res.statusCode).toBe(201);
    expect(res.body.message).toBe('Bookmark saved');
    expect(res.body.data).toMatchObject({
      organization: owner.orgId,
      instagramCode: 'https://www.instagram.com/p/DefLbl0001/embed/captioned/',
      shortcode: 'DefLbl0001',
      type: 'reels',
      url: 'https://www.instagram.com/reel/DefLbl0001/',
      labelId: null,
      label: 'Default Label',
      isInsights: true,
      isTrends: false,
      caption: null,
    });
  });

  it('answers the existing bookmark when the same post is saved twice, in any link form', async () => {
    const first = await save(owner, { instagramCode: post('Twice00001') });
    const again = await save(owner, {
      instagramCode: 'instagram.com/p/Twice00001/embed/captioned/?x=1',
      caption: 'Learned later',
    });
    expect(again.statusCode).toBe(200);
    expect(again.body.message).toBe('Already bookmarked');
    expect(again.body.data._id).toBe(first.body.data._id);
    expect(again.body.data.caption).toBe('Learned later');
    const both = await Promise.all([
      save(owner, { instagramCode: post('Racing0001') }),
      save(owner, { instagramCode: post('Racing0001') }),
    ]);
    expect(new Set(both.map((r) => r.body.data._id)).size).toBe(1);
    const found = await list(owner, { search: 'Learned later' });
    expect(found.body.data.total).toBe(1);
  });

  it('keeps what the screen knows about a post: type, caption, creator, thumbnail, metrics', async () => {
    const res = await save(owner, {
      instagramCode: post('Known00001'),
      type: 'reels',
      caption: 'Sunrise over #Lisbon',
      creatorHandle: '@wander.ana',
      thumbnailUrl: 'https://cdn.example.com/t.jpg',
      metrics: { likes: 1200, comments: 34, views: 56000 },
    });
    expect(res.body.data).toMatchObject({
      type: 'reels',
      url: 'https://www.instagram.com/reel/Known00001/',
      caption: 'Sunrise over #Lisbon',
      creatorHandle: 'wander.ana',
      thumbnailUrl: 'https://cdn.example.com/t.jpg',
      metrics: { likes: 1200, comments: 34, views: 56000 },
    });
  });

  it('refuses anything but an Instagram post or reel link with a field error on instagramCode', async () => {
    for (const instagramCode of [
      'https://www.instagram.com/natgeo/',
      'https://example.com/p/Abcdef123/',
      'hello',
    ]) {
      const res = await save(owner, { instagramCode });
      expect(res.statusCode).toBe(400);
      expect(res.body.data).toEqual({
        errors: { instagramCode: 'Paste the link of an Instagram post or reel' },
      });
    }
    const lookupBad = await lookup(owner, 'https://www.instagram.com/natgeo/');
    expect(lookupBad.statusCode).toBe(400);
  });

  it('saves under a label by id or by name, and refuses a label name that does not exist', async () => {
    const travel = await makeLabel(owner, 'Travel');
    const byId = await save(owner, {
      instagramCode: post('ById000001'),
      label: 'Travel',
      labelId: travel._id,
    });
    expect(byId.body.data).toMatchObject({ labelId: travel._id, label: 'Travel' });
    const byName = await save(owner, { instagramCode: post('ByName0001'), label: 'travel' });
    expect(byName.body.data).toMatchObject({ labelId: travel._id, label: 'Travel' });
    const unknown = await save(owner, { instagramCode: post('NoSuch0001'), label: 'Nope' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.body.data).toEqual({ errors: { label: 'There is no label named Nope' } });
  });

  it('looks up the bookmark id of a post by instagramCode, or null', async () => {
    const made = await save(owner, { instagramCode: post('Lookup0001') });
    const found = await lookup(owner, 'https://www.instagram.com/p/Lookup0001/embed/captioned/');
    expect(found.body).toEqual({
      status: 200,
      message: 'OK',
      data: { _id: made.body.data._id, labelId: null, label: 'Default Label' },
    });
    const none = await lookup(owner, post('NotSaved01'));
    expect(none.body.data).toEqual({ _id: null, labelId: null, label: null });
  });

  it('lists newest first, a page at a time, filtered by label, type and caption or creator search', async () => {
    const user = await createTestUser(app);
    const food = await makeLabel(user, 'Food');
    await save(user, {
      instagramCode: post('List000001'),
      caption: 'Pasta night',
      creatorHandle: 'chef.luca',
    });
    await save(user, {
      instagramCode: post('List000002'),
      labelId: food._id,
      creatorHandle: 'bakery_co',
      caption: 'Sale: 100% off',
    });
    await save(user, { instagramCode: 'https://www.instagram.com/reel/List000003/', labelId: food._id });

    const all = await list(user);
    expect(all.body.data.items.map((b) => b.shortcode)).toEqual(['List000003', 'List000002', 'List000001']);
    expect(all.body.data).toMatchObject({ total: 3, page: 1, pageSize: 24 });

    const paged = await list(user, { page: 2, pageSize: 2 });
    expect(paged.body.data.items.map((b) => b.shortcode)).toEqual(['List000001']);
    expect(paged.body.data.total).toBe(3);

    const byLabel = await list(user, { labelId: food._id });
    expect(byLabel.body.data.items.map((b) => b.shortcode)).toEqual(['List000003', 'List000002']);
    const byDefault = await list(user, { labelId: 'default' });
    expect(byDefault.body.data.items.map((b) => b.shortcode)).toEqual(['List000001']);
    const reels = await list(user, { type: 'reels' });
    expect(reels.body.data.items.map((b) => b.shortcode)).toEqual(['List000003']);
    const posts = await list(user, { type: 'posts', labelId: food._id });
    expect(posts.body.data.items.map((b) => b.shortcode)).toEqual(['List000002']);

    expect((await list(user, { search: 'PASTA' })).body.data.total).toBe(1);
    expect((await list(user, { search: '@chef' })).body.data.items[0]?.shortcode).toBe('List000001');
    // A % typed by the user is a character, not a wildcard.
    expect((await list(user, { search: '100%' })).body.data.items.map((b) => b.shortcode)).toEqual([
      'List000002',
    ]);
    expect((await list(user, { search: '%' })).body.data.total).toBe(1);
  });

  it('lists and looks up only bookmarks saved from insights through the -insights- calls', async () => {
    const user = await createTestUser(app);
    await save(user, { instagramCode: post('Trends0001'), isInsights: false, isTrends: true });
    const fromInsights = await save(
      user,
      { instagramCode: post('Insight001'), isInsights: false },
      '/bookmark/post-insights-bookmark',
    );
    expect(fromInsights.statusCode).toBe(201);
    expect(fromInsights.body.data.isInsights).toBe(true);

    expect((await list(user)).body.data.total).toBe(2);
    const insights = await list(user, {}, '/bookmark/get-insights-bookmark');
    expect(insights.body.data.items.map((b) => b.shortcode)).toEqual(['Insight001']);
    expect(
      (await lookup(user, post('Trends0001'), '/bookmark/get-insights-bookmark-id')).body.data._id,
    ).toBeNull();
    expect((await lookup(user, post('Trends0001'))).body.data._id).not.toBeNull();

    // Saving the trends bookmark again from insights makes it an insights bookmark too.
    const again = await save(user, { instagramCode: post('Trends0001') }, '/bookmark/post-insights-bookmark');
    expect(again.statusCode).toBe(200);
    expect(again.body.data).toMatchObject({ isInsights: true, isTrends: true });
    expect((await list(user, {}, '/bookmark/get-insights-bookmark')).body.data.total).toBe(2);
  });

  it('deletes a bookmark by id, after which the lookup answers null', async () => {
    const made = await save(owner, { instagramCode: post('Delete0001') });
    const res = await call(
      app,
      '/bookmark/delete-bookmark',
      { organization: owner.orgId, id: made.body.data._id },
      owner.token,
    );
    expect(res.body).toEqual({ status: 200, message: 'Bookmark removed', data: null });
    expect((await lookup(owner, post('Delete0001'))).body.data._id).toBeNull();
    const twice = await call(
      app,
      '/bookmark/delete-bookmark',
      { organization: owner.orgId, id: made.body.data._id },
      owner.token,
    );
    expect(twice.statusCode).toBe(404);
  });

  it('moves the bookmarks of a deleted label to Default Label and keeps them through a rename', async () => {
    const user = await createTestUser(app);
    const label = await makeLabel(user, 'Summer');
    const made = await save(user, { instagramCode: post('Moving0001'), labelId: label._id });
    await call(
      app,
      '/label/update-label',
      { orgId: user.orgId, id: label._id, name: 'Summer 26' },
      user.token,
    );
    expect((await list(user, { labelId: label._id })).body.data.items[0]).toMatchObject({
      _id: made.body.data._id,
      label: 'Summer 26',
    });

    await call(app, '/label/delete-label', { orgId: user.orgId, id: label._id }, user.token);
    const moved = await list(user, { labelId: 'default' });
    expect(moved.body.data.items).toHaveLength(1);
    expect(moved.body.data.items[0]).toMatchObject({
      _id: made.body.data._id,
      labelId: null,
      label: 'Default Label',
    });
  });

  it('saves bookmarks without a limit on the Free plan', async () => {
    const user = await createTestUser(app);
    for (let i = 0; i < 30; i++) {
      const res = await save(user, { instagramCode: post(`Unlimit${String(i).padStart(3, '0')}`) });
      expect(res.statusCode).toBe(201);
    }
    expect((await list(user)).body.data.total).toBe(30);
  });

  it('never lets another organisation read, look up or delete our bookmarks, or use our labels', async () => {
    const secretLabel = await makeLabel(owner, 'Secret');
    const mine = await save(owner, { instagramCode: post('Secret0001'), labelId: secretLabel._id });
    const id = mine.body.data._id;

    for (const path of ['/bookmark/get-bookmark', '/bookmark/get-insights-bookmark']) {
      expect((await call(app, path, { organization: owner.orgId }, outsider.token)).statusCode).toBe(403);
    }
    for (const path of ['/bookmark/get-bookmark-id', '/bookmark/get-insights-bookmark-id']) {
      const res = await call(
        app,
        path,
        { organization: owner.orgId, instagramCode: post('Secret0001') },
        outsider.token,
      );
      expect(res.statusCode).toBe(403);
    }
    for (const path of ['/bookmark/post-bookmark', '/bookmark/post-insights-bookmark']) {
      const res = await call(
        app,
        path,
        { organization: owner.orgId, instagramCode: post('Intrude001') },
        outsider.token,
      );
      expect(res.statusCode).toBe(403);
    }
    const del = await call(
      app,
      '/bookmark/delete-bookmark',
      { organization: owner.orgId, id },
      outsider.token,
    );
    expect(del.statusCode).toBe(403);

    // Through their own organisation they see nothing of ours.
    const viaOwnDelete = await call(
      app,
      '/bookmark/delete-bookmark',
      { organization: outsider.orgId, id },
      outsider.token,
    );
    expect(viaOwnDelete.statusCode).toBe(404);
    expect((await lookup(outsider, post('Secret0001'))).body.data._id).toBeNull();
    expect((await list(outsider, { labelId: secretLabel._id })).body.data.total).toBe(0);
    expect((await list(outsider, { search: 'Secret' })).body.data.total).toBe(0);
    const useOurLabel = await save(outsider, { instagramCode: post('Theirs0001'), labelId: secretLabel._id });
    expect(useOurLabel.statusCode).toBe(400);
    expect(useOurLabel.body.data).toEqual({
      errors: { labelId: 'This label does not exist in your organisation' },
    });
    const byOurName = await save(outsider, { instagramCode: post('Theirs0001'), label: 'Secret' });
    expect(byOurName.statusCode).toBe(400);

    // The same post saved by them is their own bookmark, not ours.
    const theirs = await save(outsider, { instagramCode: post('Secret0001') });
    expect(theirs.statusCode).toBe(201);
    expect(theirs.body.data._id).not.toBe(id);
    expect((await lookup(owner, post('Secret0001'))).body.data._id).toBe(id);
  });

  it('lets a Read member list and look up but not save or delete', async () => {
    const reader = await addTestMember(app, owner.orgId, 'Read');
    expect((await list(reader)).statusCode).toBe(200);
    expect((await lookup(reader, post('Secret0001'))).statusCode).toBe(200);
    const write = await save(reader, { instagramCode: post('Reader0001') });
    expect(write.statusCode).toBe(403);
    const id = (await lookup(owner, post('Secret0001'))).body.data._id;
    const del = await call(app, '/bookmark/delete-bookmark', { organization: owner.orgId, id }, reader.token);
    expect(del.statusCode).toBe(403);
  });
});

describe('bookmarks of posts we already know', () => {
  let app: FastifyInstance;
  let owner: TestUser;
  beforeAll(async () => {
    app = await buildTestApp({ SOCIAL_DATA_CREATORS: '40' });
    owner = await createTestUser(app);
  });
  afterAll(() => app.close());

  it('fills caption, creator, type and metrics of a pasted link from the stored post', async () => {
    const [creator] = await app.deps.db.select({ handle: creators.handle }).from(creators).limit(1);
    if (!creator) throw new Error('no synthetic creators');
    const report = await ensureCreatorReport(app.deps, creator.handle);
    const reel = report.posts.recent.find((p) => p.type === 'reel') ?? report.posts.recent[0];
    if (!reel) throw new Error('no posts in the report');
    const stored = await findPostByShortcode(app.deps, reel.shortcode);

    // Pasted as /p/ whatever it is: the stored post knows better.
    const res = await call<TBookmark>(
      app,
      '/bookmark/post-bookmark',
      { organization: owner.orgId, instagramCode: `https://www.instagram.com/p/${reel.shortcode}/` },
      owner.token,
    );
    expect(res.statusCode).toBe(201);
    expect(res.body.data).toMatchObject({
      type: stored?.type === 'reel' ? 'reels' : 'posts',
      caption: stored?.caption || null,
      creatorHandle: creator.handle,
      metrics: { likes: stored?.likes, comments: stored?.comments },
    });
    const found = await call<TBookmarkPage>(
      app,
      '/bookmark/get-bookmark',
      { organization: owner.orgId, search: `@${creator.handle}` },
      owner.token,
    );
    expect(found.body.data.items.map((b) => b.shortcode)).toEqual([reel.shortcode]);
  });
});
