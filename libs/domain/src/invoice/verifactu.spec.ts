import {
  billingRecordSchema,
  billingRecordsXml,
  formatAeatAmount,
  formatAeatDate,
  huellaInput,
  madridOffsetTimestamp,
  verificationUrl,
  verifactuMessages,
  type AltaRecord,
  type AnulacionRecord,
  type BillingRecord,
} from './verifactu.js';

/** SHA-256 in upper-case hex with the runtime's Web Crypto (libs/domain imports nothing but zod). */
async function sha256(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return Buffer.from(digest).toString('hex').toUpperCase();
}

/*
 * AEAT's worked examples: "Detalle de las especificaciones técnicas para generación de la huella
 * o hash de los registros de facturación" v0.1.2, section 6 (cases 1, 2 and 3).
 */
const AEAT_CASE_1: AltaRecord = {
  kind: 'alta',
  issuerTaxId: '89890001K',
  issuerName: 'Empresa de prueba',
  invoiceNumber: '12345678/G33',
  issueDate: '2024-01-01',
  invoiceType: 'F1',
  recipient: { taxId: '12345678Z', name: 'Cliente de prueba' },
  description: 'Reparación',
  breakdown: [{ taxRatePercent: 21, baseCents: 11110, taxCents: 1235 }],
  totalTaxCents: 1235,
  totalAmountCents: 12345,
  previous: null,
  generatedAt: '2024-01-01T19:20:30+01:00',
  hash: '3C464DAF61ACB827C65FDA19F352A4E3BDC2C640E9E9FC4CC058073F38F12F60',
};
const AEAT_CASE_2: AltaRecord = {
  ...AEAT_CASE_1,
  invoiceNumber: '12345679/G34',
  previous: { invoiceNumber: '12345678/G33', issueDate: '2024-01-01', hash: AEAT_CASE_1.hash },
  generatedAt: '2024-01-01T19:20:35+01:00',
  hash: 'F7B94CFD8924EDFF273501B01EE5153E4CE8F259766F88CF6ACB8935802A2B97',
};
const AEAT_CASE_3: AnulacionRecord = {
  kind: 'anulacion',
  issuerTaxId: '89890001K',
  invoiceNumber: '12345679/G34',
  issueDate: '2024-01-01',
  previous: { invoiceNumber: '12345679/G34', issueDate: '2024-01-01', hash: AEAT_CASE_2.hash },
  generatedAt: '2024-01-01T19:20:40+01:00',
  hash: '177547C0D57AC74748561D054A9CEC14B4C4EA23D1BEFD6F2E69E3A388F90C68',
};

describe("the huella's input, as AEAT's worked examples write it", () => {
  it('case 1: the first record of the system, an alta, has an empty previous huella', async () => {
    const input = huellaInput(AEAT_CASE_1);
    expect(input).toBe(
      'IDEmisorFactura=89890001K&NumSerieFactura=12345678/G33&FechaExpedicionFactura=01-01-2024&TipoFactura=F1&CuotaTotal=12.35&ImporteTotal=123.45&Huella=&FechaHoraHusoGenRegistro=2024-01-01T19:20:30+01:00',
    );
    expect(await sha256(input)).toBe('3C464DAF61ACB827C65FDA19F352A4E3BDC2C640E9E9FC4CC058073F38F12F60');
  });

  it('case 2: a later alta carries the huella of the record before it', async () => {
    const input = huellaInput(AEAT_CASE_2);
    expect(input).toBe(
      'IDEmisorFactura=89890001K&NumSerieFactura=12345679/G34&FechaExpedicionFactura=01-01-2024&TipoFactura=F1&CuotaTotal=12.35&ImporteTotal=123.45&Huella=3C464DAF61ACB827C65FDA19F352A4E3BDC2C640E9E9FC4CC058073F38F12F60&FechaHoraHusoGenRegistro=2024-01-01T19:20:35+01:00',
    );
    expect(await sha256(input)).toBe('F7B94CFD8924EDFF273501B01EE5153E4CE8F259766F88CF6ACB8935802A2B97');
  });

  it('case 3: an anulación hashes the annulled invoice, the previous huella and its own time', async () => {
    const input = huellaInput(AEAT_CASE_3);
    expect(input).toBe(
      'IDEmisorFacturaAnulada=89890001K&NumSerieFacturaAnulada=12345679/G34&FechaExpedicionFacturaAnulada=01-01-2024&Huella=F7B94CFD8924EDFF273501B01EE5153E4CE8F259766F88CF6ACB8935802A2B97&FechaHoraHusoGenRegistro=2024-01-01T19:20:40+01:00',
    );
    expect(await sha256(input)).toBe('177547C0D57AC74748561D054A9CEC14B4C4EA23D1BEFD6F2E69E3A388F90C68');
  });

  it('writes amounts with two decimals in summer time too (a simplified invoice, checked against josemmo/Verifactu-PHP)', async () => {
    const simplified: AltaRecord = {
      ...AEAT_CASE_1,
      issuerTaxId: 'A00000000',
      invoiceNumber: 'PRUEBA-0001',
      issueDate: '2025-06-01',
      invoiceType: 'F2',
      recipient: undefined,
      breakdown: [{ taxRatePercent: 21, baseCents: 1000, taxCents: 210 }],
      totalTaxCents: 210,
      totalAmountCents: 1210,
      generatedAt: '2025-06-01T10:20:30+02:00',
    };
    expect(huellaInput(simplified)).toContain('&CuotaTotal=2.10&ImporteTotal=12.10&');
    expect(await sha256(huellaInput(simplified))).toBe('F223F0A84F7D0C701C13C97CF10A1628FF9E46A003DDAEF3A804FBD799D82070');
  });

  it('trims the values, as AEAT reads them from the XML', () => {
    const padded = { ...AEAT_CASE_1, invoiceNumber: '  12345678/G33 ' };
    expect(huellaInput(padded)).toBe(huellaInput(AEAT_CASE_1));
  });
});

describe('AEAT formats', () => {
  it('writes cents as euros with a dot and two decimals, negative for rectifications', () => {
    expect(formatAeatAmount(12345)).toBe('123.45');
    expect(formatAeatAmount(24140)).toBe('241.40');
    expect(formatAeatAmount(0)).toBe('0.00');
    expect(formatAeatAmount(-5)).toBe('-0.05');
    expect(formatAeatAmount(-12100)).toBe('-121.00');
    expect(() => formatAeatAmount(12.5)).toThrow(RangeError);
    expect(() => formatAeatAmount(100_000_000_000_000)).toThrow(RangeError);
  });

  it('writes days as dd-mm-yyyy', () => {
    expect(formatAeatDate('2024-09-01')).toBe('01-09-2024');
  });

  it('stamps the generation time in Madrid, +01:00 in winter and +02:00 in summer, without milliseconds', () => {
    expect(madridOffsetTimestamp(new Date('2024-01-01T18:20:30.999Z'))).toBe('2024-01-01T19:20:30+01:00');
    expect(madridOffsetTimestamp(new Date('2025-06-01T08:20:30Z'))).toBe('2025-06-01T10:20:30+02:00');
    // The clocks go forward at 02:00 on the last Sunday of March and back at 03:00 in October.
    expect(madridOffsetTimestamp(new Date('2025-03-30T00:59:59Z'))).toBe('2025-03-30T01:59:59+01:00');
    expect(madridOffsetTimestamp(new Date('2025-03-30T01:00:00Z'))).toBe('2025-03-30T03:00:00+02:00');
    expect(madridOffsetTimestamp(new Date('2025-10-26T00:30:00Z'))).toBe('2025-10-26T02:30:00+02:00');
    expect(madridOffsetTimestamp(new Date('2025-10-26T01:30:00Z'))).toBe('2025-10-26T02:30:00+01:00');
    // Midnight is hour 00, never 24.
    expect(madridOffsetTimestamp(new Date('2025-01-14T23:00:00Z'))).toBe('2025-01-15T00:00:00+01:00');
  });
});

describe("the QR's verification URL", () => {
  const example = { issuerTaxId: '89890001K', invoiceNumber: '12345678-G33', issueDate: '2024-09-01', totalAmountCents: 24140 };

  it("is AEAT's example (QR document 8.1 and 8.3), with the amount's two decimals", () => {
    expect(verificationUrl(example, { production: false })).toBe(
      'https://prewww2.aeat.es/wlpl/TIKE-CONT/ValidarQR?nif=89890001K&numserie=12345678-G33&fecha=01-09-2024&importe=241.40',
    );
    expect(verificationUrl(example, { production: true })).toBe(
      'https://www2.agenciatributaria.gob.es/wlpl/TIKE-CONT/ValidarQR?nif=89890001K&numserie=12345678-G33&fecha=01-09-2024&importe=241.40',
    );
  });

  it('URL-encodes the parameters (QR document, section 4: & becomes %26)', () => {
    const url = verificationUrl({ ...example, invoiceNumber: '12345678&G33', issueDate: '2024-01-01' }, { production: false });
    expect(url).toBe('https://prewww2.aeat.es/wlpl/TIKE-CONT/ValidarQR?nif=89890001K&numserie=12345678%26G33&fecha=01-01-2024&importe=241.40');
    expect(verificationUrl({ ...example, invoiceNumber: '2027 A/1' }, { production: true })).toContain('numserie=2027%20A%2F1&');
  });
});

// ───────────── the XML ─────────────

interface XmlElement {
  name: string;
  children: XmlElement[];
  text: string;
}

/** A strict little reader: well-formed or it throws (nesting, quoting, entities, one root). */
function parseXml(xml: string): XmlElement {
  const body = xml.replace(/^<\?xml version="1\.0" encoding="UTF-8"\?>\n/, '');
  const stack: XmlElement[] = [{ name: '#document', children: [], text: '' }];
  const token = /<(\/?)([A-Za-z_][\w.:-]*)((?:\s+[\w:.-]+="[^"<&]*")*)\s*>|([^<]+)/gy;
  let match: RegExpExecArray | null;
  let consumed = 0;
  while ((match = token.exec(body)) !== null) {
    consumed = token.lastIndex;
    const [, closing, name, , content] = match;
    const top = stack[stack.length - 1]!;
    if (content !== undefined) {
      if (/&(?!(amp|lt|gt|quot|apos);)/.test(content)) throw new Error(`Bad entity in ${JSON.stringify(content)}`);
      top.text += content.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&apos;/g, "'").replace(/&amp;/g, '&');
    } else if (closing) {
      if (top.name !== name) throw new Error(`</${name}> closes <${top.name}>`);
      stack.pop();
    } else {
      const element = { name: name!, children: [], text: '' };
      top.children.push(element);
      stack.push(element);
    }
  }
  if (consumed !== body.length) throw new Error(`Not XML at ${consumed}: ${body.slice(consumed, consumed + 40)}`);
  if (stack.length !== 1 || stack[0]!.children.length !== 1) throw new Error('Unclosed elements or several roots');
  return stack[0]!.children[0]!;
}

const childNames = (element: XmlElement) => element.children.map((child) => child.name);
const child = (element: XmlElement, name: string) => {
  const found = element.children.find((c) => c.name === name);
  if (!found) throw new Error(`${element.name} has no ${name}`);
  return found;
};

describe('the XML of the records (SuministroLR.xsd)', () => {
  const issuer = { taxId: 'B12345678', name: 'Reparaciones <Sol> & "Luna", S.L.' };
  const system = { producerName: 'Taller Software', producerTaxId: 'B87654321', systemId: 'TL', version: '1.4.0', installationNumber: '1' };

  const first: AltaRecord = {
    kind: 'alta',
    issuerTaxId: 'B12345678',
    issuerName: issuer.name,
    invoiceNumber: '2027-A/0001',
    issueDate: '2027-01-04',
    invoiceType: 'F1',
    recipient: { taxId: '12345678Z', name: "María O'Donnell" },
    description: 'Cambio de pantalla <OLED> & batería',
    breakdown: [{ taxRatePercent: 21, baseCents: 10000, taxCents: 2100 }],
    totalTaxCents: 2100,
    totalAmountCents: 12100,
    previous: null,
    generatedAt: '2027-01-04T10:00:00+01:00',
    hash: 'A'.repeat(64),
  };
  const rectifying: AltaRecord = {
    ...first,
    invoiceNumber: '2027-R/0001',
    issueDate: '2027-01-05',
    invoiceType: 'R1',
    rectification: { type: 'I', invoices: [{ number: '2027-A/0001', issueDate: '2027-01-04' }] },
    description: 'Devolución de la batería',
    breakdown: [{ taxRatePercent: 21, baseCents: -2000, taxCents: -420 }],
    totalTaxCents: -420,
    totalAmountCents: -2420,
    previous: { invoiceNumber: '2027-A/0001', issueDate: '2027-01-04', hash: first.hash },
    generatedAt: '2027-01-05T09:00:00+01:00',
    hash: 'B'.repeat(64),
  };
  const annulment: AnulacionRecord = {
    kind: 'anulacion',
    issuerTaxId: 'B12345678',
    invoiceNumber: '2027-R/0001',
    issueDate: '2027-01-05',
    previous: { invoiceNumber: '2027-R/0001', issueDate: '2027-01-05', hash: rectifying.hash },
    generatedAt: '2027-01-05T09:30:00+01:00',
    hash: 'C'.repeat(64),
  };
  const xml = billingRecordsXml([first, rectifying, annulment], { issuer, system });
  const root = parseXml(xml);

  it('is one well-formed RegFactuSistemaFacturacion with both AEAT namespaces', () => {
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<sum:RegFactuSistemaFacturacion ')).toBe(true);
    expect(xml).toContain(
      'xmlns:sum="https://www2.agenciatributaria.gob.es/static_files/common/internet/dep/aplicaciones/es/aeat/tike/cont/ws/SuministroLR.xsd"',
    );
    expect(xml).toContain(
      'xmlns:sum1="https://www2.agenciatributaria.gob.es/static_files/common/internet/dep/aplicaciones/es/aeat/tike/cont/ws/SuministroInformacion.xsd"',
    );
    expect(root.name).toBe('sum:RegFactuSistemaFacturacion');
    expect(childNames(root)).toEqual(['sum:Cabecera', 'sum:RegistroFactura', 'sum:RegistroFactura', 'sum:RegistroFactura']);
    const obligado = child(child(root, 'sum:Cabecera'), 'sum1:ObligadoEmision');
    expect(obligado.children.map((c) => [c.name, c.text])).toEqual([
      ['sum1:NombreRazon', 'Reparaciones <Sol> & "Luna", S.L.'],
      ['sum1:NIF', 'B12345678'],
    ]);
  });

  it('writes an alta in the order of the schema, chained as the first record', () => {
    const alta = child(root.children[1]!, 'sum1:RegistroAlta');
    expect(childNames(alta)).toEqual([
      'sum1:IDVersion', 'sum1:IDFactura', 'sum1:NombreRazonEmisor', 'sum1:TipoFactura', 'sum1:DescripcionOperacion',
      'sum1:Destinatarios', 'sum1:Desglose', 'sum1:CuotaTotal', 'sum1:ImporteTotal', 'sum1:Encadenamiento',
      'sum1:SistemaInformatico', 'sum1:FechaHoraHusoGenRegistro', 'sum1:TipoHuella', 'sum1:Huella',
    ]);
    expect(child(alta, 'sum1:IDFactura').children.map((c) => c.text)).toEqual(['B12345678', '2027-A/0001', '04-01-2027']);
    expect(child(alta, 'sum1:DescripcionOperacion').text).toBe('Cambio de pantalla <OLED> & batería');
    expect(child(child(child(alta, 'sum1:Destinatarios'), 'sum1:IDDestinatario'), 'sum1:NombreRazon').text).toBe("María O'Donnell");
    const line = child(child(alta, 'sum1:Desglose'), 'sum1:DetalleDesglose');
    expect(line.children.map((c) => [c.name, c.text])).toEqual([
      ['sum1:Impuesto', '01'],
      ['sum1:ClaveRegimen', '01'],
      ['sum1:CalificacionOperacion', 'S1'],
      ['sum1:TipoImpositivo', '21.00'],
      ['sum1:BaseImponibleOimporteNoSujeto', '100.00'],
      ['sum1:CuotaRepercutida', '21.00'],
    ]);
    expect(child(alta, 'sum1:ImporteTotal').text).toBe('121.00');
    expect(child(alta, 'sum1:Encadenamiento').children.map((c) => [c.name, c.text])).toEqual([['sum1:PrimerRegistro', 'S']]);
    expect(childNames(child(alta, 'sum1:SistemaInformatico'))).toEqual([
      'sum1:NombreRazon', 'sum1:NIF', 'sum1:NombreSistemaInformatico', 'sum1:IdSistemaInformatico', 'sum1:Version',
      'sum1:NumeroInstalacion', 'sum1:TipoUsoPosibleSoloVerifactu', 'sum1:TipoUsoPosibleMultiOT', 'sum1:IndicadorMultiplesOT',
    ]);
    expect(child(child(alta, 'sum1:SistemaInformatico'), 'sum1:NombreSistemaInformatico').text).toBe('Taller');
    expect(child(alta, 'sum1:FechaHoraHusoGenRegistro').text).toBe('2027-01-04T10:00:00+01:00');
    expect(child(alta, 'sum1:TipoHuella').text).toBe('01');
    expect(child(alta, 'sum1:Huella').text).toBe('A'.repeat(64));
  });

  it('writes a rectifying alta with its type, the invoices it rectifies and negative amounts', () => {
    const alta = child(root.children[2]!, 'sum1:RegistroAlta');
    expect(childNames(alta)).toEqual([
      'sum1:IDVersion', 'sum1:IDFactura', 'sum1:NombreRazonEmisor', 'sum1:TipoFactura', 'sum1:TipoRectificativa',
      'sum1:FacturasRectificadas', 'sum1:DescripcionOperacion', 'sum1:Destinatarios', 'sum1:Desglose', 'sum1:CuotaTotal',
      'sum1:ImporteTotal', 'sum1:Encadenamiento', 'sum1:SistemaInformatico', 'sum1:FechaHoraHusoGenRegistro',
      'sum1:TipoHuella', 'sum1:Huella',
    ]);
    expect(child(alta, 'sum1:TipoFactura').text).toBe('R1');
    expect(child(alta, 'sum1:TipoRectificativa').text).toBe('I');
    const rectified = child(child(alta, 'sum1:FacturasRectificadas'), 'sum1:IDFacturaRectificada');
    expect(rectified.children.map((c) => [c.name, c.text])).toEqual([
      ['sum1:IDEmisorFactura', 'B12345678'],
      ['sum1:NumSerieFactura', '2027-A/0001'],
      ['sum1:FechaExpedicionFactura', '04-01-2027'],
    ]);
    expect(child(alta, 'sum1:CuotaTotal').text).toBe('-4.20');
    expect(child(alta, 'sum1:ImporteTotal').text).toBe('-24.20');
    const previous = child(child(alta, 'sum1:Encadenamiento'), 'sum1:RegistroAnterior');
    expect(previous.children.map((c) => [c.name, c.text])).toEqual([
      ['sum1:IDEmisorFactura', 'B12345678'],
      ['sum1:NumSerieFactura', '2027-A/0001'],
      ['sum1:FechaExpedicionFactura', '04-01-2027'],
      ['sum1:Huella', 'A'.repeat(64)],
    ]);
  });

  it('writes a rectification by substitution with the amounts it replaces, before the description', () => {
    const substitution: AltaRecord = {
      ...rectifying,
      rectification: { type: 'S', invoices: rectifying.rectification!.invoices, replacedAmounts: { baseCents: 10000, taxCents: 2100 } },
    };
    const alta = child(parseXml(billingRecordsXml([substitution], { issuer, system })).children[1]!, 'sum1:RegistroAlta');
    const names = childNames(alta);
    expect(names.indexOf('sum1:ImporteRectificacion')).toBe(names.indexOf('sum1:FacturasRectificadas') + 1);
    expect(names.indexOf('sum1:DescripcionOperacion')).toBe(names.indexOf('sum1:ImporteRectificacion') + 1);
    expect(child(alta, 'sum1:ImporteRectificacion').children.map((c) => [c.name, c.text])).toEqual([
      ['sum1:BaseRectificada', '100.00'],
      ['sum1:CuotaRectificada', '21.00'],
    ]);
  });

  it('writes an anulación in the order of the schema', () => {
    const anulacion = child(root.children[3]!, 'sum1:RegistroAnulacion');
    expect(childNames(anulacion)).toEqual([
      'sum1:IDVersion', 'sum1:IDFactura', 'sum1:Encadenamiento', 'sum1:SistemaInformatico',
      'sum1:FechaHoraHusoGenRegistro', 'sum1:TipoHuella', 'sum1:Huella',
    ]);
    expect(child(anulacion, 'sum1:IDFactura').children.map((c) => [c.name, c.text])).toEqual([
      ['sum1:IDEmisorFacturaAnulada', 'B12345678'],
      ['sum1:NumSerieFacturaAnulada', '2027-R/0001'],
      ['sum1:FechaExpedicionFacturaAnulada', '05-01-2027'],
    ]);
    expect(child(child(child(anulacion, 'sum1:Encadenamiento'), 'sum1:RegistroAnterior'), 'sum1:Huella').text).toBe('B'.repeat(64));
  });

  it('stays well-formed whatever the texts hold', () => {
    const hostile = { ...first, description: 'a\u0001b ]]> <!-- &amp; \u0007' };
    const description = child(child(parseXml(billingRecordsXml([hostile], { issuer, system })).children[1]!, 'sum1:RegistroAlta'), 'sum1:DescripcionOperacion');
    expect(description.text).toBe('ab ]]> <!-- &amp;');
  });
});

describe('the schema of a stored record', () => {
  const errorsOf = (record: unknown) => {
    const result = billingRecordSchema.safeParse(record);
    return result.success ? [] : result.error.issues.map((issue) => issue.message);
  };

  it("accepts AEAT's examples", () => {
    const records: BillingRecord[] = [AEAT_CASE_1, AEAT_CASE_2, AEAT_CASE_3];
    for (const record of records) expect(errorsOf(record)).toEqual([]);
  });

  it('asks for the recipient of a full invoice and refuses one on a simplified invoice', () => {
    expect(errorsOf({ ...AEAT_CASE_1, recipient: undefined })).toEqual([verifactuMessages.recipientRequired]);
    expect(errorsOf({ ...AEAT_CASE_1, invoiceType: 'F2' })).toEqual([verifactuMessages.recipientForbidden]);
  });

  it('asks a rectifying invoice what it rectifies, and a substitution for the replaced amounts', () => {
    expect(errorsOf({ ...AEAT_CASE_1, invoiceType: 'R1' })).toEqual([verifactuMessages.rectificationRequired]);
    expect(errorsOf({ ...AEAT_CASE_1, rectification: { type: 'I', invoices: [{ number: 'A/1', issueDate: '2024-01-01' }] } })).toEqual([
      verifactuMessages.rectificationForbidden,
    ]);
    expect(
      errorsOf({ ...AEAT_CASE_1, invoiceType: 'R4', rectification: { type: 'S', invoices: [{ number: 'A/1', issueDate: '2024-01-01' }] } }),
    ).toEqual([verifactuMessages.replacedAmountsRequired]);
  });

  it('refuses totals that are not the sum of the breakdown', () => {
    expect(errorsOf({ ...AEAT_CASE_1, totalAmountCents: 12346 })).toEqual([verifactuMessages.totalAmountMismatch]);
    expect(errorsOf({ ...AEAT_CASE_1, totalTaxCents: 1234 })).toEqual([verifactuMessages.totalTaxMismatch]);
  });

  it('refuses invoice numbers AEAT refuses, hashes in lower case and times without their offset', () => {
    expect(errorsOf({ ...AEAT_CASE_1, invoiceNumber: 'A<1>' })).toEqual([verifactuMessages.invoiceNumberInvalid]);
    expect(errorsOf({ ...AEAT_CASE_1, invoiceNumber: 'Nº 1' })).toEqual([verifactuMessages.invoiceNumberInvalid]);
    expect(errorsOf({ ...AEAT_CASE_1, hash: AEAT_CASE_1.hash.toLowerCase() })).toEqual([verifactuMessages.hashInvalid]);
    expect(errorsOf({ ...AEAT_CASE_1, generatedAt: '2024-01-01T19:20:30Z' })).toEqual([verifactuMessages.generatedAtInvalid]);
    expect(errorsOf({ ...AEAT_CASE_1, issueDate: '2024-02-30' })).toEqual([verifactuMessages.dayInvalid]);
  });
});
