import { Controller, Get, Param } from '@nestjs/common';
import { invoiceMessages } from '@taller/domain';
import { ParseIdPipe } from '../../../shared/id.pipe.js';
import { InvoiceReads } from './invoice-reads.js';
import { ApiRoute } from '../../../http/openapi/api-route.js';
import { invoiceJsonSchema } from './invoice.json.js';

@Controller('invoices')
export class GetInvoiceController {
  constructor(private readonly invoices: InvoiceReads) {}

  /** One invoice with everything its print needs: lines, IVA per rate, the shop, the QR. */
  @ApiRoute({ summary: 'Una factura', answer: invoiceJsonSchema.describe('La factura con todo lo que imprime: líneas, IVA por tipo, el taller, el QR') })
  @Get(':id')
  async get(@Param('id', new ParseIdPipe(invoiceMessages.notFound)) id: number) {
    return this.invoices.require(id);
  }
}
