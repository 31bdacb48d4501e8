import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import { expectNoSeriousAxeViolations } from './support/accessibility';
import { expect, test, type APIRequestContext, type Locator, type Page } from './support/test';

/**
 * Invoices in the back-office (issue 18, part 1): a repair paid in two parts and collected is
 * invoiced from its screen, and the printed invoice (A4 and the 80 mm ticket) carries a QR that
 * decodes to the invoice's AEAT verification address with its own NIF, number, date and
 * amount; a counter sale with a product of the catalogue takes its unit from stock and its
 * money into the day's Caja; a wrong one is corrected by a rectifying invoice that names it, and
 * the original reads 'Rectificada'. Run on SQLite and on PostgreSQL.
 */

// Twice the pixels: the QR's modules are under 3 px at 35 mm otherwise, too few to read back reliably.
test.use({ deviceScaleFactor: 2 });

const tag = (label: string) => `${label} ${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
let phones = Math.floor(Math.random() * 100);
const uniquePhone = () => `6${String(Date.now() % 1e6).padStart(6, '0')}${String(phones++ % 100).padStart(2, '0')}`;
/** Money as the screens print it (es-ES, a no-break space before the sign). */
const euros = (cents: number) => new Intl.NumberFormat('es-ES', { style: 'currency', currency: 'EUR', useGrouping: 'always' }).format(cents / 100);

interface Invoice {
  id: number;
  number: string;
  issueDate: string;
  totalCents: number;
  issuer: { legalName: string; taxId: string; address: string; tradeName: string };
  rectifiedBy: string | null;
  verifactu: { url: string };
}

/** With E2E_SCREENS_DIR set (a person looking at the prints), the page as it is, and as a PDF. */
async function keep(page: Page, name: string, pdf = false) {
  const dir = process.env.E2E_SCREENS_DIR;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  const file = join(dir, `${name}-${test.info().project.name}`);
  await page.screenshot({ path: `${file}.png`, fullPage: true });
  if (pdf) {
    await page.emulateMedia({ media: 'print' });
    await page.pdf({ path: `${file}.pdf`, preferCSSPageSize: true, printBackground: true });
    await page.emulateMedia({ media: 'screen' });
  }
}

async function decodeQr(element: Locator): Promise<string> {
  const png = PNG.sync.read(await element.screenshot({ scale: 'device' }));
  const found = jsQR(new Uint8ClampedArray(png.data.buffer, png.data.byteOffset, png.data.length), png.width, png.height);
  if (!found) throw new Error('No se encontró ningún código QR en la imagen');
  return found.data;
}

async function expectAccessibleOnceSettled(page: Page) {
  await expect(page.locator('header .MuiCircularProgress-root')).toHaveCount(0);
  await expectNoSeriousAxeViolations(page);
}

/** A client and a collected repair of theirs, 121,00 €, paid in two parts (a deposit, then the rest), over the staff API. */
async function collectedRepair(request: APIRequestContext, name: string) {
  const phone = uniquePhone();
  const client = await request.post('/api/clients', { data: { name, lastName: 'Factura E2E', phone, email: '' } });
  expect(client.status(), await client.text()).toBe(201);
  const { id: clientId } = (await client.json()) as { id: number };
  const repair = await request.post('/api/repairs', {
    data: { clientId, device: 'Móvil', model: tag('iPhone'), contactNumber: phone, description: 'Pantalla rota', priceCents: 12_100, priceType: 'fixed' },
  });
  expect(repair.status(), await repair.text()).toBe(201);
  const { id } = (await repair.json()) as { id: number };
  for (const [amountCents, method, note] of [[4_000, 'cash', 'Señal'], [8_100, 'card', 'Resto']] as const) {
    const paid = await request.post(`/api/repairs/${id}/payments`, { data: { amountCents, method, note } });
    expect(paid.status(), await paid.text()).toBe(200);
  }
  expect((await request.post(`/api/repairs/${id}/notify`, { data: { channel: 'phone' } })).status()).toBe(200);
  const collected = await request.post(`/api/repairs/${id}/collect`);
  expect(collected.status(), await collected.text()).toBe(200);
  return { id, clientName: `${name} Factura E2E` };
}

const invoiceOf = async (request: APIRequestContext, id: number | string) => (await (await request.get(`/api/invoices/${id}`)).json()) as Invoice;

test.beforeEach(async ({ page }) => {
  const answer = await page.request.post('/api/auth/login', { data: { email: 'gerente@taller.demo', password: 'demo-taller' } });
  expect(answer.status()).toBe(200);
});

test('a repair paid in two parts and collected is invoiced from its screen, and its printed QR is the invoice’s own AEAT record', async ({ page }) => {
  const repair = await collectedRepair(page.request, tag('Elena'));
  let invoice: Invoice;

  await test.step('‘Emitir factura’: a full invoice, the name taken from the client’s record, the NIF and address asked', async () => {
    await page.goto(`/gestion/repairs/${repair.id}/show`);
    await page.getByRole('toolbar', { name: 'Acciones de la reparación' }).getByRole('button', { name: 'Emitir factura' }).click();
    const dialog = page.getByRole('dialog', { name: `Emitir factura · reparación #${repair.id}` });
    await dialog.getByRole('radio', { name: /Completa/ }).check();
    await expect(dialog.getByRole('textbox', { name: 'Nombre o razón social' })).toHaveValue(repair.clientName);
    // A wrong NIF is the server's to refuse, beside the field, and nothing is issued.
    await dialog.getByRole('textbox', { name: 'NIF' }).fill('12345678A');
    await dialog.getByRole('textbox', { name: 'Dirección' }).fill('Calle Mayor 3, 28921 Alcorcón');
    await dialog.getByRole('button', { name: 'Emitir factura' }).click();
    await expect(dialog).toContainText('El NIF no es válido: revisa sus letras y números');
    await dialog.getByRole('textbox', { name: 'NIF' }).fill('12345678Z');
    await dialog.getByRole('button', { name: 'Emitir factura' }).click();
    await expect(page).toHaveURL(/\/gestion\/factura\/\d+$/);
    invoice = await invoiceOf(page.request, page.url().split('/').pop()!);
    expect(invoice.number).toMatch(/^F\d{4}-\d{6}$/);
  });

  await test.step('the A4 invoice: the shop, the customer, the line, IVA 21 % and the QR that decodes to its record', async () => {
    const document = page.getByTestId('invoice-document');
    await expect(document).toHaveAttribute('data-layout', 'a4');
    await expect(document.getByTestId('invoice-number')).toHaveText(invoice.number);
    for (const text of [invoice.issuer.legalName, `NIF ${invoice.issuer.taxId}`, invoice.issuer.address, repair.clientName, 'NIF 12345678Z', 'Calle Mayor 3, 28921 Alcorcón']) {
      await expect(document).toContainText(text);
    }
    await expect(document.getByTestId('invoice-line').getByRole('cell')).toHaveText([new RegExp(`^Reparación nº ${repair.id}: Móvil iPhone`), '1', euros(12_100), euros(12_100)]);
    await expect(document).toContainText(`Base imponible (IVA 21 %)${euros(10_000)}`);
    await expect(document).toContainText(`Cuota IVA 21 %${euros(2_100)}`);
    await expect(document.getByTestId('invoice-total')).toHaveText(euros(12_100));
    const block = document.getByTestId('invoice-verifactu');
    await expect(block).toContainText('QR tributario:');
    await expect(block).toContainText('Factura verificable en la sede electrónica de la AEAT');
    await expect(block).toContainText('VERI*FACTU');

    const qr = block.getByTestId('invoice-qr');
    // 35 mm of code and its quiet zone: within AEAT's 30–40 mm for the code itself.
    const box = (await qr.locator('svg').boundingBox())!;
    expect(box.width / (96 / 25.4)).toBeGreaterThan(38);
    expect(box.width / (96 / 25.4)).toBeLessThan(46);
    const decoded = await decodeQr(qr);
    expect(decoded).toBe(invoice.verifactu.url);
    const url = new URL(decoded);
    const [year, month, day] = invoice.issueDate.split('-');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      nif: invoice.issuer.taxId,
      numserie: invoice.number,
      fecha: `${day}-${month}-${year}`,
      importe: '121.00',
    });
    await expectNoSeriousAxeViolations(page);
    await keep(page, 'invoice-a4', true);
  });

  await test.step('the 80 mm ticket: the same invoice on one narrow column, its QR as readable', async () => {
    await page.getByRole('button', { name: 'Ticket 80 mm' }).click();
    const document = page.getByTestId('invoice-document');
    await expect(document).toHaveAttribute('data-layout', 'ticket');
    expect(Math.round((await document.boundingBox())!.width / (96 / 25.4))).toBe(80);
    expect(await decodeQr(document.getByTestId('invoice-qr'))).toBe(invoice.verifactu.url);
    await expect(document.getByTestId('invoice-total')).toHaveText(euros(12_100));
    await keep(page, 'invoice-ticket', true);
  });

  await test.step('the repair now leads to its invoice instead of offering another', async () => {
    await page.goto(`/gestion/repairs/${repair.id}/show`);
    const toolbar = page.getByRole('toolbar', { name: 'Acciones de la reparación' });
    await expect(toolbar.getByRole('link', { name: `Factura ${invoice.number}` })).toBeVisible();
    await expect(toolbar.getByRole('button', { name: 'Emitir factura' })).toHaveCount(0);
  });
});

test('a counter sale takes a product from stock and its money into Caja; a wrong one is corrected by a rectifying invoice that names it, and the original reads ‘Rectificada’', async ({ page }) => {
  const concept = tag('Funda iPhone 15');
  const productName = tag('Cable USB-C trenzado');
  const created = await page.request.post('/api/products', { data: { name: productName, category: 'cables', priceCents: 1_299 } });
  expect(created.status(), await created.text()).toBe(201);
  const { id: productId } = (await created.json()) as { id: number };
  expect((await page.request.post(`/api/products/${productId}/stock/received`, { data: { quantity: 3 } })).status()).toBe(200);
  let original: Invoice;

  await test.step('‘Venta en mostrador’: two free lines and a product of the catalogue, paid by transfer, issued as a ticket', async () => {
    await page.goto('/gestion/invoices');
    await page.getByRole('link', { name: 'Venta en mostrador' }).click();
    const lines = page.getByTestId('invoice-form-line');
    await lines.nth(0).getByRole('textbox', { name: 'Concepto' }).fill(concept);
    await lines.nth(0).getByRole('textbox', { name: 'Cantidad' }).fill('2');
    await lines.nth(0).getByRole('textbox', { name: 'Precio con IVA (€)' }).fill('19,99');
    await page.getByRole('button', { name: 'Añadir línea' }).click();
    await lines.nth(1).getByRole('textbox', { name: 'Concepto' }).fill('Cristal templado');
    await lines.nth(1).getByRole('textbox', { name: 'Precio con IVA (€)' }).fill('9,95');
    // A product of the catalogue: its name and price are the catalogue's, and it says how many are free.
    await page.getByRole('combobox', { name: 'Añadir producto del catálogo' }).fill(productName);
    await page.getByRole('option', { name: new RegExp(productName) }).click();
    await expect(lines.nth(2).getByRole('textbox', { name: 'Producto' })).toHaveValue(productName);
    await expect(lines.nth(2)).toContainText('3 disponibles');
    await expect(page.getByTestId('invoice-form-total')).toHaveText(`Total: ${euros(6_292)}`);
    // How the customer pays is asked, never assumed.
    await page.getByRole('button', { name: 'Cobrar y emitir factura' }).click();
    await expect(page.getByText('Elige cómo paga el cliente')).toBeVisible();
    await page.getByRole('radio', { name: 'Transferencia' }).check();
    await expectAccessibleOnceSettled(page);
    await keep(page, 'counter-sale');
    await page.getByRole('button', { name: 'Cobrar y emitir factura' }).click();
    await expect(page).toHaveURL(/\/gestion\/factura\/\d+\?formato=ticket$/);
    original = await invoiceOf(page.request, new URL(page.url()).pathname.split('/').pop()!);
    expect(original.number).toMatch(/^T\d{4}-\d{6}$/);
    await expect(page.getByTestId('invoice-document')).toHaveAttribute('data-layout', 'ticket');
    // The ticket says how the customer paid.
    await expect(page.getByTestId('invoice-payment')).toContainText('Cobrado (Transferencia)');
    await expect(page.getByTestId('invoice-payment')).toContainText(euros(6_292));
  });

  await test.step('Caja has the sale’s money by its method, and the product’s stock is one unit lower', async () => {
    await page.goto('/gestion/caja');
    const sale = page.getByRole('table', { name: 'Cobros y devoluciones registrados este día' }).getByRole('row').filter({ hasText: original.number });
    await expect(sale).toHaveCount(1);
    await expect(sale).toContainText('Venta en mostrador');
    await expect(sale).toContainText('Transferencia');
    await expect(sale).toContainText(euros(6_292));
    await keep(page, 'caja-after-counter-sale');
    await page.goto(`/gestion/products/${productId}/show`);
    await expect(page.getByTestId('stock-available')).toHaveText('2');
    await expect(page.getByTestId('stock-on-hand')).toHaveText('2');
  });

  await test.step('‘Rectificar’: the original’s lines to correct, the reason asked, the difference shown', async () => {
    await page.goto(`/gestion/invoices/${original.id}/show`);
    await page.getByRole('toolbar', { name: 'Acciones de la factura' }).getByRole('button', { name: 'Rectificar' }).click();
    const dialog = page.getByRole('dialog', { name: `Rectificar la factura ${original.number}` });
    const lines = dialog.getByTestId('invoice-form-line');
    await expect(lines).toHaveCount(3);
    await expect(lines.nth(0).getByRole('textbox', { name: 'Concepto' })).toHaveValue(concept);
    await lines.nth(0).getByRole('textbox', { name: 'Precio con IVA (€)' }).fill('14,99');
    await expect(dialog.getByTestId('rectify-difference-amount')).toHaveText(euros(-1_000));
    // The sale was paid at the counter: the difference goes back there, by the method chosen.
    const method = dialog.getByRole('radiogroup', { name: 'Cómo se devuelve la diferencia' });
    await expect(method.getByRole('radio', { name: 'Transferencia' })).toBeChecked();
    await method.getByRole('radio', { name: 'Efectivo' }).check();
    await dialog.getByRole('button', { name: 'Emitir rectificativa' }).click();
    await expect(dialog).toContainText('Indica el motivo');
    await dialog.getByRole('textbox', { name: 'Motivo de la rectificación' }).fill('Precio de oferta no aplicado');
    await dialog.getByRole('button', { name: 'Emitir rectificativa' }).click();
    await expect(page).toHaveURL(/\/gestion\/factura\/\d+$/);
    const document = page.getByTestId('invoice-document');
    await expect(document.getByTestId('invoice-number')).toHaveText(/^R\d{4}-\d{6}$/);
    await expect(document.getByTestId('invoice-rectifies')).toContainText(`Rectifica la factura ${original.number}`);
    await expect(document.getByTestId('invoice-rectifies')).toContainText('Motivo: Precio de oferta no aplicado');
    await expect(document.getByTestId('invoice-total')).toHaveText(euros(-1_000));
    await expect(document.getByTestId('invoice-payment')).toContainText('Devuelto (Efectivo)');
    await keep(page, 'invoice-rectifying', true);
    const rectifyingNumber = await document.getByTestId('invoice-number').innerText();
    await page.goto('/gestion/caja');
    const back = page.getByRole('table', { name: 'Cobros y devoluciones registrados este día' }).getByRole('row').filter({ hasText: rectifyingNumber });
    await expect(back).toContainText('Efectivo');
    await expect(back).toContainText(euros(1_000));
  });

  await test.step('the list says the original was rectified, by which number', async () => {
    const rectifiedBy = (await invoiceOf(page.request, original.id)).rectifiedBy;
    expect(rectifiedBy).toMatch(/^R\d{4}-\d{6}$/);
    await page.goto('/gestion/invoices');
    await page.getByRole('textbox', { name: 'Buscar' }).fill(original.number);
    const rowOf = (number: string) => page.getByRole('row').filter({ has: page.getByRole('link', { name: number, exact: true }) });
    const row = rowOf(original.number);
    await expect(row).toHaveCount(1);
    await expect(row.getByTestId('invoice-status')).toHaveText(`Rectificada por ${rectifiedBy}`);
    await expect(row).toContainText('Venta en mostrador');
    await expect(row).toContainText(euros(6_292));
    await page.getByRole('textbox', { name: 'Buscar' }).fill('');
    await expect(rowOf(rectifiedBy!).getByTestId('invoice-status')).toHaveText('Emitida');
    await expectAccessibleOnceSettled(page);
    await keep(page, 'invoice-list');
  });

  await test.step('‘Devolución’: the customer brings the product back, the money leaves Caja and the unit is back in stock', async () => {
    const sold = await page.request.post('/api/invoices/counter-sales', { data: { lines: [{ productId, quantity: 1 }], method: 'card', kind: 'simplified' } });
    expect(sold.status(), await sold.text()).toBe(201);
    const sale = (await sold.json()) as Invoice;
    await page.goto(`/gestion/invoices/${sale.id}/show`);
    await page.getByRole('toolbar', { name: 'Acciones de la factura' }).getByRole('button', { name: 'Devolución' }).click();
    const dialog = page.getByRole('dialog', { name: `Devolución de la venta ${sale.number}` });
    await dialog.getByRole('textbox', { name: `Unidades devueltas de ${productName}` }).fill('1');
    await expect(dialog.getByTestId('return-amount')).toHaveText(`Se devuelven ${euros(1_299)}`);
    await expect(dialog.getByRole('radio', { name: 'Tarjeta' })).toBeChecked();
    await dialog.getByRole('textbox', { name: 'Motivo de la devolución' }).fill('No era el conector');
    await expectNoSeriousAxeViolations(page);
    await keep(page, 'counter-sale-return');
    await dialog.getByRole('button', { name: 'Devolver y emitir rectificativa' }).click();
    await expect(page).toHaveURL(/\/gestion\/factura\/\d+\?formato=ticket$/);
    await expect(page.getByTestId('invoice-total')).toHaveText(euros(-1_299));
    await page.goto('/gestion/caja');
    const back = page.getByRole('table', { name: 'Cobros y devoluciones registrados este día' }).getByRole('row').filter({ hasText: 'No era el conector' });
    await expect(back).toContainText('Devolución');
    await expect(back).toContainText(euros(1_299));
    await page.goto(`/gestion/products/${productId}/show`);
    await expect(page.getByTestId('stock-available')).toHaveText('2');
  });
});
