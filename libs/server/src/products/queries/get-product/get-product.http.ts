import { Controller, Get, Param } from '@nestjs/common';
import { productMessages } from '@taller/domain';
import { ParseIdPipe } from '../../../shared/id.pipe.js';
import { ProductReads } from '../../product-reads.js';
import { ApiRoute } from '../../../http/openapi/api-route.js';
import { productJsonSchema } from '../../product.json.js';

@Controller('products')
export class GetProductController {
  constructor(private readonly products: ProductReads) {}

  @ApiRoute({ summary: 'Un producto', answer: productJsonSchema })
  @Get(':id')
  get(@Param('id', new ParseIdPipe(productMessages.invalidId)) id: number) {
    return this.products.require(id);
  }
}
