import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import fastifyCookie from '@fastify/cookie';
import fastifyHelmet from '@fastify/helmet';
import fastifyMultipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import { Logger } from 'nestjs-pino';
import { TallerApiModule } from '../api.module.js';
import type { TallerConfig } from '../config/config.js';
import { MULTIPART_LIMITS } from '../uploads/upload-limits.js';
import { HttpErrorsFilter } from './errors.filter.js';
import { SpaFallback, type FrontEnds } from './spa-fallback.js';
import { builtFrontEnd } from './static-files.js';

/** JSON bodies are small forms; images arrive as multipart with their own limits. */
const BODY_LIMIT = 1024 * 1024;

/**
 * The whole server on one port: /api, the back-office under /gestion and the public site
 * at /. Not listening yet: the caller decides where.
 */
export async function createTallerApp(config: TallerConfig, frontEnds: FrontEnds): Promise<NestFastifyApplication> {
  const adapter = new FastifyAdapter({ bodyLimit: BODY_LIMIT, genReqId: () => randomUUID() });
  const app = await NestFactory.create<NestFastifyApplication>(TallerApiModule.register(config), adapter, {
    bufferLogs: true,
  });
  app.useLogger(app.get(Logger));
  app.setGlobalPrefix('api');
  app.useGlobalFilters(new HttpErrorsFilter(new SpaFallback(frontEnds)));
  app.enableShutdownHooks();

  await app.register(fastifyCookie);
  // Image uploads (POST /api/uploads): one file of at most 10 MB, refused while it arrives.
  await app.register(fastifyMultipart, { limits: MULTIPART_LIMITS });
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // MUI (emotion) writes its styles into <style> tags.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        mediaSrc: ["'self'", 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        frameAncestors: ["'none'"],
        // The shop may serve it over plain HTTP on its own network.
        upgradeInsecureRequests: null,
      },
    },
  });
  if (existsSync(frontEnds.publicDir)) {
    await app.register(fastifyStatic, { ...builtFrontEnd(frontEnds.publicDir), prefix: '/', index: ['index.html'] });
  }
  if (existsSync(frontEnds.adminDir)) {
    await app.register(fastifyStatic, {
      ...builtFrontEnd(frontEnds.adminDir),
      prefix: '/gestion/',
      index: ['index.html'],
      decorateReply: false,
    });
  }
  await app.init();
  return app;
}
