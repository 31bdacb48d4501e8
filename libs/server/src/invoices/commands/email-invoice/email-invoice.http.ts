import { BadRequestException, Body, Controller, Get, HttpCode, Inject, Param, Post } from '@nestjs/common';
import type { MikroORM } from '@mikro-orm/core';
import { CONTACT_EMAIL_PATTERN, invoiceMessages } from '@taller/domain';
import { ClientRow } from '../../../clients/client-row.entity.js';
import { OUTBOX_MAX_ATTEMPTS, Outbox } from '../../../mail/outbox.js';
import { OutboxMessage } from '../../../mail/outbox-message.entity.js';
import { OrderRow } from '../../../orders/order-row.entity.js';
import { MIKRO_ORM } from '../../../persistence/orm.js';
import { RepairRow } from '../../../repairs/repair-row.entity.js';
import { objectBody } from '../../../shared/http-body.js';
import { ParseIdPipe } from '../../../shared/id.pipe.js';
import { InvoiceReads } from '../../queries/get-invoice/invoice-reads.js';
import { invoiceMail } from './invoice-mail.js';
import { ApiRoute } from '../../../http/openapi/api-route.js';
import { z } from 'zod';

const messages = {
  addressInvalid: 'Indica una dirección de correo válida',
  noAddress: 'El cliente no tiene correo electrónico: escribe a qué dirección enviarla',
} as const;

/** The e-mail just put in the outbox. */
export const invoiceEmailQueuedSchema = z
  .strictObject({
    queued: z.literal(true).describe('Puesto en la bandeja de salida'),
    outboxId: z.number().int().describe('Su número en la bandeja de salida'),
    to: z.string().describe('A qué dirección'),
  })
  .describe('El envío, puesto en la cola de correo');

/** One e-mail of the invoice as the API answers it (the API description shows this schema; invoiceEmailJson is held to it). */
export const invoiceEmailJsonSchema = z
  .object({
    id: z.number().int().describe('Su número en la bandeja de salida'),
    to: z.string().describe('A qué dirección'),
    createdAt: z.string().describe('Puesto en la cola: instante ISO 8601 (UTC)'),
    state: z.enum(['queued', 'sent', 'failed']).describe('En la cola, enviado, o fallido tras todos los intentos'),
    sentAt: z.string().nullable().describe('Enviado: instante ISO 8601 (UTC); null sin enviar'),
    lastError: z.string().nullable().describe('El último error al enviarlo'),
  })
  .describe('Un correo de la factura');
export type InvoiceEmailJson = z.infer<typeof invoiceEmailJsonSchema>;

const invoiceEmailJson = (row: OutboxMessage): InvoiceEmailJson => ({
  id: row.id,
  to: row.to,
  createdAt: row.createdAt.toISOString(),
  state: row.sentAt ? 'sent' : row.attempts >= OUTBOX_MAX_ATTEMPTS ? 'failed' : 'queued',
  sentAt: row.sentAt?.toISOString() ?? null,
  lastError: row.lastError,
});

/** `invoice:12`: what the outbox keeps the invoice's e-mails under. */
const regarding = (id: number) => `invoice:${id}`;

/**
 * 'Enviar por correo': the invoice through the shop's outbox, to the address given or the
 * client's; and what became of each e-mail sent (queued, sent, failed), so the screen never says
 * 'enviada' before the outbox has sent it.
 */
@Controller('invoices')
export class EmailInvoiceController {
  constructor(
    @Inject(MIKRO_ORM) private readonly orm: MikroORM,
    private readonly invoices: InvoiceReads,
    private readonly outbox: Outbox,
  ) {}

  @ApiRoute({ summary: 'Enviar una factura por correo', body: '`{to?}`: la dirección; sin ella, el correo del cliente del trabajo', optionalBody: true, answer: invoiceEmailQueuedSchema })
  @Post(':id/email')
  @HttpCode(202)
  async email(@Param('id', new ParseIdPipe(invoiceMessages.notFound)) id: number, @Body() body: unknown) {
    const invoice = await this.invoices.require(id);
    const { to: asked } = objectBody(body ?? {});
    if (asked !== undefined && (typeof asked !== 'string' || asked.length > 320 || !CONTACT_EMAIL_PATTERN.test(asked.trim()))) {
      throw new BadRequestException({ message: messages.addressInvalid, errors: { to: messages.addressInvalid } });
    }
    const to = typeof asked === 'string' ? asked.trim() : await this.clientEmail(invoice.source);
    if (!to) throw new BadRequestException({ message: messages.noAddress, errors: { to: messages.noAddress } });
    const row = await this.outbox.enqueue({ to, ...invoiceMail(invoice), regarding: regarding(id) });
    return { queued: true, outboxId: row.id, to } satisfies z.infer<typeof invoiceEmailQueuedSchema>;
  }

  @ApiRoute({ summary: 'Correos enviados de una factura', answer: z.array(invoiceEmailJsonSchema).describe('Cada correo con su entrega según la cola, del más antiguo') })
  @Get(':id/emails')
  async emails(@Param('id', new ParseIdPipe(invoiceMessages.notFound)) id: number) {
    await this.invoices.require(id);
    const rows = await this.orm.em.fork().find(OutboxMessage, { regarding: regarding(id) }, { orderBy: { id: 'ASC' } });
    return rows.map(invoiceEmailJson);
  }

  /** The e-mail of the client whose work the invoice is for, if there is one. */
  private async clientEmail(source: { kind: string; id: number | null }): Promise<string> {
    if (source.id === null) return '';
    const em = this.orm.em.fork();
    const record = source.kind === 'repair' ? await em.findOne(RepairRow, { id: source.id }, { fields: ['clientId'] }) : source.kind === 'order' ? await em.findOne(OrderRow, { id: source.id }, { fields: ['clientId'] }) : null;
    if (!record) return '';
    return (await em.findOne(ClientRow, { id: record.clientId }, { fields: ['email'] }))?.email ?? '';
  }
}
