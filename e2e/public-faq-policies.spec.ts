import { expect, test, type Page } from './support/test';
import { seriousAccessibilityFindings } from './support/accessibility';

const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

test.describe('Preguntas frecuentes', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/preguntas-frecuentes');
    await expect(page.getByRole('heading', { level: 1, name: 'Preguntas frecuentes' })).toBeVisible();
  });

  test('the search filters the questions by question and answer, ignoring accents and case, and counts them', async ({ page }) => {
    await expect(page).toHaveTitle('Preguntas frecuentes · Taller');
    const questions = page.locator('.faq-list').getByRole('button');
    const status = page.locator('.faq-toolbar__count');
    await expect(questions).toHaveCount(15);
    await expect(status).toHaveText('15 preguntas');

    const search = page.getByRole('searchbox', { name: 'Buscar en las preguntas frecuentes' });
    await search.fill('GARANTIA');
    await expect(status).toHaveText(/^\d+ resultados? de 15 para «GARANTIA»$/);
    const shown = Number((await status.textContent())!.match(/^\d+/)![0]);
    expect(shown).toBeGreaterThan(0);
    expect(shown).toBeLessThan(15);
    await expect(questions).toHaveCount(shown);
    await expect(page.getByRole('button', { name: '¿Qué garantía tienen las reparaciones?' })).toBeVisible();
    // Found through its answer: "almacenaje" is not in any question.
    await search.fill('ALMACENAJE');
    await expect(questions).toHaveCount(1);
    await expect(questions.first()).toHaveText('¿Cuánto tiempo tengo para recoger mi dispositivo?');
    await expect(status).toHaveText('1 resultado de 15 para «ALMACENAJE»');
  });

  test('with no results it says so and the search can be cleared', async ({ page }) => {
    const search = page.getByRole('searchbox', { name: 'Buscar en las preguntas frecuentes' });
    await search.fill('zzzz');
    await expect(page.getByRole('heading', { name: 'No hay resultados para «zzzz»' })).toBeVisible();
    await expect(page.locator('.faq-list')).toHaveCount(0);
    await page.getByRole('button', { name: 'Limpiar búsqueda' }).click();
    await expect(search).toHaveValue('');
    await expect(search).toBeFocused();
    await expect(page.locator('.faq-list').getByRole('button')).toHaveCount(15);
  });

  test('suggests up to five longer words that start with what was typed, and a click fills the search', async ({ page }) => {
    const search = page.getByRole('searchbox', { name: 'Buscar en las preguntas frecuentes' });
    const suggestions = page.getByRole('group', { name: /Sugerencias/ }).getByRole('button');

    await search.fill('re');
    await expect(suggestions).toHaveCount(0);

    await search.fill('rec');
    await expect(suggestions.first()).toBeVisible();
    const words = await suggestions.allTextContents();
    expect(words.length).toBeGreaterThan(0);
    expect(words.length).toBeLessThanOrEqual(5);
    for (const word of words) {
      expect([...word].length).toBeGreaterThan(3);
      expect(fold(word).startsWith('rec')).toBe(true);
    }

    // Many words start with "rep" (reparar, reparación, reparaciones…): only five are shown.
    await search.fill('REP');
    await expect(suggestions).toHaveCount(5);
    for (const word of await suggestions.allTextContents()) expect(fold(word).startsWith('rep')).toBe(true);

    await search.fill('recupera');
    const chosen = (await suggestions.first().textContent())!;
    await suggestions.first().click();
    await expect(search).toHaveValue(chosen);
    await expect(page.locator('.faq-toolbar__count')).toContainText(`para «${chosen}»`);
  });

  test('questions open one at a time, or all at once, and close again', async ({ page }) => {
    const questions = page.locator('.faq-list').getByRole('button');
    await expect(questions).toHaveCount(15);
    for (const question of await questions.all()) await expect(question).toHaveAttribute('aria-expanded', 'false');

    const first = page.getByRole('button', { name: '¿Necesito pedir cita para llevar mi dispositivo?' });
    await first.click();
    await expect(first).toHaveAttribute('aria-expanded', 'true');
    const answer = page.locator(`#${await first.getAttribute('aria-controls')}`);
    await expect(answer).toBeVisible();
    await expect(answer).toContainText('sin cita previa');
    await first.click();
    await expect(answer).toBeHidden();

    await page.getByRole('button', { name: 'Expandir todas' }).click();
    for (const question of await questions.all()) await expect(question).toHaveAttribute('aria-expanded', 'true');
    await expect(page.locator('.faq-item__answer:visible')).toHaveCount(15);

    await page.getByRole('button', { name: 'Contraer todas' }).click();
    for (const question of await questions.all()) await expect(question).toHaveAttribute('aria-expanded', 'false');
    await expect(page.locator('.faq-item__answer:visible')).toHaveCount(0);
  });

  test('the help block leads to the contact page', async ({ page }) => {
    await page.getByRole('link', { name: 'Contactar con soporte' }).click();
    await expect(page).toHaveURL(/\/contacto$/);
  });
});

test.describe('Política de privacidad y términos', () => {
  test('the privacy policy has ten sections; a search marks every match and counts them', async ({ page }) => {
    await page.goto('/politica-de-privacidad');
    await expect(page).toHaveTitle('Política de privacidad · Taller');
    const index = page.getByRole('navigation', { name: 'Índice' });
    await expect(index.getByRole('link')).toHaveCount(10);
    const status = page.locator('.policy-toolbar__status');
    await expect(status).toHaveText('10 secciones');

    const search = page.getByRole('searchbox', { name: 'Buscar en la política de privacidad' });
    await search.fill('proteccion datos');
    await expect(status).toHaveText(/^\d+ coincidencias? en \d+ secci(ón|ones)$/);
    const [hits, sections] = (await status.textContent())!.match(/\d+/g)!.map(Number);
    const marks = page.locator('.policy-sections mark');
    await expect(marks).toHaveCount(hits!);
    await expect(page.locator('.policy-section')).toHaveCount(sections!);
    await expect(index.getByRole('link')).toHaveCount(sections!);
    for (const text of await marks.allTextContents()) expect(['proteccion', 'datos']).toContain(fold(text));
    // "Protección" is marked with its accent, as written.
    await expect(marks.filter({ hasText: 'Protección' }).first()).toBeVisible();

    await search.fill('qwertyuiop');
    await expect(status).toHaveText('Ninguna coincidencia');
    await expect(page.getByRole('heading', { name: 'No hay resultados para «qwertyuiop»' })).toBeVisible();
    await page.getByRole('button', { name: 'Limpiar búsqueda' }).click();
    await expect(page.locator('.policy-section')).toHaveCount(10);
    await expect(marks).toHaveCount(0);
  });

  test('sections open and close one by one or all together', async ({ page }) => {
    await page.goto('/politica-de-privacidad');
    const toggles = page.locator('.policy-section__toggle');
    await expect(toggles).toHaveCount(10);
    await page.getByRole('button', { name: 'Contraer todo' }).click();
    for (const toggle of await toggles.all()) await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    const rights = page.getByRole('button', { name: /Tus derechos y cómo ejercerlos/ });
    await rights.click();
    await expect(rights).toHaveAttribute('aria-expanded', 'true');
    await expect(page.locator(`#${await rights.getAttribute('aria-controls')}`)).toContainText('Portabilidad');
    await page.getByRole('button', { name: 'Expandir todo' }).click();
    for (const toggle of await toggles.all()) await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  });

  test('a click in the index scrolls to its section, opens it and marks it as the one being read', async ({ page }) => {
    await page.goto('/politica-de-privacidad');
    await page.getByRole('button', { name: 'Contraer todo' }).click();
    const index = page.getByRole('navigation', { name: 'Índice' });
    const link = index.getByRole('link', { name: /Cookies y almacenamiento local/ });
    await link.click();

    const toggle = page.locator('#cookies-titulo');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(page.locator('#cookies-contenido')).toBeVisible();
    await expect(page.locator('#cookies')).toBeInViewport();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
    await expect(link).toHaveAttribute('aria-current', 'location');
    await expect(page).toHaveURL(/#cookies$/);
  });

  test('the index follows the section crossing the band 20–30 % from the top while scrolling', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/terminos-y-condiciones');
    const index = page.getByRole('navigation', { name: 'Índice' });
    await expect(index.getByRole('link')).toHaveCount(15);
    for (const id of ['presupuesto', 'garantia-reparaciones', 'devoluciones']) {
      await page.evaluate((sectionId) => {
        const section = document.getElementById(sectionId)!;
        window.scrollTo(0, section.getBoundingClientRect().top + window.scrollY - window.innerHeight * 0.25 + 5);
      }, id);
      await expect(index.locator(`a[href="#${id}"]`)).toHaveAttribute('aria-current', 'location');
      await expect(index.locator('a[aria-current]')).toHaveCount(1);
    }
  });

  test('the reading progress grows while scrolling and a button leads back to the top after 300 px', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/terminos-y-condiciones');
    const progress = page.getByRole('progressbar', { name: 'Progreso de lectura' });
    await expect(progress).toHaveAttribute('aria-valuenow', '0');
    await expect(progress).toHaveText('0 %');
    const backToTop = page.getByRole('button', { name: 'Volver arriba' });
    await expect(backToTop).toBeHidden();

    await page.evaluate(() => window.scrollTo(0, 250));
    await page.waitForTimeout(100);
    await expect(backToTop).toBeHidden();

    const readings: number[] = [];
    for (const share of [0.3, 0.6]) {
      await page.evaluate((at) => window.scrollTo(0, (document.documentElement.scrollHeight - window.innerHeight) * at), share);
      // The value and the figure shown are read in one go: the bar may still be catching up.
      const reading = () => progress.evaluate((bar) => ({ now: Number(bar.getAttribute('aria-valuenow')), shown: bar.textContent }));
      await expect
        .poll(async () => {
          const { now, shown } = await reading();
          return now > (readings.at(-1) ?? 0) && shown === `${now} %`;
        })
        .toBe(true);
      readings.push((await reading()).now);
    }
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect(progress).toHaveAttribute('aria-valuenow', '100');

    await expect(backToTop).toBeVisible();
    await backToTop.click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(backToTop).toBeHidden();
    await expect(progress).toHaveAttribute('aria-valuenow', '0');
  });

  test('the terms have fifteen sections and an index that can be hidden and shown again', async ({ page }) => {
    await page.goto('/terminos-y-condiciones');
    await expect(page).toHaveTitle('Términos y condiciones · Taller');
    await expect(page.locator('.policy-section')).toHaveCount(15);
    const index = page.getByRole('navigation', { name: 'Índice' });
    await expect(index).toBeVisible();
    const toggle = page.getByRole('button', { name: 'Ocultar índice' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await toggle.click();
    await expect(index).toBeHidden();
    const show = page.getByRole('button', { name: 'Mostrar índice' });
    await expect(show).toHaveAttribute('aria-expanded', 'false');
    await show.click();
    await expect(index).toBeVisible();
    await expect(page.getByRole('button', { name: 'Ocultar índice' })).toBeVisible();

    // The privacy policy has no such button.
    await page.goto('/politica-de-privacidad');
    await expect(page.getByRole('navigation', { name: 'Índice' })).toBeVisible();
    await expect(page.getByRole('button', { name: /índice/ })).toHaveCount(0);
  });

  test('the contact block leads to the contact page', async ({ page }) => {
    await page.goto('/terminos-y-condiciones');
    await page.getByRole('link', { name: 'Ir a contacto' }).click();
    await expect(page).toHaveURL(/\/contacto$/);
  });
});

test('the three pages have no serious or critical accessibility findings', async ({ page }) => {
  await page.goto('/preguntas-frecuentes');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await seriousAccessibilityFindings(page)).toEqual([]);
  // With suggestions, highlighted matches and open answers too.
  await page.getByRole('searchbox', { name: 'Buscar en las preguntas frecuentes' }).fill('rep');
  await page.getByRole('button', { name: 'Expandir todas' }).click();
  expect(await seriousAccessibilityFindings(page)).toEqual([]);

  for (const path of ['/politica-de-privacidad', '/terminos-y-condiciones']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await seriousAccessibilityFindings(page)).toEqual([]);
    await page.getByRole('searchbox').fill('garantía datos');
    await page.evaluate(() => window.scrollTo(0, 900));
    expect(await seriousAccessibilityFindings(page)).toEqual([]);
  }
});
