import { Controller, Get, Param } from '@nestjs/common';
import { productMessages } from '@taller/domain';
import { ParseIdPipe } from '../../../shared/id.pipe.js';
import { ProductReads } from '../../product-reads.js';

@Controller('products')
export class GetProductController {
  constructor(private readonly products: ProductReads) {}

  @Get(':id')
  get(@Param('id', new ParseIdPipe(productMessages.invalidId)) id: number) {
    return this.products.require(id);
  }
}
