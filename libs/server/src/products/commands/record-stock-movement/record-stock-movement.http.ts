import { Body, Controller, HttpCode, Param, Post } from '@nestjs/common';
import { productMessages, adjustmentSchema, quantityForm, receiveForm, productFieldLabels } from '@taller/domain';
import { Ctx } from '../../../auth/auth.guard.js';
import type { CommandContext } from '../../../shared/actor.js';
import { Commands } from '../../../shared/commands.js';
import { objectBody } from '../../../shared/http-body.js';
import { ParseIdPipe } from '../../../shared/id.pipe.js';
import { ProductReads } from '../../product-reads.js';
import { RecordStockMovement, type StockMovement } from './record-stock-movement.command.js';
import { ApiRoute } from '../../../http/openapi/api-route.js';
import { productJsonSchema } from '../../product.json.js';

const id = new ParseIdPipe(productMessages.invalidId);

/** The units of a product, moved by hand; each answers the product with its new figures. */
@Controller('products')
export class RecordStockMovementController {
  constructor(
    private readonly commands: Commands,
    private readonly products: ProductReads,
  ) {}

  private async move(productId: number, movement: StockMovement, body: unknown, context: CommandContext) {
    await this.products.require(productId);
    await this.commands.run(new RecordStockMovement(productId, movement, objectBody(body), context));
    return this.products.require(productId);
  }

  /** Stock intake: `{ quantity, note? }` (a supplier's delivery note, say). */
  @ApiRoute({ summary: 'Entrada de stock', body: receiveForm, answer: productJsonSchema.describe('El producto con sus cifras nuevas'), labels: productFieldLabels })
  @Post(':id/stock/received')
  @HttpCode(200)
  receive(@Param('id', id) productId: number, @Body() body: unknown, @Ctx() context: CommandContext) {
    return this.move(productId, 'received', body, context);
  }

  /** 'Vendido en tienda': `{ quantity }`, from the units not held for reservations. */
  @ApiRoute({ summary: 'Vendido en tienda', body: quantityForm, answer: productJsonSchema.describe('El producto con sus cifras nuevas'), labels: productFieldLabels })
  @Post(':id/stock/sold')
  @HttpCode(200)
  sell(@Param('id', id) productId: number, @Body() body: unknown, @Ctx() context: CommandContext) {
    return this.move(productId, 'sold', body, context);
  }

  /** A count that does not match, breakage, a gift: `{ delta, reason }` (negative takes units away). */
  @ApiRoute({ summary: 'Ajuste de stock con su motivo', body: adjustmentSchema, answer: productJsonSchema.describe('El producto con sus cifras nuevas'), labels: productFieldLabels })
  @Post(':id/stock/adjustments')
  @HttpCode(200)
  adjust(@Param('id', id) productId: number, @Body() body: unknown, @Ctx() context: CommandContext) {
    return this.move(productId, 'adjusted', body, context);
  }
}
