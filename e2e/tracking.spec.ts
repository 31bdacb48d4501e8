import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import { readOutboxFolder } from '../libs/server/src/mail/outbox-folder';
import { seriousAccessibilityFindings } from './support/accessibility';
import { expect, test, type Locator, type Page } from './support/test';

/**
 * The customer follows their repair (issue 15, item 1): staff take a device in, print the
 * albarán, and the QR on the customer's copy, decoded from the rendered pixels (not read from
 * the DOM), opens the tracking page in a browser with no session; the page follows the status;
 * the lookup by number and phone finds the same page; a revoked link opens nothing.
 */

async function signInAsGerente(page: Page) {
  const answer = await page.request.post('/api/auth/login', { data: { email: 'gerente@taller.demo', password: 'demo-taller' } });
  expect(answer.status()).toBe(200);
}

/**
 * The e-mail of the server's outbox (its `.eml` files: no SMTP in these tests) whose subject is
 * `subject`, once the shop's notices have written it (they follow the change by a moment).
 */
async function emailed(dataDir: string, subject: string): Promise<{ to: string; text: string }> {
  let found: { to: string; text: string } | undefined;
  await expect
    .poll(async () => (found = (await readOutboxFolder(dataDir)).find((mail) => mail.subject === subject)) !== undefined, { timeout: 15_000 })
    .toBe(true);
  return found!;
}

/** The links of an e-mail's text that lead to `path` on the server the test talks to (its demo names it localhost). */
function linksTo(text: string, baseURL: string | undefined): string[] {
  const port = new URL(baseURL!).port;
  return [...text.matchAll(/https?:\/\/[^\s]+/g)].map((match) => new URL(match[0])).filter((url) => url.port === port).map((url) => url.pathname);
}

/** The text of the QR code drawn in `element`, read from a screenshot. */
async function decodeQr(element: Locator): Promise<string> {
  const png = PNG.sync.read(await element.screenshot({ scale: 'device' }));
  const found = jsQR(new Uint8ClampedArray(png.data.buffer, png.data.byteOffset, png.data.length), png.width, png.height);
  if (!found) throw new Error('No se encontró ningún código QR en la imagen');
  return found.data;
}

test('staff take a repair in, the albarán’s QR opens its tracking page for the customer, which follows the status', async ({ page, browser, baseURL, server }) => {
  await signInAsGerente(page);
  const created = await page.request.post('/api/repairs', {
    data: {
      clientId: 1,
      device: 'Móvil',
      model: 'Galaxy S21 QR',
      contactNumber: '600 111 222',
      description: 'No carga',
      internalNotes: 'Cliente muy nervioso',
      unlockCode: '2580',
      estimatedCompletion: '2026-12-18',
    },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: number };
  const number = `R-${String(id).padStart(6, '0')}`;

  // The customer's copy carries the QR and the address; the shop's copy does not.
  await page.goto(`/gestion/albaran/repair/${id}`);
  const customerCopy = page.locator('[data-copy="customer"]');
  const tracking = customerCopy.getByTestId('albaran-tracking');
  await expect(tracking).toBeVisible();
  await expect(page.locator('[data-copy="shop"]').getByTestId('albaran-tracking')).toHaveCount(0);
  const address = await decodeQr(tracking.getByRole('img', { name: 'Código QR del seguimiento' }));
  expect(address).toMatch(new RegExp(`^${baseURL}/seguimiento/[0-9a-hjkmnp-tv-z]{16}$`));
  await expect(tracking).toContainText(address);

  // The shop told her it was received, by e-mail, with the same page's address.
  const received = await emailed(server.dataDir, `Hemos recibido tu reparación nº ${id} (Móvil Galaxy S21 QR)`);
  expect(received.to).toContain('maria.garcia@example.es');
  expect(received.text).toMatch(/^Hola María:/);
  expect(linksTo(received.text, baseURL)).toContain(new URL(address).pathname);

  // A fresh browser, nobody signed in, opens what the QR says.
  const customer = await browser.newContext();
  const phone = await customer.newPage();
  await phone.goto(address);
  await expect(phone.getByRole('heading', { level: 1 })).toHaveText(`Tu reparación ${number}`);
  await expect(phone.getByText('Hola, María')).toBeVisible();
  await expect(phone.getByText('Móvil Galaxy S21 QR')).toBeVisible();
  await expect(phone.getByText('Recibida', { exact: true })).toBeVisible();
  await expect(phone.getByText('Fecha estimada: 18/12/2026')).toBeVisible();
  const steps = phone.getByRole('list').filter({ hasText: 'Recibida en la tienda' });
  await expect(steps.getByRole('listitem')).toHaveCount(1);
  for (const hidden of ['Cliente muy nervioso', '2580', 'García', '612 345 678', 'Gonzalo']) await expect(phone.getByText(hidden)).toHaveCount(0);
  expect(await seriousAccessibilityFindings(phone)).toEqual([]);
  await phone.screenshot({ path: test.info().outputPath('seguimiento-movil.png'), fullPage: true });

  // Staff move it on; the customer's page says so on its next visit, newest step first.
  expect((await page.request.post(`/api/repairs/${id}/status`, { data: { status: 'in_progress' } })).status()).toBe(200);
  await phone.reload();
  await expect(phone.getByText('En reparación', { exact: true }).first()).toBeVisible();
  await expect(steps.getByRole('listitem')).toHaveCount(2);
  await expect(steps.getByRole('listitem').first()).toContainText('En reparación');

  // The lookup by the albarán's number and the phone's last digits lands on the same page.
  await phone.goto('/seguimiento');
  await phone.getByLabel('Número del albarán o del pedido').fill(number.toLowerCase());
  await phone.getByLabel('Últimos 4 dígitos de tu teléfono').fill('9999');
  await phone.getByRole('button', { name: 'Buscar' }).click();
  await expect(phone.getByRole('alert')).toContainText('No encontramos ningún trabajo con esos datos');
  await phone.getByLabel('Últimos 4 dígitos de tu teléfono').fill('1222');
  await phone.getByRole('button', { name: 'Buscar' }).click();
  await phone.waitForURL(address);
  await expect(phone.getByRole('heading', { level: 1 })).toHaveText(`Tu reparación ${number}`);

  // Staff revoke the link on the record's screen: the paper's QR opens nothing any more.
  await page.goto(`/gestion/repairs/${id}/show`);
  const section = page.getByRole('region', { name: 'Seguimiento del cliente' });
  await expect(section.getByTestId('tracking-url')).toHaveText(address);
  expect(await decodeQr(section.getByRole('img', { name: 'Código QR del enlace de seguimiento' }))).toBe(address);
  await section.getByRole('button', { name: 'Anular enlace' }).click();
  await page.getByRole('button', { name: 'Confirmar' }).click();
  await expect(section.getByText('Este trabajo no tiene enlace de seguimiento activo.')).toBeVisible();
  await phone.goto(address);
  await expect(phone.getByRole('heading', { level: 1 })).toHaveText('Enlace no válido');
  await expect(phone.getByRole('link', { name: 'Buscar con el número del albarán' })).toBeVisible();

  // A new one works, and the albarán asks for nothing: it prints the new QR.
  await section.getByRole('button', { name: 'Crear enlace' }).click();
  await expect(section.getByTestId('tracking-url')).not.toHaveText(address);
  const renewed = (await section.getByTestId('tracking-url').textContent())!;
  await phone.goto(renewed);
  await expect(phone.getByRole('heading', { level: 1 })).toHaveText(`Tu reparación ${number}`);
  await customer.close();

  // The history shows both changes of the link, masked.
  await page.getByRole('tab', { name: 'Historial' }).click();
  await expect(page.getByRole('tabpanel').getByText('Enlace de seguimiento anulado')).toBeVisible();
  await expect(page.getByRole('tabpanel').getByText('Enlace de seguimiento creado')).toBeVisible();
});

test('the lookup page is reachable without a session, answers 200, and is found by search engines while job pages are not', async ({ page }) => {
  const lookup = await page.goto('/seguimiento');
  expect(lookup?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1, name: 'Sigue tu reparación' })).toBeVisible();
  expect(await seriousAccessibilityFindings(page)).toEqual([]);
  const job = await page.goto('/seguimiento/0000000000000000');
  expect(job?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Enlace no válido');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  const robots = await (await page.request.get('/robots.txt')).text();
  expect(robots).toMatch(/^Disallow: \/seguimiento\/$/m);
  expect((await page.goto('/seguimiento/a/b'))?.status()).toBe(404);
});

test('staff write a quote on the repair’s screen, the customer accepts it on the tracking page, and the repair takes its price', async ({ page, browser, baseURL, server }) => {
  await signInAsGerente(page);
  const created = await page.request.post('/api/repairs', {
    data: { clientId: 1, device: 'Portátil', model: 'ThinkPad T14 presupuesto', contactNumber: '600 111 222', description: 'No arranca' },
  });
  const { id } = (await created.json()) as { id: number };
  const link = ((await (await page.request.get(`/api/repairs/${id}/tracking`)).json()) as { link: { path: string } }).link;

  await page.goto(`/gestion/repairs/${id}/show`);
  const section = page.getByRole('region', { name: 'Presupuesto', exact: true });
  await expect(section.getByText('Esta reparación no tiene presupuesto.')).toBeVisible();
  await section.getByRole('button', { name: 'Nuevo presupuesto' }).click();
  const editor = page.getByRole('dialog', { name: 'Nuevo presupuesto' });
  await editor.getByLabel('Concepto').nth(0).fill('Disco SSD 512 GB');
  await editor.getByLabel('Precio/ud. (€)').nth(0).fill('64,90');
  await editor.getByLabel('Concepto').nth(1).fill('Instalación y clonado');
  await editor.getByLabel('Precio/ud. (€)').nth(1).fill('25');
  await expect(editor.getByTestId('quote-editor-total')).toHaveText(/Total \(IVA incluido\): 89,90\s€/);
  await editor.getByRole('button', { name: 'Enviar presupuesto' }).click();
  await expect(page.getByText('Presupuesto enviado al cliente')).toBeVisible();
  await expect(section.getByTestId('quote-state')).toHaveText('Pendiente de respuesta');
  await expect(page.getByText('Esperando Cliente').first()).toBeVisible();
  // The quote went by e-mail with the link where she answers it.
  const quoteMail = await emailed(server.dataDir, `Presupuesto de tu reparación nº ${id} (Portátil ThinkPad T14 presupuesto)`);
  expect(quoteMail.text).toContain('Total: 89,90');
  expect(linksTo(quoteMail.text, baseURL)).toContain(link.path);

  // The dashboard counts it among the quotes waiting, and its link lists exactly those.
  await page.goto('/gestion');
  const tile = page.getByRole('region', { name: 'Presupuestos' });
  const waiting = Number(await tile.locator('[data-quotes-total]').getAttribute('data-quotes-total'));
  expect(waiting).toBeGreaterThanOrEqual(1);
  await tile.getByRole('link', { name: 'Ver la lista' }).click();
  await expect(page.getByText(new RegExp(`^Mostrando 1-${Math.min(waiting, 15)} de ${waiting}$`))).toBeVisible();
  await expect(page.locator('tbody tr', { hasText: 'ThinkPad T14 presupuesto' })).toHaveCount(1);

  // The customer, with the link, reads it and accepts, confirming first.
  const customer = await browser.newContext();
  const phone = await customer.newPage();
  await phone.goto(link.path);
  await expect(phone.getByText('Presupuesto pendiente de tu respuesta')).toBeVisible();
  const quote = phone.getByRole('region', { name: 'Presupuesto nº 1' });
  await expect(quote.getByRole('row', { name: /Disco SSD 512 GB/ })).toContainText('64,90');
  await expect(quote.getByRole('row', { name: /IVA \(21 %\)/ })).toContainText('15,60');
  await expect(quote.getByRole('row', { name: /Total/ })).toContainText('89,90');
  expect(await seriousAccessibilityFindings(phone)).toEqual([]);
  await quote.getByRole('button', { name: 'Aceptar presupuesto' }).click();
  await expect(quote.getByText(/¿Aceptas el presupuesto de 89,90\s€\?/)).toBeVisible();
  await quote.getByRole('button', { name: 'Sí, acepto' }).click();
  await expect(quote.getByText(/^Aceptado el .* \(En la web \(enlace de seguimiento\)\)\.$/)).toBeVisible();
  await expect(phone.getByText('En reparación', { exact: true }).first()).toBeVisible();
  await phone.screenshot({ path: test.info().outputPath('presupuesto-aceptado.png'), fullPage: true });
  await customer.close();

  // Staff see the answer and the price it set; the dashboard counts one quote fewer.
  await page.goto('/gestion');
  await expect(page.getByRole('region', { name: 'Presupuestos' }).locator('[data-quotes-total]')).toHaveAttribute('data-quotes-total', String(waiting - 1));
  await page.goto(`/gestion/repairs/${id}/show`);
  await expect(section.getByTestId('quote-state')).toHaveText('Aceptado');
  await expect(page.getByRole('region', { name: 'Precio y pago' })).toContainText('89,90');
  await expect(page.getByText('En progreso').first()).toBeVisible();

  // The printable quote: one A4 page with the lines, the IVA, the answer, and the QR of the link.
  await section.getByRole('link', { name: 'Imprimir presupuesto' }).click();
  await page.waitForURL(new RegExp(`/gestion/presupuesto/${id}$`));
  const sheet = page.getByTestId('quote-sheet');
  await expect(sheet).toContainText(`R-${String(id).padStart(6, '0')}-1`);
  await expect(sheet.getByRole('row', { name: /Disco SSD 512 GB/ })).toContainText('64,90');
  await expect(sheet.getByRole('row', { name: /Total/ })).toContainText('89,90');
  await expect(sheet).toContainText(/Aceptado el .* \(En la web \(enlace de seguimiento\)\)\./);
  const trackingAddress = await decodeQr(sheet.getByTestId('quote-tracking').getByRole('img'));
  expect(new URL(trackingAddress).pathname).toBe(link.path);
  const pdf = (await page.pdf({ format: 'A4' })).toString('latin1');
  expect(pdf.match(/\/Type\s*\/Page[^s]/g)).toHaveLength(1);
});

test('the shop’s notices: ready to collect by e-mail with the link, in the repair’s message log; the customer stops the courtesy ones from the e-mail', async ({ page, browser, baseURL, server }) => {
  await signInAsGerente(page);
  const clientAnswer = await page.request.post('/api/clients', { data: { name: 'Paula', lastName: 'Avisos', phone: '611 222 333', email: 'paula.avisos@example.es' } });
  expect(clientAnswer.status()).toBe(201);
  const clientId = ((await clientAnswer.json()) as { id: number }).id;
  const take = async (model: string) => {
    const answer = await page.request.post('/api/repairs', { data: { clientId, device: 'Tableta', model, contactNumber: '611 222 333', description: 'Batería' } });
    expect(answer.status()).toBe(201);
    return ((await answer.json()) as { id: number }).id;
  };
  const id = await take('iPad avisos');
  const trackingPath = ((await (await page.request.get(`/api/repairs/${id}/tracking`)).json()) as { link: { path: string } }).link.path;

  // Finished: the shop tells her on its own; the e-mail is the notice the storage counts from.
  await page.goto(`/gestion/repairs/${id}/show`);
  expect((await page.request.post(`/api/repairs/${id}/status`, { data: { status: 'completed' } })).status()).toBe(200);
  const ready = await emailed(server.dataDir, `Tu reparación nº ${id} (Tableta iPad avisos) está lista para recoger`);
  expect(ready.text).toMatch(/^Hola Paula:/);
  expect(ready.text).toContain('El almacenaje es gratuito durante');
  const links = linksTo(ready.text, baseURL);
  expect(links).toContain(trackingPath);
  const optOut = links.find((path) => path.startsWith('/avisos/'))!;
  expect(optOut).toMatch(/^\/avisos\/[0-9a-z]{16}$/);

  // The repair's screen lists what she was sent, to which address, and what became of it.
  await page.reload();
  const log = page.getByRole('region', { name: 'Mensajes al cliente' });
  await expect(log.getByTestId('notice-log-entry')).toHaveCount(2);
  await expect(log.getByTestId('notice-log-entry').first()).toContainText('Listo para recoger');
  await expect(log.getByTestId('notice-log-entry').first()).toContainText('paula.avisos@example.es');
  await expect(log.getByTestId('notice-log-delivery').first()).toContainText('Guardado como archivo .eml');
  await expect(page.getByRole('region', { name: 'Avisos al cliente' })).toContainText('Por correo electrónico');
  expect(await seriousAccessibilityFindings(page)).toEqual([]);
  await page.screenshot({ path: test.info().outputPath('mensajes-al-cliente.png'), fullPage: true });

  // She opens the link at the end of the e-mail, with no session, and stops them with the button.
  const customer = await browser.newContext();
  const phone = await customer.newPage();
  await phone.goto(optOut);
  await expect(phone.getByRole('heading', { level: 1, name: 'Avisos por correo y mensaje' })).toBeVisible();
  await expect(phone.getByText(/Ahora recibes los avisos de/)).toBeVisible();
  expect(await seriousAccessibilityFindings(phone)).toEqual([]);
  await phone.getByRole('button', { name: 'Dejar de recibir avisos' }).click();
  await expect(phone.getByRole('status').filter({ hasText: 'Hecho: no te enviaremos más avisos de cortesía. Seguirás recibiendo los presupuestos' })).toBeVisible();
  await expect(phone.getByRole('button', { name: 'Volver a recibir avisos' })).toBeVisible();
  await phone.screenshot({ path: test.info().outputPath('baja-de-avisos.png'), fullPage: true });
  await customer.close();

  // The next repair tells her nothing on its own; staff see why on her record.
  const next = await take('iPad segundo');
  await page.goto(`/gestion/repairs/${next}/show`);
  const nextLog = page.getByRole('region', { name: 'Mensajes al cliente' });
  await expect(nextLog.getByText('Este cliente pidió no recibir avisos de cortesía', { exact: false })).toBeVisible();
  await expect(nextLog.getByText('No se le ha enviado ningún mensaje sobre este trabajo.')).toBeVisible();
  await page.goto(`/gestion/clients/${clientId}/show`);
  const preference = page.getByRole('region', { name: 'Preferencia de avisos' });
  await expect(preference.getByTestId('notice-preference')).toContainText('El cliente, desde el enlace del correo');
  await preference.getByRole('button', { name: 'Volver a enviarle avisos' }).click();
  await expect(preference.getByTestId('notice-preference')).toHaveText('Recibe todos los avisos que el taller tiene activados.');
});

test('a revision’s quote: staff write it on the revision’s screen, the customer accepts it on the tracking page, and the revision becomes its repair at that price', async ({ page, browser, baseURL, server }) => {
  await signInAsGerente(page);
  const created = await page.request.post('/api/revisions', {
    data: { clientId: 1, device: 'Consola', model: 'PS5 presupuesto', contactNumber: '600 111 222', motive: 'diagnostico', description: 'Se apaga sola', date: '2026-11-27' },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: number };
  const link = ((await (await page.request.get(`/api/revisions/${id}/tracking`)).json()) as { link: { path: string } }).link;

  await page.goto(`/gestion/revisions/${id}/show`);
  const section = page.getByRole('region', { name: 'Presupuesto', exact: true });
  await section.getByRole('button', { name: 'Nuevo presupuesto' }).click();
  const editor = page.getByRole('dialog', { name: 'Nuevo presupuesto' });
  await editor.getByLabel('Concepto').nth(0).fill('Fuente de alimentación');
  await editor.getByLabel('Precio/ud. (€)').nth(0).fill('79');
  await editor.getByLabel('Concepto').nth(1).fill('Montaje');
  await editor.getByLabel('Precio/ud. (€)').nth(1).fill('30');
  await editor.getByRole('button', { name: 'Enviar presupuesto' }).click();
  await expect(page.getByText('Presupuesto enviado al cliente')).toBeVisible();
  await expect(section.getByTestId('quote-state')).toHaveText('Pendiente de respuesta');
  const mail = await emailed(server.dataDir, `Presupuesto de tu revisión nº ${id} (Consola PS5 presupuesto)`);
  expect(linksTo(mail.text, baseURL)).toContain(link.path);

  const customer = await browser.newContext();
  const phone = await customer.newPage();
  await phone.goto(link.path);
  await expect(phone.getByText('Presupuesto pendiente de tu respuesta')).toBeVisible();
  const quote = phone.getByRole('region', { name: 'Presupuesto nº 1' });
  await expect(quote.getByRole('row', { name: /Total/ })).toContainText('109,00');
  await quote.getByRole('button', { name: 'Aceptar presupuesto' }).click();
  await quote.getByRole('button', { name: 'Sí, acepto' }).click();
  await expect(phone.getByText('Pasó a reparación', { exact: true }).first()).toBeVisible();
  // The page offers the repair it became, which carries the price.
  await phone.getByRole('link', { name: /Ver la reparación/ }).click();
  await expect(phone.getByRole('heading', { level: 1 })).toContainText('Tu reparación');
  await customer.close();

  const revision = (await (await page.request.get(`/api/revisions/${id}`)).json()) as { convertedToRepairId: number };
  const repair = (await (await page.request.get(`/api/repairs/${revision.convertedToRepairId}`)).json()) as { priceCents: number; priceType: string };
  expect(repair).toMatchObject({ priceCents: 10900, priceType: 'fixed' });
  await page.reload();
  await expect(section.getByTestId('quote-state')).toHaveText('Aceptado');
  await section.getByRole('link', { name: 'Imprimir presupuesto' }).click();
  await page.waitForURL(new RegExp(`/gestion/presupuesto/revision/${id}$`));
  await expect(page.getByTestId('quote-sheet')).toContainText(`Revisión V-${String(id).padStart(6, '0')}`);
});
