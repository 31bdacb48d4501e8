import { Controller, Get, Param } from '@nestjs/common';
import { invoiceMessages } from '@taller/domain';
import { ParseIdPipe } from '../../../shared/id.pipe.js';
import { InvoiceReads } from './invoice-reads.js';

@Controller('invoices')
export class GetInvoiceController {
  constructor(private readonly invoices: InvoiceReads) {}

  /** One invoice with everything its print needs: lines, IVA per rate, the shop, the QR. */
  @Get(':id')
  async get(@Param('id', new ParseIdPipe(invoiceMessages.notFound)) id: number) {
    return this.invoices.require(id);
  }
}
