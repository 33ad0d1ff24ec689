import { mkdirSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { signUp, someHandles } from './accounts';
import { axeBuilder } from './axe';
import { auditScreens, LOOKS, shoot } from './looks';

const SHOTS = '/tmp/shots/creators';
async function analyse(page: Page, handle: string) {
  await page.getByRole('textbox', { name: 'Instagram handle or profile link' }).fill(handle);
  await page.getByRole('button', { name: 'Analyse', exact: true }).click();
}

const rows = (page: Page) => page.getByRole('table', { name: 'Tracked creators' }).locator('tbody tr');

test('a Free organisation tracks two handles, is refused a third with the plan message, and removes one', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signUp(page, { name: 'Tara Tracker', emailPrefix: 'tracked', as: { creator: 'tracks.creators' } });
  await page.goto('/insights/creators');
  await expect(page).toHaveTitle('Saved creators | Creatorscope');
  await expect(page.getByText('No tracked creators yet')).toBeVisible();
  await expect(page.getByText('Handles left: 2 of 2 · Credits: 2')).toBeVisible();

  const [first, second, third] = await someHandles(page.request, 3);
  if (!first || !second || !third) throw new Error('the universe has no creators');
  await analyse(page, `@${first}`);
  await expect(
    page.locator('[data-sonner-toast]').filter({ hasText: `@${first} is now tracked` }),
  ).toBeVisible();
  await analyse(page, `https://www.instagram.com/${second}/`);
  await expect(rows(page)).toHaveCount(2);
  await expect(page.getByText('Handles left: 0 of 2 · Credits: 0')).toBeVisible();

  await analyse(page, third);
  const refusal = page.getByRole('alert').filter({ hasText: "Your plan's handle quota is full" });
  await expect(refusal).toBeVisible();
  await expect(refusal).toContainText('You are tracking 2 of the 2 handles your plan allows');
  await expect(refusal.getByRole('link', { name: 'See plans' })).toHaveAttribute(
    'href',
    '/insights/plans-and-billing',
  );
  await expect(rows(page)).toHaveCount(2);

  // A row leads to the creator's page.
  await expect(page.getByRole('link', { name: new RegExp(`@${second}`) })).toHaveAttribute(
    'href',
    `/insights/creator/${second}`,
  );

  await page.getByRole('button', { name: `Remove @${first}` }).click();
  const confirm = page.getByRole('dialog', { name: 'Stop tracking this creator?' });
  await confirm.getByRole('button', { name: 'Remove' }).click();
  await expect(confirm).toBeHidden();
  await expect(rows(page)).toHaveCount(1);
  await expect(page.getByText('Handles left: 1 of 2 · Credits: 0')).toBeVisible();

  // The freed handle cannot be used without credits: the refusal says which limit ran out.
  await analyse(page, third);
  await expect(page.getByRole('alert').filter({ hasText: 'You have no insight credits left' })).toBeVisible();
});

for (const look of LOOKS) {
  test(`the saved creators screen is axe-clean in the ${look.name} look, at 375 and 1440 px`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    mkdirSync(SHOTS, { recursive: true });
    await signUp(page, {
      name: `Axel Tracker ${look.name}`,
      emailPrefix: 'tracked',
      as: { creator: 'tracks.creators' },
    });
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/insights/creators');
    await expect(page.getByText('No tracked creators yet')).toBeVisible();
    if (look.name === 'light') {
      await shoot(page, { path: `${SHOTS}/empty-1440-light-en.png`, fullPage: true });
    }
    const handles = await someHandles(page.request, 2);
    for (const handle of handles) {
      await analyse(page, handle);
      await expect(
        page.locator('[data-sonner-toast]').filter({ hasText: `@${handle} is now tracked` }),
      ).toBeVisible();
    }
    await expect(rows(page)).toHaveCount(2);

    await auditScreens(page, {
      screens: [
        {
          name: 'list',
          open: async (p) => {
            await p.reload();
            await expect(p.locator('main table tbody tr')).toHaveCount(2);
            await p.locator('main input[type="checkbox"]').first().check();
          },
        },
      ],
      looks: [look],
      include: 'main',
      shot: (screen, width) => `${SHOTS}/${screen}-${width}-${look.theme}-${look.language}.png`,
    });
    if (look.language !== 'ae') return;

    // The refusal with its link to plans, in Arabic at 375 px.
    await page.locator('main input[dir="ltr"]').fill('someone.else');
    await page.locator('main form button[type="submit"]').click();
    await expect(page.getByRole('alert')).toBeVisible();
    const axe = await axeBuilder(page).include('main').analyze();
    expect(axe.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
    await shoot(page, { path: `${SHOTS}/refused-375-dark-ae.png`, fullPage: true });

    // The remove confirmation, in Arabic at 375 px.
    await page.locator('main tbody button').first().click();
    await expect(page.getByRole('dialog')).toBeVisible();
    const axeDialog = await axeBuilder(page).include('[role="dialog"]').analyze();
    expect(axeDialog.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
    await shoot(page, { path: `${SHOTS}/remove-375-dark-ae.png` });
  });
}
