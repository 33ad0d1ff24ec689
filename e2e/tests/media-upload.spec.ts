import { mkdirSync } from 'node:fs';
import { crc32, deflateSync } from 'node:zlib';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { accountOf, signedInAs } from './accounts';
import { auditScreens, expectNoAxeViolations, LOOKS, shoot, visit } from './looks';

const SHOTS = '/tmp/shots/media-upload';
const LIST = '/marketing/affiliate-ads';

// The Enterprise plan includes affiliate ads, whose form takes the uploads.
test.use({ storageState: signedInAs('enterprise') });

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** A PNG of one colour with a darker band, made here so that the spec needs no image library. */
function png(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8 bits, RGB
  const rows = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y++) {
    const band = y > height * 0.6 && y < height * 0.8;
    for (let x = 0; x < width; x++) {
      rows.set(band ? [30, 64, 175] : [96, 165, 250], y * (width * 3 + 1) + 1 + x * 3);
    }
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const card = (page: Page, heading: string) =>
  page.locator('section').filter({ has: page.getByRole('heading', { name: heading, exact: true }) });

/** An image shown in full: loaded, not a broken icon. */
async function expectLoaded(image: Locator) {
  await expect(image).toBeVisible();
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);
}

test('a marketer uploads an image into the ad form, sees its preview, saves, and the ad shows it', async ({
  page,
}) => {
  test.setTimeout(120_000);
  mkdirSync(SHOTS, { recursive: true });
  const name = `Upload test ${Date.now()}`;
  await page.goto(`${LIST}/new`);
  await expect(page.getByRole('heading', { level: 1, name: 'New affiliate ad' })).toBeVisible();
  await page.getByLabel('Campaign name').fill(name);
  await page.getByLabel('Brand name').fill('Acme Fruit');
  await page.getByRole('combobox', { name: 'Ad type' }).click();
  await page.getByRole('option', { name: 'Image' }).click();
  await page.getByRole('combobox', { name: 'Placement' }).click();
  await page.getByRole('option', { name: 'Feed post' }).click();
  await page.getByLabel('Commission on each sale (%)').fill('10');
  await page.getByLabel(/^Most per sale/).fill('500');

  const creatives = card(page, 'Creative');
  const input = creatives.getByTestId('media-file-input');
  // A file that says it is a PNG but is not one: the server reads its bytes and says why.
  await input.setInputFiles({
    name: 'banner.png',
    mimeType: 'image/png',
    buffer: Buffer.from('not an image at all'),
  });
  await expect(creatives.getByRole('alert')).toHaveText(
    'banner.png: Only JPEG, PNG, WebP, GIF or AVIF images',
  );
  // A file too big is refused before anything is sent.
  await input.setInputFiles({
    name: 'poster.jpg',
    mimeType: 'image/jpeg',
    buffer: Buffer.alloc(10 * 1024 * 1024 + 1),
  });
  await expect(creatives.getByRole('alert').nth(1)).toHaveText('poster.jpg: Images can be at most 10 MB');
  await shoot(page, { path: `${SHOTS}/refused-light.png`, fullPage: true });
  await creatives.getByRole('button', { name: 'Dismiss banner.png' }).click();
  await creatives.getByRole('button', { name: 'Dismiss poster.jpg' }).click();
  await expect(creatives.getByRole('alert')).toHaveCount(0);

  await input.setInputFiles({ name: 'summer-sale.png', mimeType: 'image/png', buffer: png(960, 540) });
  const tile = creatives.getByRole('list', { name: 'Creative' }).getByRole('listitem');
  await expect(tile).toHaveCount(1);
  const thumbnail = tile.getByRole('img');
  await expectLoaded(thumbnail);
  await expect(thumbnail).toHaveAttribute('src', /\/media\/file\/[0-9a-f]{2}\/[0-9a-f-]{36}-thumb\.webp$/);
  // The upload's address joins the typed list, and the preview shows it.
  const addresses = page.getByLabel('Creative addresses');
  await expect(addresses).toHaveValue(/^http:\/\/[^\s]+\/media\/file\/[0-9a-f]{2}\/[0-9a-f-]{36}\.png$/);
  const url = await addresses.inputValue();
  await expectLoaded(page.getByRole('region', { name: 'Preview' }).getByRole('img'));
  await expectNoAxeViolations(page, 'form with an upload');
  await shoot(page, { path: `${SHOTS}/uploaded-light.png`, fullPage: true });

  await page.getByRole('button', { name: 'Create draft' }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  const shown = page.getByRole('region', { name: 'Preview' }).getByRole('img');
  await expect(shown).toHaveAttribute('src', url);
  await expectLoaded(shown);
  await expect(card(page, 'Creative')).toContainText(url);

  // The file is public, typed by its bytes and cached for good.
  const file = await page.request.get(url);
  expect(file.status()).toBe(200);
  expect(file.headers()['content-type']).toBe('image/png');
  expect(file.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(file.headers()['x-content-type-options']).toBe('nosniff');
});

for (const look of LOOKS) {
  test(`the ad form's creatives and the ad's page with an uploaded image in the ${look.name} look, at 1440 and 375 px`, async ({
    page,
    request,
  }) => {
    test.setTimeout(180_000);
    mkdirSync(SHOTS, { recursive: true });
    const { token, orgId } = accountOf('enterprise');
    const headers = { authorization: `Bearer ${token}` };
    const uploaded = await request.post('/api/media/upload-image', {
      headers,
      // The organisation first: the server checks it before it reads the file.
      multipart: { orgId, file: { name: 'monsoon.png', mimeType: 'image/png', buffer: png(1200, 800) } },
    });
    expect(uploaded.status()).toBe(201);
    const media = ((await uploaded.json()) as { data: { url: string } }).data;
    const created = await request.post('/api/affliate-ad/create', {
      headers,
      data: {
        orgId,
        campaignName: `Monsoon creatives ${look.name}`,
        brandName: 'Rain & Co',
        ad_type: 'image',
        ad_display_type: 'feed',
        schedule_post: inDays(0),
        validity: inDays(30),
        commission_percent_on_conversion: 8,
        conversion_price_cap: 400,
        adPostUrl: [media.url, 'https://www.instagram.com/p/C0ffee/'],
        website_url: 'https://rain.example',
      },
    });
    expect(created.status()).toBe(201);
    const ad = ((await created.json()) as { data: { _id: string } }).data;
    await page.goto(LIST);

    await auditScreens(page, {
      screens: [
        {
          name: 'form',
          open: visit(`${LIST}/${ad._id}/edit`, async (p) => {
            const tile = p.locator('form li img');
            await expectLoaded(tile);
          }),
        },
        {
          name: 'detail',
          open: visit(`${LIST}/${ad._id}`, (p) => expectLoaded(p.locator(`img[src="${media.url}"]`))),
        },
      ],
      looks: [look],
      isLookChecked: true,
      isSidewaysScrollChecked: true,
      shot: (screen, width) => `${SHOTS}/${screen}-${width}-${look.name}.png`,
    });
  });
}
