import { BadRequestException, Body, Controller, Param, Put } from '@nestjs/common';
import { productMessages, productEditSchema, productFieldLabels } from '@taller/domain';
import { Ctx } from '../../../auth/auth.guard.js';
import type { CommandContext } from '../../../shared/actor.js';
import { Commands } from '../../../shared/commands.js';
import { objectBody } from '../../../shared/http-body.js';
import { ParseIdPipe } from '../../../shared/id.pipe.js';
import { ProductReads } from '../../product-reads.js';
import { CorrectProductDetails } from './correct-product-details.command.js';
import { ApiRoute } from '../../../http/openapi/api-route.js';
import { productJsonSchema } from '../../product.json.js';

@Controller('products')
export class CorrectProductDetailsController {
  constructor(
    private readonly commands: Commands,
    private readonly products: ProductReads,
  ) {}

  /**
   * The edit form with the `version` the screen showed (a stale one is refused, 409). The
   * stock figures it carries back (onHand, available…) are not details and are ignored:
   * units move only by their own movements.
   */
  @ApiRoute({ summary: 'Corregir un producto', body: productEditSchema, description: 'Con la `version` que mostró la pantalla (si ha cambiado, 409); las cifras de stock que vuelvan se ignoran.', answer: productJsonSchema, labels: productFieldLabels })
  @Put(':id')
  async correct(@Param('id', new ParseIdPipe(productMessages.invalidId)) id: number, @Body() body: unknown, @Ctx() context: CommandContext) {
    const { version, name, category, brand, compatibleModels, description, priceCents, active, reorderLevel } = objectBody(body);
    if (!Number.isSafeInteger(version)) {
      throw new BadRequestException({ message: productMessages.missingVersion, errors: { version: productMessages.missingVersion } });
    }
    const form = Object.fromEntries(
      Object.entries({ name, category, brand, compatibleModels, description, priceCents, active, reorderLevel }).filter(([, value]) => value !== undefined),
    );
    // A product that is not there is a 404, not a conflict with the version sent.
    await this.products.require(id);
    await this.commands.run(new CorrectProductDetails(id, form, version as number, context));
    return this.products.require(id);
  }
}
