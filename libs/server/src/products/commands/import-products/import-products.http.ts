import { BadRequestException, Body, Controller, HttpCode, HttpException, Post } from '@nestjs/common';
import { RouteConfig } from '@nestjs/platform-fastify';
import { Ctx, Roles } from '../../../auth/auth.guard.js';
import type { CommandContext } from '../../../shared/actor.js';
import { Commands } from '../../../shared/commands.js';
import { objectBody } from '../../../shared/http-body.js';
import { ImportProducts, ImportRefused, ImportTooLarge } from './import-products.command.js';
import { importMessages as m, MAX_IMPORT_BYTES } from './import-products.messages.js';
import { ApiRoute } from '../../../http/openapi/api-route.js';
import { z } from 'zod';

/**
 * The JSON body that carries the largest file taken, quotes and line breaks escaped: above the
 * server's 1 MB for forms, so a file too large hears why (413 with the file's size) from the check.
 */
export const IMPORT_BODY_LIMIT = 3 * MAX_IMPORT_BYTES;

/** What an import did, or on a dry run would do. */
export const importSummarySchema = z
  .strictObject({
    added: z.number().int().describe('Productos añadidos'),
    updated: z.number().int().describe('Productos cuyos datos cambiaron'),
    received: z.number().int().describe('Unidades recibidas'),
  })
  .describe('Lo que hizo la importación (con `dryRun`, lo que haría, sin escribir nada)');

@Controller('products')
@Roles('administrador')
export class ImportProductsController {
  constructor(private readonly commands: Commands) {}

  /**
   * `{ csv, dryRun? }` → 200 `{ added, updated, received }` (dryRun: what it would do, nothing
   * written), or 400 `{ message, lines: [{ line, field, message }] }` with nothing written.
   */
  @ApiRoute({ summary: 'Importar un catálogo desde CSV', body: '`{csv, dryRun?}`: el CSV de una hoja de cálculo; cada fila se comprueba con el esquema de un producto nuevo', description: 'Un CSV con errores responde 400 `{message, lines: [{line, field, message}]}` sin escribir nada.', answer: importSummarySchema, errors: [413] })
  @Post('import')
  @HttpCode(200)
  @RouteConfig({ bodyLimit: IMPORT_BODY_LIMIT })
  async import(@Body() body: unknown, @Ctx() context: CommandContext) {
    const { csv, dryRun = false } = objectBody(body);
    if (typeof csv !== 'string') throw new BadRequestException({ message: m.csvRequired, lines: [] });
    if (typeof dryRun !== 'boolean') throw new BadRequestException({ message: m.dryRunInvalid, lines: [] });
    try {
      const { added, updated, received } = await this.commands.run(new ImportProducts(csv, dryRun, context));
      return { added, updated, received } satisfies z.infer<typeof importSummarySchema>;
    } catch (error) {
      if (error instanceof ImportRefused) throw new BadRequestException({ message: error.message, lines: error.lines });
      if (error instanceof ImportTooLarge) throw new HttpException({ message: error.message, lines: [] }, 413);
      throw error;
    }
  }
}
