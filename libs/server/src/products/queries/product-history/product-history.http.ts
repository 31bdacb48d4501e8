import { Controller, Get, NotFoundException, Param } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { productMessages } from '@taller/domain';
import { ParseIdPipe } from '../../../shared/id.pipe.js';
import { ProductHistory } from './product-history.query.js';
import { ApiRoute } from '../../../http/openapi/api-route.js';
import { historyEntryJsonSchema } from '../../../shared/history.js';
import { z } from 'zod';

@Controller('products')
export class ProductHistoryController {
  constructor(private readonly queries: QueryBus) {}

  /** The product's story: every unit received, sold, reserved, released, collected or adjusted, with who and when. */
  @ApiRoute({ summary: 'Historial de un producto', answer: z.array(historyEntryJsonSchema).describe('Cada alta, corrección, foto y unidad recibida, vendida, reservada, liberada, recogida o ajustada, con quién y cuándo') })
  @Get(':id/history')
  async history(@Param('id', new ParseIdPipe(productMessages.invalidId)) id: number) {
    const history = await this.queries.execute(new ProductHistory(id));
    if (!history) throw new NotFoundException({ message: productMessages.notFound });
    return history;
  }
}
