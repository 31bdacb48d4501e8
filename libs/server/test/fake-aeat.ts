import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:https';
import type { TLSSocket } from 'node:tls';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { XMLParser } from 'fast-xml-parser';

/**
 * A local stand-in for the AEAT's VERI*FACTU web service, speaking its protocol: SOAP over TLS
 * where the client must present a certificate (mutual TLS), a RegFactuSistemaFacturacion in,
 * a RespuestaRegFactuSistemaFacturacion out with one RespuestaLinea per record. Test
 * certificates (fixtures/aeat, made with openssl, valid for a century): a CA, this server's
 * certificate for 127.0.0.1, and the shop's certificate as a password-protected PKCS#12.
 */
const FIXTURES = join(fileURLToPath(new URL('.', import.meta.url)), 'fixtures', 'aeat');
export const AEAT_TEST_CERT = { file: join(FIXTURES, 'client.p12'), password: 'prueba-aeat', ca: join(FIXTURES, 'ca.pem') };

const TIKR = 'https://www2.agenciatributaria.gob.es/static_files/common/internet/dep/aplicaciones/es/aeat/tike/cont/ws/RespuestaSuministro.xsd';
const TIK = 'https://www2.agenciatributaria.gob.es/static_files/common/internet/dep/aplicaciones/es/aeat/tike/cont/ws/SuministroInformacion.xsd';

export interface ReceivedSubmission {
  /** The subject of the certificate the client presented. */
  certificate: string;
  records: { kind: 'alta' | 'anulacion'; number: string; issuer: string; date: string; hash: string }[];
  soapAction: string | undefined;
}

export interface FakeAeat {
  url: string;
  received: ReceivedSubmission[];
  /** Records whose invoice number matches are answered Incorrecto (code 1100). */
  refuse: (number: string) => boolean;
  /** Answer the next submission with a SOAP fault. */
  faultNext: boolean;
  /** The settings that send to this server. */
  settings: Record<string, string>;
  close(): Promise<void>;
}

const parser = new XMLParser({ removeNSPrefix: true, ignoreAttributes: true, parseTagValue: false, isArray: (name) => name === 'RegistroFactura' });

export async function fakeAeat(): Promise<FakeAeat> {
  const fake: FakeAeat = { url: '', received: [], refuse: () => false, faultNext: false, settings: {}, close: async () => undefined };
  const server: Server = createServer(
    { key: readFileSync(join(FIXTURES, 'server.key')), cert: readFileSync(join(FIXTURES, 'server.pem')), ca: readFileSync(join(FIXTURES, 'ca.pem')), requestCert: true, rejectUnauthorized: true },
    (request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        const peer = (request.socket as TLSSocket).getPeerCertificate();
        const body = parser.parse(Buffer.concat(chunks).toString('utf8'));
        const entries = (body?.Envelope?.Body?.RegFactuSistemaFacturacion?.RegistroFactura ?? []) as Record<string, any>[];
        const records = entries.map((entry) => {
          if (entry.RegistroAlta) {
            const alta = entry.RegistroAlta;
            return { kind: 'alta' as const, number: alta.IDFactura.NumSerieFactura, issuer: alta.IDFactura.IDEmisorFactura, date: alta.IDFactura.FechaExpedicionFactura, hash: alta.Huella };
          }
          const anulacion = entry.RegistroAnulacion;
          return { kind: 'anulacion' as const, number: anulacion.IDFactura.NumSerieFacturaAnulada, issuer: anulacion.IDFactura.IDEmisorFacturaAnulada, date: anulacion.IDFactura.FechaExpedicionFacturaAnulada, hash: anulacion.Huella };
        });
        fake.received.push({ certificate: String(peer.subject?.CN ?? ''), records, soapAction: request.headers.soapaction as string | undefined });
        response.setHeader('content-type', 'text/xml; charset=utf-8');
        if (fake.faultNext) {
          fake.faultNext = false;
          response.statusCode = 500;
          response.end(`<env:Envelope xmlns:env="http://schemas.xmlsoap.org/soap/envelope/"><env:Body><env:Fault><faultcode>env:Client</faultcode><faultstring>Codigo[4102].El XML no cumple el esquema</faultstring></env:Fault></env:Body></env:Envelope>`);
          return;
        }
        const lines = records.map((record) => {
          const refused = fake.refuse(record.number);
          return `<tikR:RespuestaLinea><tikR:IDFactura><tik:IDEmisorFactura>${record.issuer}</tik:IDEmisorFactura><tik:NumSerieFactura>${record.number}</tik:NumSerieFactura><tik:FechaExpedicionFactura>${record.date}</tik:FechaExpedicionFactura></tikR:IDFactura><tikR:Operacion><tik:TipoOperacion>${record.kind === 'alta' ? 'Alta' : 'Anulacion'}</tik:TipoOperacion></tikR:Operacion><tikR:EstadoRegistro>${refused ? 'Incorrecto' : 'Correcto'}</tikR:EstadoRegistro>${refused ? '<tikR:CodigoErrorRegistro>1100</tikR:CodigoErrorRegistro><tikR:DescripcionErrorRegistro>Valor o tipo incorrecto del campo: NumSerieFactura</tikR:DescripcionErrorRegistro>' : ''}</tikR:RespuestaLinea>`;
        });
        const status = lines.every((line) => !line.includes('Incorrecto')) ? 'Correcto' : lines.some((line) => !line.includes('Incorrecto')) ? 'ParcialmenteCorrecto' : 'Incorrecto';
        response.end(
          `<?xml version="1.0" encoding="UTF-8"?><env:Envelope xmlns:env="http://schemas.xmlsoap.org/soap/envelope/"><env:Header/><env:Body><tikR:RespuestaRegFactuSistemaFacturacion xmlns:tikR="${TIKR}" xmlns:tik="${TIK}"><tikR:CSV>A-TESTCSV${fake.received.length}</tikR:CSV><tikR:DatosPresentacion><tik:NIFPresentador>B00000000</tik:NIFPresentador><tik:TimestampPresentacion>2026-11-28T10:00:00+01:00</tik:TimestampPresentacion></tikR:DatosPresentacion><tikR:TiempoEsperaEnvio>0</tikR:TiempoEsperaEnvio><tikR:EstadoEnvio>${status}</tikR:EstadoEnvio>${lines.join('')}</tikR:RespuestaRegFactuSistemaFacturacion></env:Body></env:Envelope>`,
        );
      });
    },
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  fake.url = `https://127.0.0.1:${port}/wlpl/TIKE-CONT/ws/SistemaFacturacion/VerifactuSOAP`;
  fake.settings = { AEAT_CERT_FILE: AEAT_TEST_CERT.file, AEAT_CERT_PASSWORD: AEAT_TEST_CERT.password, AEAT_CA_FILE: AEAT_TEST_CERT.ca, AEAT_URL: fake.url };
  fake.close = () => new Promise((resolve) => server.close(() => resolve()));
  return fake;
}
