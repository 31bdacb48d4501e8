import { Inject, Injectable, NotFoundException } from '@nestjs/common';
import type { MikroORM } from '@mikro-orm/core';
import { invoiceMessages } from '@taller/domain';
import type { TallerConfig } from '../../../config/config.js';
import { TALLER_CONFIG } from '../../../event-sourcing/tokens.js';
import { MIKRO_ORM } from '../../../persistence/orm.js';
import { InvoiceRow } from '../../invoice-row.entity.js';
import { invoiceJson, type InvoiceJson } from './invoice.json.js';

/** An invoice as the read model holds it, with its QR, or the 404. */
@Injectable()
export class InvoiceReads {
  constructor(
    @Inject(MIKRO_ORM) private readonly orm: MikroORM,
    @Inject(TALLER_CONFIG) private readonly config: TallerConfig,
  ) {}

  get production(): boolean {
    return !this.config.demo;
  }

  async require(id: number): Promise<InvoiceJson> {
    const row = await this.orm.em.fork().findOne(InvoiceRow, { id });
    if (!row) throw new NotFoundException({ message: invoiceMessages.notFound });
    return invoiceJson(row, { production: this.production }, true);
  }
}
