import { gzipSync } from 'node:zlib';
import { expect, test, type Page } from './support/test';
import { expectNoSeriousAxeViolations } from './support/accessibility';

const VIDEO_FILES = '**/media/promo.{mp4,webm}';

const carousel = (page: Page) => page.locator('[aria-roledescription="carrusel"]');
const currentSlide = (page: Page) => carousel(page).locator('[aria-roledescription="diapositiva"]:not([aria-hidden="true"])');
const nextButton = (page: Page) => page.getByRole('button', { name: 'Diapositiva siguiente' });

async function expectSlide(page: Page, position: number) {
  await expect(currentSlide(page)).toHaveAttribute('aria-label', `${position} de 5`);
}

/** Past the 300 ms lock of the last change. */
const afterLock = (page: Page) => page.waitForTimeout(350);

/** Drags across the carousel with touch pointer events, `dx` pixels sideways. */
async function swipe(page: Page, dx: number) {
  const viewport = carousel(page).locator('.carousel__viewport');
  const box = (await viewport.boundingBox())!;
  const y = box.y + box.height / 2;
  const x = box.x + box.width / 2;
  const pointer = { pointerId: 7, pointerType: 'touch', isPrimary: true, button: 0, bubbles: true };
  await viewport.dispatchEvent('pointerdown', { ...pointer, clientX: x, clientY: y });
  await viewport.dispatchEvent('pointermove', { ...pointer, clientX: x + dx / 2, clientY: y });
  await viewport.dispatchEvent('pointerup', { ...pointer, clientX: x + dx, clientY: y + 4 });
}

test.describe('home: the promo video', () => {
  test('plays muted, inline and in a loop, with a pause button', async ({ page }) => {
    await page.goto('/');
    const video = page.locator('video');
    await expect(page.getByRole('button', { name: 'Pausar el video' })).toBeVisible();
    const flags = await video.evaluate((element: HTMLVideoElement) => ({
      muted: element.muted,
      loop: element.loop,
      playsInline: element.playsInline,
      paused: element.paused,
    }));
    expect(flags).toEqual({ muted: true, loop: true, playsInline: true, paused: false });
    await expect(video).toHaveAttribute('poster', '/media/promo-poster.webp');

    await page.getByRole('button', { name: 'Pausar el video' }).click();
    await expect(page.getByRole('button', { name: 'Reproducir el video' })).toBeVisible();
    expect(await video.evaluate((element: HTMLVideoElement) => element.paused)).toBe(true);
  });

  test('shows the error state when the video cannot be loaded, and its retry loads it again', async ({ page }) => {
    await page.route(VIDEO_FILES, (route) => route.fulfill({ status: 404, body: '' }));
    await page.goto('/');
    const error = page.getByRole('alert').filter({ hasText: 'Error al cargar el video' });
    await expect(error).toBeVisible();
    await expect(error).toContainText('No hemos podido cargar el video de presentación');
    await expect(page.getByRole('button', { name: 'Pausar el video' })).toHaveCount(0);

    await page.unroute(VIDEO_FILES);
    await error.getByRole('button', { name: 'Reintentar' }).click();
    await expect(error).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Pausar el video' })).toBeVisible();
    await expect.poll(() => page.locator('video').evaluate((element: HTMLVideoElement) => element.readyState)).toBeGreaterThanOrEqual(2);
  });
});

test.describe('home: the image carousel', () => {
  test('has five pictures: the first three load at once, the others lazily, all with their size', async ({ page }) => {
    await page.goto('/');
    const images = carousel(page).locator('img');
    await expect(images).toHaveCount(5);
    expect(await images.evaluateAll((all: HTMLImageElement[]) => all.map((img) => img.getAttribute('loading')))).toEqual(['eager', 'eager', 'eager', 'lazy', 'lazy']);
    for (const img of await images.all()) {
      await expect(img).toHaveAttribute('width', '600');
      await expect(img).toHaveAttribute('height', '400');
      await expect(img).toHaveAttribute('src', /^\/media\/slide-[a-z]+\.svg$/);
    }
  });

  test('turns by itself, holds still under the mouse and when paused with its button', async ({ page }) => {
    await page.clock.install();
    await page.goto('/');
    await expectSlide(page, 1);
    await expect(carousel(page).locator('.carousel__track')).toHaveAttribute('aria-live', 'off');

    await page.clock.runFor(5100);
    await expectSlide(page, 2);

    // Under the mouse it holds still, and turns again when the mouse leaves.
    await carousel(page).locator('.carousel__viewport').hover();
    await expect(carousel(page).locator('.carousel__track')).toHaveAttribute('aria-live', 'polite');
    await page.clock.runFor(6000);
    await expectSlide(page, 2);
    await page.mouse.move(2, 2);
    await page.clock.runFor(5100);
    await expectSlide(page, 3);

    // Paused with the button it stays paused after the mouse and focus have gone.
    await page.getByRole('button', { name: 'Pausar el carrusel' }).click();
    await expect(page.getByRole('button', { name: 'Reanudar el carrusel' })).toBeVisible();
    await page.mouse.move(2, 2);
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await page.clock.runFor(11000);
    await expectSlide(page, 3);
    await expect(carousel(page).locator('.carousel__track')).toHaveAttribute('aria-live', 'polite');

    await page.getByRole('button', { name: 'Reanudar el carrusel' }).click();
    await page.mouse.move(2, 2);
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await page.clock.runFor(5100);
    await expectSlide(page, 4);
  });

  test('moves with the arrow keys when focused, the arrows and the dots', async ({ page }) => {
    await page.goto('/');
    await nextButton(page).focus();
    await page.keyboard.press('ArrowRight');
    await expectSlide(page, 2);
    await afterLock(page);
    await page.keyboard.press('ArrowLeft');
    await expectSlide(page, 1);
    await afterLock(page);
    await page.keyboard.press('ArrowLeft');
    await expectSlide(page, 5);

    await afterLock(page);
    await page.getByRole('button', { name: /^Ir a la diapositiva 3:/ }).click();
    await expectSlide(page, 3);
    await expect(page.getByRole('button', { name: /^Ir a la diapositiva 3:/ })).toHaveAttribute('aria-current', 'true');
    await afterLock(page);
    await page.getByRole('button', { name: 'Diapositiva anterior' }).click();
    await expectSlide(page, 2);
  });

  test('a swipe of more than 50 px moves to the next or previous slide; a shorter one does not', async ({ page }) => {
    await page.goto('/');
    await swipe(page, -80);
    await expectSlide(page, 2);
    await afterLock(page);
    await swipe(page, 80);
    await expectSlide(page, 1);
    await afterLock(page);
    await swipe(page, -40);
    await page.waitForTimeout(100);
    await expectSlide(page, 1);
  });

  test('a second change right after the first is ignored for 300 ms', async ({ page }) => {
    await page.goto('/');
    // Two clicks in the same instant: the first moves, the second meets the lock.
    await nextButton(page).evaluate((button: HTMLButtonElement) => {
      button.click();
      button.click();
    });
    await expectSlide(page, 2);
    await page.waitForTimeout(100);
    await expectSlide(page, 2);
    await afterLock(page);
    await nextButton(page).click();
    await expectSlide(page, 3);
  });
});

test.describe('home: the statistics strip', () => {
  test('counts up from zero to 8000+, 10+, 9500+ and 100+ once it is in view', async ({ page }) => {
    await page.goto('/');
    const count = (id: string) => page.locator(`[data-stat="${id}"] .stat-card__count`);
    // Below the fold: still at zero.
    await expect(count('reparaciones')).toHaveText('0+');
    await page.locator('.stats-strip').scrollIntoViewIfNeeded();
    await expect(count('reparaciones')).toHaveText('8000+');
    await expect(count('experiencia')).toHaveText('10+');
    await expect(count('clientes')).toHaveText('9500+');
    await expect(count('resenas')).toHaveText('100+');
    await expect(page.locator('[data-stat="resenas"]')).toContainText('Reseñas de cinco estrellas');
  });

  test('shows the final numbers straight away to visitors who ask for less motion', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ reducedMotion: 'reduce', baseURL });
    const page = await context.newPage();
    await page.goto('/');
    await expect(page.locator('[data-stat="clientes"] .stat-card__count')).toHaveText('9500+');
    // No autoplay either: the carousel starts paused and the video waits for a click.
    await expect(page.getByRole('button', { name: 'Reanudar el carrusel' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Reproducir el video' })).toBeVisible();
    await context.close();
  });
});

test('home: the sells / repairs tabs switch by click and with the arrow keys', async ({ page }) => {
  await page.goto('/');
  const sells = page.getByRole('tab', { name: 'Lo que vendemos' });
  const repairs = page.getByRole('tab', { name: 'Lo que reparamos' });
  await expect(sells).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tabpanel')).toHaveCount(1);
  await expect(page.getByRole('tabpanel').getByRole('listitem')).toHaveCount(6);
  await expect(page.getByRole('tabpanel')).toContainText('Cristal templado');

  await repairs.click();
  await expect(repairs).toHaveAttribute('aria-selected', 'true');
  await expect(sells).toHaveAttribute('aria-selected', 'false');
  await expect(page.getByRole('tabpanel')).toContainText('Televisores');
  await expect(page.getByRole('tabpanel').getByRole('listitem')).toHaveCount(6);

  await page.keyboard.press('ArrowLeft');
  await expect(sells).toBeFocused();
  await expect(sells).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tabpanel')).toContainText('Memorias USB y SD');
  await page.keyboard.press('ArrowRight');
  await expect(repairs).toBeFocused();
  await expect(repairs).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Home');
  await expect(sells).toHaveAttribute('aria-selected', 'true');
  // One tab stop: the unselected tab is out of the tab order.
  await expect(repairs).toHaveAttribute('tabindex', '-1');
});

test('home: banners, developer cards opening in a new tab, and the call to action', async ({ page }) => {
  await page.goto('/');
  const banners = page.locator('.service-banners > li');
  await expect(banners).toHaveCount(3);
  await expect(banners.getByRole('heading', { level: 3 })).toHaveText(['Reparación de ordenadores', 'Servicios que ofrecemos', 'Reparación de móviles']);
  for (const img of await banners.locator('img').all()) await expect(img).toHaveAttribute('loading', 'lazy');

  for (const path of ['/brickle-pickle', '/white-branch']) {
    const card = page.locator(`a[href="${path}"]`).filter({ hasText: 'Conoce a' });
    await expect(card).toHaveAttribute('target', '_blank');
    await expect(card).toHaveAttribute('rel', /noopener/);
  }
  const [popup] = await Promise.all([
    page.waitForEvent('popup'),
    page.locator('a[href="/brickle-pickle"]').filter({ hasText: 'Conoce a' }).click(),
  ]);
  await expect(popup).toHaveURL(/\/brickle-pickle$/);
  await popup.close();

  await page.getByRole('link', { name: 'Contactar', exact: true }).click();
  await expect(page).toHaveURL(/\/contacto$/);
});

test('home: no serious or critical accessibility problems, scrolled through to the end', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Pausar el video' })).toBeVisible();
  // Bring every section into view so its entrance has played, then let the counters finish.
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += 400) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 60));
    }
  });
  await expect(page.locator('[data-stat="clientes"] .stat-card__count')).toHaveText('9500+');
  await page.waitForTimeout(800);
  await expectNoSeriousAxeViolations(page);

  await page.getByRole('tab', { name: 'Lo que reparamos' }).click();
  await expectNoSeriousAxeViolations(page);
});

test('home: the error state of the video passes the same accessibility check', async ({ page }) => {
  await page.route(VIDEO_FILES, (route) => route.fulfill({ status: 404, body: '' }));
  await page.goto('/');
  await expect(page.getByText('Error al cargar el video')).toBeVisible();
  await expectNoSeriousAxeViolations(page);
});

test('home: ships at most 120 kB of gzipped JavaScript', async ({ page }) => {
  const scripts = new Map<string, Promise<Buffer>>();
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.set(response.url(), response.body());
  });
  await page.goto('/', { waitUntil: 'networkidle' });
  let gzipped = 0;
  for (const body of scripts.values()) gzipped += gzipSync(await body, { level: 9 }).length;
  expect(scripts.size).toBeGreaterThan(0);
  expect(gzipped).toBeLessThanOrEqual(120 * 1024);
});
