import { madridOffsetTimestamp, verificationUrl, type BillingRecord, type UnsealedBillingRecord } from '@taller/domain';
import jsqrModule from 'jsqr';
import { fingerprint, sealRecord } from '../src/verifactu/verifactu-hash.js';
import { verificationQrSvg } from '../src/verifactu/verifactu-qr.js';
import { verifyChain } from '../src/verifactu/verify-chain.js';

/** jsqr is CommonJS: its function is the module itself, or its `default`, depending on who loads it. */
const jsQR = ((jsqrModule as unknown as { default?: unknown }).default ?? jsqrModule) as (
  data: Uint8ClampedArray,
  width: number,
  height: number,
) => { data: string } | null;

const SHOP = { taxId: 'B12345678', name: 'Reparaciones Sol, S.L.' };
const START = Date.parse('2027-01-04T09:00:00Z');

/** The n-th record the shop drafts: mostly simplified invoices, now and then an annulment of the one before. */
function draft(n: number): UnsealedBillingRecord {
  const generatedAt = madridOffsetTimestamp(new Date(START + n * 60_000));
  const issueDate = generatedAt.slice(0, 10);
  if (n % 10 === 9) {
    const annulled = draft(n - 1);
    return { kind: 'anulacion', issuerTaxId: SHOP.taxId, invoiceNumber: annulled.invoiceNumber, issueDate: annulled.issueDate, generatedAt };
  }
  const baseCents = 1000 + n;
  const taxCents = Math.round(baseCents * 0.21);
  return {
    kind: 'alta',
    issuerTaxId: SHOP.taxId,
    issuerName: SHOP.name,
    invoiceNumber: `2027-S/${String(n).padStart(5, '0')}`,
    issueDate,
    invoiceType: 'F2',
    description: 'Funda y protector de pantalla',
    breakdown: [{ taxRatePercent: 21, baseCents, taxCents }],
    totalTaxCents: taxCents,
    totalAmountCents: baseCents + taxCents,
    generatedAt,
  };
}

function sealedChain(length: number): BillingRecord[] {
  const records: BillingRecord[] = [];
  for (let n = 0; n < length; n++) records.push(sealRecord(draft(n), records[n - 1] ?? null));
  return records;
}

describe('VERI*FACTU fingerprints', () => {
  it("match AEAT's three worked examples", () => {
    const first = sealRecord(
      {
        kind: 'alta', issuerTaxId: '89890001K', issuerName: 'Empresa de prueba', invoiceNumber: '12345678/G33', issueDate: '2024-01-01',
        invoiceType: 'F1', recipient: { taxId: '12345678Z', name: 'Cliente' }, description: 'Prueba',
        breakdown: [{ taxRatePercent: 21, baseCents: 11110, taxCents: 1235 }], totalTaxCents: 1235, totalAmountCents: 12345,
        generatedAt: '2024-01-01T19:20:30+01:00',
      },
      null,
    );
    expect(first.hash).toBe('3C464DAF61ACB827C65FDA19F352A4E3BDC2C640E9E9FC4CC058073F38F12F60');
    const second = sealRecord({ ...first, invoiceNumber: '12345679/G34', generatedAt: '2024-01-01T19:20:35+01:00' }, first);
    expect(second.previous).toEqual({ invoiceNumber: '12345678/G33', issueDate: '2024-01-01', hash: first.hash });
    expect(second.hash).toBe('F7B94CFD8924EDFF273501B01EE5153E4CE8F259766F88CF6ACB8935802A2B97');
    const annulment = sealRecord(
      { kind: 'anulacion', issuerTaxId: '89890001K', invoiceNumber: '12345679/G34', issueDate: '2024-01-01', generatedAt: '2024-01-01T19:20:40+01:00' },
      second,
    );
    expect(annulment.hash).toBe('177547C0D57AC74748561D054A9CEC14B4C4EA23D1BEFD6F2E69E3A388F90C68');
    expect(fingerprint(annulment)).toBe(annulment.hash);
  });
});

describe('Checking a chain of billing records', () => {
  const chain = sealedChain(10_000);

  it('accepts 10,000 records sealed one after another', async () => {
    expect(await verifyChain(chain)).toEqual({ ok: true, count: 10_000 });
  });

  it('reads records as they come, from an async source, without needing them all at once', async () => {
    async function* fromCursor() {
      let previous: BillingRecord | null = null;
      for (let n = 0; n < 10_000; n++) {
        previous = sealRecord(draft(n), previous);
        yield previous;
      }
    }
    expect(await verifyChain(fromCursor())).toEqual({ ok: true, count: 10_000 });
  });

  it('reports a changed amount at exactly that record', async () => {
    const tampered = [...chain];
    const original = tampered[4321]!;
    if (original.kind !== 'alta') throw new Error('record 4321 should be an invoice');
    tampered[4321] = { ...original, totalAmountCents: original.totalAmountCents + 100 };
    expect(await verifyChain(tampered)).toEqual({
      ok: false, count: 4322, index: 4321, invoiceNumber: '2027-S/04321', reason: 'la huella no coincide con sus datos',
    });
  });

  it('reports a rewritten huella at that record, even when it is a real huella of other data', async () => {
    const tampered = [...chain];
    tampered[777] = { ...tampered[777]!, hash: tampered[778]!.hash };
    expect(await verifyChain(tampered)).toMatchObject({ ok: false, index: 777, reason: 'la huella no coincide con sus datos' });
  });

  it('reports a removed record where the gap is', async () => {
    // Record 4999 annuls invoice 4998: a record is named by its invoice.
    const withoutOne = chain.filter((_, i) => i !== 5000);
    expect(await verifyChain(withoutOne)).toEqual({
      ok: false, count: 5001, index: 5000, invoiceNumber: '2027-S/05001',
      reason: 'no encadena con el registro anterior (dice seguir al de la factura 2027-S/05000, pero el anterior es el de la factura 2027-S/04998)',
    });
  });

  it('reports a record re-sealed to fit after a removal: its huella is right, its link is not', async () => {
    // Whoever deletes record 5000 and re-seals 5001 onto 4999 fixes that link but breaks the next one.
    const withoutOne = chain.filter((_, i) => i !== 5000);
    withoutOne[5000] = sealRecord(draft(5001), withoutOne[4999]!);
    expect(await verifyChain(withoutOne)).toMatchObject({ ok: false, index: 5001, invoiceNumber: '2027-S/05002' });
  });

  it('reports an annulment whose record names the right invoice but carries another huella', async () => {
    const tampered = [...chain];
    tampered[19] = sealRecord(draft(19), { ...tampered[18]!, hash: 'F'.repeat(64) });
    expect(await verifyChain(tampered)).toEqual({
      ok: false, count: 20, index: 19, invoiceNumber: '2027-S/00018',
      reason: 'no encadena con el registro anterior (la huella que guarda no es la del registro de la factura 2027-S/00018)',
    });
  });

  it('reports a first record that claims to follow another, and a later one that claims to be first', async () => {
    expect(await verifyChain(chain.slice(1, 5))).toMatchObject({
      ok: false, index: 0, reason: 'es el primero de la cadena, pero dice encadenar con la factura 2027-S/00000',
    });
    const first = chain[0]!;
    const after = { invoiceNumber: first.invoiceNumber, issueDate: first.issueDate, hash: first.hash };
    expect(await verifyChain(chain.slice(1, 5), { after })).toEqual({ ok: true, count: 4 });
    const restarted = [chain[0]!, sealRecord(draft(1), null)];
    expect(await verifyChain(restarted)).toMatchObject({
      ok: false, index: 1, reason: 'dice ser el primer registro, pero sigue al de la factura 2027-S/00000',
    });
  });

  it('accepts an empty chain', async () => {
    expect(await verifyChain([])).toEqual({ ok: true, count: 0 });
  });
});

/** Draws the SVG's path (runs of modules) into an RGBA bitmap jsQR can read. */
function rasterize(svg: string, pixelsPerModule = 4) {
  const modules = Number(/viewBox="0 0 (\d+) \1"/.exec(svg)![1]);
  const side = modules * pixelsPerModule;
  const pixels = new Uint8ClampedArray(side * side * 4).fill(255);
  for (const [, x, y, run] of svg.matchAll(/M(\d+) (\d+)h(\d+)v1h-\3z/g)) {
    for (let dy = 0; dy < pixelsPerModule; dy++) {
      const row = (Number(y) * pixelsPerModule + dy) * side;
      for (let px = Number(x) * pixelsPerModule; px < (Number(x) + Number(run)) * pixelsPerModule; px++) {
        pixels.fill(0, (row + px) * 4, (row + px) * 4 + 3);
      }
    }
  }
  return { pixels, side };
}

describe("The invoice's QR", () => {
  const url = verificationUrl(
    { issuerTaxId: '89890001K', invoiceNumber: '2027-A/0001 & co', issueDate: '2027-01-04', totalAmountCents: 24140 },
    { production: true },
  );

  it('decodes to the verification URL', () => {
    const svg = verificationQrSvg(url);
    const { pixels, side } = rasterize(svg);
    expect(jsQR(pixels, side, side)?.data).toBe(url);
  });

  it('measures 35 mm without its quiet zone, and refuses sizes AEAT does not allow', () => {
    const svg = verificationQrSvg(url);
    const modules = Number(/viewBox="0 0 (\d+) /.exec(svg)![1]);
    const totalMm = Number(/width="([\d.]+)mm"/.exec(svg)![1]);
    expect((totalMm * (modules - 8)) / modules).toBeCloseTo(35, 1);
    expect(() => verificationQrSvg(url, { sideMm: 25 })).toThrow('El QR debe medir entre 30 y 40 mm');
    expect(() => verificationQrSvg(url, { sideMm: 41 })).toThrow(RangeError);
  });
});
