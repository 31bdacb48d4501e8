import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import fastifyCookie from '@fastify/cookie';
import fastifyMultipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import { Logger as NestLogger } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import type { FastifyReply, FastifyServerFactory } from 'fastify';
import { Logger } from 'nestjs-pino';
import { TallerApiModule } from '../api.module.js';
import { checkServerConfig, type TallerConfig } from '../config/config.js';
import { DEMO_PASSWORD } from '../demo/demo-data.js';
import { AttemptCounters } from '../shared/attempt-counters.js';
import { MULTIPART_LIMITS } from '../uploads/upload-limits.js';
import { refuseCrossSite } from './cross-site.js';
import { HttpErrorsFilter } from './errors.filter.js';
import { addSecurityHeaders, securityHeadersFor } from './security-headers.js';
import { BACK_OFFICE_BASE, sentBySpaFallback, SpaFallback, type FrontEnds } from './spa-fallback.js';
import { ShopSettings } from '../shop/shop-settings.js';
import { HealthFastPath, registerHealthRoute } from '../health/health.http.js';
import { Projector } from '../projections/projector.js';
import { countRequests } from '../metrics/instruments.js';
import { SITE_MANIFEST_FILE } from './public-site.js';
import { builtFrontEnd } from './static-files.js';

/** JSON bodies are small forms; images arrive as multipart with their own limits. */
const BODY_LIMIT = 1024 * 1024;

/**
 * The whole server on one port: /api, the back-office under /gestion and the public site
 * at /. Not listening yet: the caller decides where. Outside demo mode it refuses to start
 * without PUBLIC_URL (a `ConfigError`).
 */
export async function createTallerApp(config: TallerConfig, frontEnds: FrontEnds): Promise<NestFastifyApplication> {
  checkServerConfig(config);
  // GET /api/health answered before Fastify, once the route is registered (registerHealthRoute).
  const health = new HealthFastPath();
  // Behind a reverse proxy (TRUST_PROXY): the client's address and protocol, not the proxy's.
  const adapter = new FastifyAdapter({
    serverFactory: health.serverFactory as unknown as FastifyServerFactory,
    bodyLimit: BODY_LIMIT,
    genReqId: () => randomUUID(),
    trustProxy: config.trustProxy,
    // An address the router cannot even decode (`/api/orders/%ED%A0%80`): Spanish, like every refusal.
    frameworkErrors: (_error: unknown, _request: unknown, reply: FastifyReply) => {
      void reply.status(400).header('Cache-Control', 'no-store').send({ message: 'La dirección de la petición no es válida' });
    },
  });
  const app = await NestFactory.create<NestFastifyApplication>(TallerApiModule.register(config), adapter, {
    bufferLogs: true,
  });
  app.useLogger(app.get(Logger));
  app.setGlobalPrefix('api');
  // A route may take a larger body than a form (the catalogue's CSV import): `@RouteConfig({ bodyLimit })`.
  app.getHttpAdapter().getInstance().addHook('onRoute', (route) => {
    const limit = (route.config as { bodyLimit?: unknown } | undefined)?.bodyLimit;
    if (typeof limit === 'number') route.bodyLimit = limit;
  });
  // The public pages carry the shop's settings: read them once before serving, then follow the log.
  const shop = app.get(ShopSettings);
  await shop.current();
  shop.followChanges();
  app.useGlobalFilters(new HttpErrorsFilter(new SpaFallback(frontEnds, config, shop)));
  app.enableShutdownHooks();

  await app.register(fastifyCookie);
  // Image uploads (POST /api/uploads): one file of at most 10 MB, refused while it arrives.
  await app.register(fastifyMultipart, { limits: MULTIPART_LIMITS });
  const securityHeaders = securityHeadersFor(config);
  addSecurityHeaders(app.getHttpAdapter().getInstance(), securityHeaders);
  // After helmet's, so that a refusal carries its headers too.
  app.getHttpAdapter().getInstance().addHook('onRequest', refuseCrossSite(config));
  // Every answer by route pattern, status and latency, for /api/metrics (a map lookup per request).
  countRequests(app.getHttpAdapter().getInstance());
  // Health outside Nest's pipeline (see registerHealthRoute), under the same server-wide hooks,
  // and answered before Fastify when asked exactly as a monitor asks.
  registerHealthRoute(app.getHttpAdapter().getInstance(), app.get(Projector), health, securityHeaders);
  app.get(AttemptCounters).startSweeping();
  warnAboutMode(config);
  if (existsSync(frontEnds.publicDir)) {
    await app.register(fastifyStatic, {
      ...builtFrontEnd(frontEnds.publicDir),
      prefix: '/',
      index: ['index.html'],
      // The pages, robots.txt and sitemap.xml are sent by SpaFallback, with the site's address
      // written in and the right status; the manifest is for the server only.
      allowedPath: (path) => !sentBySpaFallback(frontEnds.publicDir, path),
    });
  }
  if (existsSync(frontEnds.adminDir)) {
    await app.register(fastifyStatic, {
      ...builtFrontEnd(frontEnds.adminDir),
      prefix: `${BACK_OFFICE_BASE}/`,
      index: ['index.html'],
      decorateReply: false,
      // The manifest (the router's paths) is for the server only.
      allowedPath: (path) => path.replace(/^\//, '').replace(/\.(br|gz)$/, '') !== SITE_MANIFEST_FILE,
    });
  }
  await app.init();
  return app;
}

/** A demo says so loudly; an HTTPS address without TRUST_PROXY will not get a Secure cookie. */
function warnAboutMode(config: TallerConfig): void {
  const logger = new NestLogger('Taller');
  if (config.demo) {
    logger.warn(
      `MODO DEMOSTRACIÓN: cuentas de ejemplo con la contraseña pública «${DEMO_PASSWORD}» y datos de ejemplo. ` +
        'No lo uses con datos reales: arranca con DEMO=off y PUBLIC_URL=https://… para un taller de verdad.',
    );
  }
  if (config.publicUrl?.startsWith('https:') && config.trustProxy === false) {
    logger.warn(
      'PUBLIC_URL es https pero TRUST_PROXY está apagado: si un proxy HTTPS atiende delante, pon TRUST_PROXY ' +
        '(la dirección del proxy) para que la cookie de sesión sea Secure y los límites cuenten la dirección del cliente.',
    );
  }
}
