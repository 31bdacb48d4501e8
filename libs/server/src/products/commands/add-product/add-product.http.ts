import { Body, Controller, Post } from '@nestjs/common';
import { Ctx } from '../../../auth/auth.guard.js';
import type { CommandContext } from '../../../shared/actor.js';
import { Commands } from '../../../shared/commands.js';
import { objectBody } from '../../../shared/http-body.js';
import { ProductReads } from '../../product-reads.js';
import { AddProduct } from './add-product.command.js';
import { ApiRoute } from '../../../http/openapi/api-route.js';
import { newProductSchema, productFieldLabels } from '@taller/domain';
import { productJsonSchema } from '../../product.json.js';

@Controller('products')
export class AddProductController {
  constructor(
    private readonly commands: Commands,
    private readonly products: ProductReads,
  ) {}

  /** name, category and priceCents (IVA included) required; brand, compatibleModels, description, active, reorderLevel optional. */
  @ApiRoute({ summary: 'Dar de alta un producto', body: newProductSchema, answer: productJsonSchema, labels: productFieldLabels })
  @Post()
  async add(@Body() body: unknown, @Ctx() context: CommandContext) {
    const { id } = await this.commands.run(new AddProduct(objectBody(body), context));
    return this.products.require(id);
  }
}
