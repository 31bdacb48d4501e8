import { Body, Controller, Get, HttpCode, Inject, NotFoundException, Param, Post, Query, Req, Res } from '@nestjs/common';
import type { MikroORM } from '@mikro-orm/core';
import { QueryBus } from '@nestjs/cqrs';
import { PRODUCT_CATEGORIES, productMessages, oneLineText, ValidationFailed } from '@taller/domain';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { Public, type AuthenticatedRequest } from '../../../auth/auth.guard.js';
import { withRetryAfter } from '../../../shared/too-many-attempts.js';
import { StockAlerts, alertForm } from '../../alerts/stock-alerts.js';
import { ParseIdPipe } from '../../../shared/id.pipe.js';
import { SEARCH_MAX } from '../../../shared/list-query.js';
import { MIKRO_ORM } from '../../../persistence/orm.js';
import { ImageStorage } from '../../../uploads/image-storage.js';
import { imageFile } from '../../../uploads/queries/get-image/image-file.http.js';
import { ParseImageIdPipe } from '../../../uploads/upload-params.js';
import { UploadedImage } from '../../../uploads/uploaded-image.entity.js';
import { uploadMessages } from '../../../uploads/upload.messages.js';
import { ProductRow } from '../../product-row.entity.js';
import { GetCatalogueProduct, ListCatalogueModels, SearchCatalogue } from './catalogue.query.js';
import { ApiRoute } from '../../../http/openapi/api-route.js';
import { catalogueProductJsonSchema } from '../../product.json.js';

export const CATALOGUE_PAGE_MAX = 48;
const PAGE_INVALID = 'La página debe ser un número entero desde 1';

/** The site's search, category, device and page, each checked as any field is: a clear Spanish 400. */
const searchSchema = z.object({
  q: oneLineText({ label: 'Búsqueda', max: SEARCH_MAX }).default(''),
  category: z.enum(PRODUCT_CATEGORIES, { error: productMessages.categoryInvalid }).optional(),
  model: oneLineText({ label: 'Dispositivo', max: SEARCH_MAX }).default(''),
  page: z.coerce.number({ error: PAGE_INVALID }).int(PAGE_INVALID).min(1, PAGE_INVALID).max(10_000, PAGE_INVALID).default(1),
  perPage: z.coerce
    .number({ error: `Entre 1 y ${CATALOGUE_PAGE_MAX} productos por página` })
    .int()
    .min(1, `Entre 1 y ${CATALOGUE_PAGE_MAX} productos por página`)
    .max(CATALOGUE_PAGE_MAX, `Entre 1 y ${CATALOGUE_PAGE_MAX} productos por página`)
    .default(24),
});

/** A page of the site's catalogue. */
const cataloguePageSchema = z
  .strictObject({
    items: z.array(catalogueProductJsonSchema).describe('Los productos de la página'),
    total: z.number().int().describe('Cuántos hay en total con esa búsqueda'),
    page: z.number().int().describe('La página, desde 1'),
    perPage: z.number().int().describe('Productos por página'),
  })
  .describe('Una página del catálogo');

/** A list's cache: a minute in the browser, so that the units the site speaks of are never old for long. */
const CACHE = 'public, max-age=60';

/**
 * The shop's catalogue for the public site, without signing in: only products for sale, and of
 * their stock only the availability in words ('Disponible en tienda', 'Últimas unidades',
 * 'Agotado: te avisamos'), never a count.
 */
@Public()
@Controller('catalogue')
export class CatalogueController {
  constructor(
    private readonly queries: QueryBus,
    private readonly storage: ImageStorage,
    private readonly alerts: StockAlerts,
    @Inject(MIKRO_ORM) private readonly orm: MikroORM,
  ) {}

  /**
   * 'Agotado: te avisamos': `{ email }` for a sold-out product for sale → 201; the shop writes
   * once when it has units again. 409 while it has units, 404 not for sale, 10 an hour per address.
   */
  @ApiRoute({ summary: 'Agotado: te avisamos (dejar un correo)', body: alertForm, answer: '`{message}`', errors: [409, 429] })
  @Post('products/:id/alerts')
  @HttpCode(201)
  alert(
    @Param('id', new ParseIdPipe(productMessages.invalidId)) id: number,
    @Body() body: unknown,
    @Req() request: AuthenticatedRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    return withRetryAfter(reply, () => this.alerts.ask(id, body, request.ip));
  }

  /** `?q=funda&category=cases&model=iPhone 13&page=1&perPage=24`. */
  @ApiRoute({ summary: 'Catálogo público', query: searchSchema, description: 'Solo productos a la venta, con su disponibilidad en palabras, nunca unidades.', answer: cataloguePageSchema })
  @Get('products')
  async search(@Query() query: Record<string, unknown>, @Res({ passthrough: true }) reply: FastifyReply) {
    const parsed = searchSchema.safeParse(query);
    if (!parsed.success) {
      const errors: Record<string, string> = {};
      for (const issue of parsed.error.issues) errors[String(issue.path[0])] ??= issue.message;
      throw new ValidationFailed(errors);
    }
    void reply.header('Cache-Control', CACHE);
    const { category, ...rest } = parsed.data;
    return this.queries.execute(new SearchCatalogue({ ...rest, category: category ?? null }));
  }

  @ApiRoute({ summary: 'Un producto del catálogo público', answer: catalogueProductJsonSchema })
  @Get('products/:id')
  async product(@Param('id', new ParseIdPipe(productMessages.invalidId)) id: number, @Res({ passthrough: true }) reply: FastifyReply) {
    const product = await this.queries.execute(new GetCatalogueProduct(id));
    if (!product) throw new NotFoundException({ message: productMessages.notFound });
    void reply.header('Cache-Control', CACHE);
    return product;
  }

  @ApiRoute({ summary: 'Equipos para los que hay productos', answer: z.array(z.strictObject({ model: z.string().describe('Equipo'), products: z.number().int().describe('Cuántos productos a la venta le sirven') })) })
  @Get('models')
  async models(@Res({ passthrough: true }) reply: FastifyReply) {
    void reply.header('Cache-Control', CACHE);
    return this.queries.execute(new ListCatalogueModels());
  }

  /** A photo of a product for sale, still on it: any other image (a repair's) is not the catalogue's, and is a 404 here. */
  @ApiRoute({ summary: 'Una foto de un producto a la venta', format: 'image', answer: 'La imagen' })
  @Get('photos/:imageId')
  async photo(@Param('imageId', ParseImageIdPipe) imageId: string, @Res({ passthrough: true }) reply: FastifyReply) {
    const em = this.orm.em.fork();
    const image = await em.findOne(UploadedImage, { id: imageId, targetType: 'product' });
    const product = image ? await em.findOne(ProductRow, { id: image.targetId, active: true }) : null;
    if (!image || !product?.photoIds.includes(imageId)) throw new NotFoundException({ message: uploadMessages.imageNotFound });
    return imageFile(this.storage, image, reply, 'public');
  }
}
