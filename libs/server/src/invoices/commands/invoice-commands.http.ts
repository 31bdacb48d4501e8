import { Body, Controller, HttpCode, Param, Post } from '@nestjs/common';
import { invoiceMessages, counterReturnForm, counterSaleForm, invoiceLinesForm, reasonForm } from '@taller/domain';
import { Ctx, Roles } from '../../auth/auth.guard.js';
import type { CommandContext } from '../../shared/actor.js';
import { Commands } from '../../shared/commands.js';
import { ParseIdPipe } from '../../shared/id.pipe.js';
import { movementRequestOf } from '../../payments/movement-request.js';
import { InvoiceReads } from '../queries/get-invoice/invoice-reads.js';
import { CorrectInvoice } from './rectify-invoice/rectify-invoice.command.js';
import { IssueInvoice } from './issue-invoice/issue-invoice.command.js';
import { SellAtCounter } from './sell-at-counter/sell-at-counter.command.js';
import { ReturnCounterSale } from './return-counter-sale/return-counter-sale.command.js';
import { ApiRoute } from '../../http/openapi/api-route.js';
import { invoiceJsonSchema } from '../queries/get-invoice/invoice.json.js';

@Controller('invoices')
export class InvoiceCommandsController {
  constructor(
    private readonly commands: Commands,
    private readonly invoices: InvoiceReads,
  ) {}

  /** 'Emitir factura': `{ source, kind, customer?, lines?, requestId? }` → the invoice (201). */
  @ApiRoute({ summary: 'Emitir una factura', body: '`{source, kind, customer?, lines?, requestId?}`: el trabajo que se factura, simplificada o completa, el cliente (`invoiceCustomerForm`) y las líneas', answer: invoiceJsonSchema })
  @Post()
  async issue(@Body() body: unknown, @Ctx() context: CommandContext) {
    const { form, movementId } = movementRequestOf(body);
    const { id } = await this.commands.run(new IssueInvoice(form, movementId, context));
    return this.invoices.require(id);
  }

  /**
   * 'Venta en mostrador' as one act: `{ lines, method, kind, customer?, stockOverride?, requestId? }`
   * → the invoice (201), its money in the ledger and its units out of stock; 409 naming the
   * product when there are not enough units free.
   */
  @ApiRoute({ summary: 'Venta de mostrador (factura con su cobro)', body: counterSaleForm, answer: invoiceJsonSchema.describe('La factura de la venta') })
  @Post('counter-sales')
  async sell(@Body() body: unknown, @Ctx() context: CommandContext) {
    const { form, movementId } = movementRequestOf(body);
    const { id } = await this.commands.run(new SellAtCounter(form, movementId, context));
    return this.invoices.require(id);
  }

  /**
   * 'Devolución' of a counter sale: `{ lines: [{ line, quantity }], method, reason, requestId? }` →
   * the rectifying invoice (201), the money given back in the ledger, the units back in stock.
   */
  @ApiRoute({ summary: 'Devolución de una venta de mostrador', body: counterReturnForm, answer: invoiceJsonSchema.describe('La factura rectificativa de la devolución') })
  @Post(':id/return')
  async giveBack(@Param('id', new ParseIdPipe(invoiceMessages.notFound)) id: number, @Body() body: unknown, @Ctx() context: CommandContext) {
    const { form, movementId } = movementRequestOf(body);
    const result = await this.commands.run(new ReturnCounterSale(id, form, movementId, context));
    return this.invoices.require(result.id);
  }

  /** 'Rectificar': `{ lines, reason, method? (a counter sale's difference), requestId? }` → the rectifying invoice (201). */
  @ApiRoute({ summary: 'Rectificar una factura', body: reasonForm.extend({ lines: invoiceLinesForm }), description: 'Con `method` en una venta de mostrador (cómo vuelve o se cobra la diferencia) y `requestId` opcional.', answer: invoiceJsonSchema.describe('La factura rectificativa') })
  @Post(':id/rectify')
  async rectify(@Param('id', new ParseIdPipe(invoiceMessages.notFound)) id: number, @Body() body: unknown, @Ctx() context: CommandContext) {
    const { form, movementId } = movementRequestOf(body);
    const result = await this.commands.run(new CorrectInvoice(id, false, form, movementId, context));
    return this.invoices.require(result.id);
  }

  /** 'Anular' (the Administrador): an invoice issued by mistake, with the reason → the invoice, marked annulled. */
  @ApiRoute({ summary: 'Anular una factura emitida por error', body: reasonForm, answer: invoiceJsonSchema.describe('La factura, anulada') })
  @Post(':id/annul')
  @HttpCode(200)
  @Roles('administrador')
  async annul(@Param('id', new ParseIdPipe(invoiceMessages.notFound)) id: number, @Body() body: unknown, @Ctx() context: CommandContext) {
    const { form, movementId } = movementRequestOf(body);
    await this.commands.run(new CorrectInvoice(id, true, form, movementId, context));
    return this.invoices.require(id);
  }
}
