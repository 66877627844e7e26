import { deploy, expect, test, type Page } from './fixtures';
import { expectPath, home, text } from './helpers';

const LANXANG = {
  name: 'Lanxang Play',
  logo: 'brands/lanxang.svg',
  primary: '#38bdf8',
  accent: '#0369a1',
  themeColor: '#082f49',
};

/** What the phone shows of the brand: the top bar's name and logo, the window title, the theme colour, a button. */
async function look(page: Page) {
  const brand = page.getByTestId('brand');
  await expect(brand).toBeVisible();
  // A logo still on its way is neither shown nor broken yet: its answer first (a broken one is complete too).
  if ((await brand.locator('img').count()) > 0)
    await expect.poll(() => brand.locator('img').evaluate((img: HTMLImageElement) => img.complete)).toBe(true);
  return {
    name: (await brand.innerText()).trim(),
    logo:
      (await brand.locator('img').count()) === 0
        ? null
        : await brand
            .locator('img')
            .evaluate((img: HTMLImageElement) =>
              img.complete && img.naturalWidth > 0 ? new URL(img.src).pathname : 'broken',
            ),
    title: await page.title(),
    theme: await page.locator('meta[name="theme-color"]').getAttribute('content'),
    topBar: await page
      .locator('header')
      .first()
      .evaluate((el) => getComputedStyle(el).backgroundColor),
    button: await page
      .locator('button.primary')
      .first()
      .evaluate((el) => getComputedStyle(el).backgroundColor),
  };
}

test("en: the demo switches brand with ?brand=lanxang and keeps it; the console goes back to the deployment's own", async ({
  page,
}) => {
  await page.goto('/login?brand=lanxang');
  expect(await look(page)).toEqual({
    name: 'Lanxang Play',
    logo: '/brands/lanxang.svg',
    title: 'Lanxang Play',
    theme: '#082f49',
    topBar: 'rgb(8, 47, 73)',
    button: 'rgb(56, 189, 248)',
  });
  // Kept for the next visits, on member screens too.
  await home(page, 'en');
  expect((await look(page)).name).toBe('Lanxang Play');
  expect((await look(page)).topBar).toBe('rgb(8, 47, 73)');

  await page.goto('/login');
  await page
    .locator('#demo-console')
    .getByRole('button', { name: new RegExp(`^${text('en', 'demo.open')}`) })
    .click();
  await page
    .locator('#demo-console')
    .getByRole('button', { name: text('en', 'demo.tabs.scenarios'), exact: true })
    .click();
  // Choosing reloads the page in the chosen brand.
  await Promise.all([
    page.waitForEvent('load'),
    page
      .locator('#demo-console')
      .getByRole('radio', { name: new RegExp(`^${text('en', 'demo.brands.own')}`) })
      .click(),
  ]);
  await expect(page.getByTestId('brand')).toHaveText(text('en', 'app.name'));
  expect(await look(page)).toMatchObject({
    logo: null,
    title: 'Wallet',
    theme: '#0f172a',
    topBar: 'rgb(15, 23, 42)',
    button: 'rgb(245, 158, 11)',
  });
});

test("th: a deployment's config.json brand is applied without a rebuild; an unreadable one is a clear config error", async ({
  page,
}) => {
  // A real backend that is not there: the login screen still draws, in the deployment's brand.
  await deploy(page, { apiBaseUrl: 'http://127.0.0.1:9', brand: LANXANG });
  await page.goto('/login');
  await expectPath(page, '/login');
  expect(await look(page)).toMatchObject({
    name: 'Lanxang Play',
    logo: '/brands/lanxang.svg',
    title: 'Lanxang Play',
    theme: '#082f49',
  });

  await page.unrouteAll({ behavior: 'ignoreErrors' });
  await deploy(page, { apiBaseUrl: 'http://127.0.0.1:9', brand: { ...LANXANG, accent: '#7dd3fc' } });
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: text('th', 'config.errorTitle') })).toBeVisible();
  await expect(page.getByText(/brand\.accent: on white has a contrast of 1\.\d\d:1, below 4\.5:1/)).toBeVisible();
});
