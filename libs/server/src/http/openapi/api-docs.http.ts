import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { Controller, Get, NotFoundException, Param, Res } from '@nestjs/common';
import { ModulesContainer } from '@nestjs/core';
import type { FastifyReply } from 'fastify';
import { Public } from '../../auth/auth.guard.js';
import { ApiRoute } from './api-route.js';
import { openApiDocument } from './openapi-document.js';

/** The server package's version (libs/server/package.json): the API has no other. */
const API_VERSION = '0.1.0';

/** swagger-ui-dist's files the viewer page loads; nothing else of the package is served. */
const VIEWER_FILES: Record<string, string> = {
  'swagger-ui.css': 'text/css; charset=utf-8',
  'swagger-ui-bundle.js': 'text/javascript; charset=utf-8',
  'favicon-32x32.png': 'image/png',
};

/** The page: swagger-ui from this server (no CDN: a shop's server may have no internet), started by viewer.js (the CSP forbids inline scripts). */
const VIEWER_PAGE = `<!doctype html>
<html lang="es">
<head>
  <meta charset="utf-8">
  <title>API de Taller</title>
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <link rel="stylesheet" href="/api/docs/swagger-ui.css">
  <link rel="icon" type="image/png" href="/api/docs/favicon-32x32.png">
</head>
<body>
  <div id="swagger-ui"></div>
  <script src="/api/docs/swagger-ui-bundle.js"></script>
  <script src="/api/docs/viewer.js"></script>
</body>
</html>
`;

/** validatorUrl null: swagger-ui would otherwise send the document to validator.swagger.io. */
const VIEWER_SCRIPT = `window.ui = SwaggerUIBundle({ url: '/api/openapi.json', dom_id: '#swagger-ui', deepLinking: true, validatorUrl: null, withCredentials: true });\n`;

/**
 * The API description, public like the routes' list an integrator needs (it holds no secret: paths,
 * roles and shapes, which the back-office's own script already reveals): `GET /api/openapi.json`
 * (OpenAPI 3.1) and a viewer at `GET /api/docs`. Both are made on the first request, never at start.
 */
@Public()
@Controller()
export class ApiDocsController {
  private document: string | undefined;
  private viewerDir: string | undefined;

  constructor(private readonly modules: ModulesContainer) {}

  @Get('openapi.json')
  @ApiRoute({ summary: 'Descripción OpenAPI 3.1 de esta API', answer: 'Este documento: cada ruta, sus roles, sus cuerpos y respuestas y sus errores' })
  openApi(@Res({ passthrough: true }) reply: FastifyReply): string {
    this.document ??= JSON.stringify(openApiDocument(this.modules, API_VERSION));
    void reply.type('application/json; charset=utf-8').header('cache-control', 'no-cache');
    return this.document;
  }

  @Get('docs')
  @ApiRoute({ summary: 'Visor de la descripción de la API (swagger-ui)', format: 'html', answer: 'La página del visor' })
  page(@Res({ passthrough: true }) reply: FastifyReply): string {
    void reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache');
    return VIEWER_PAGE;
  }

  @Get('docs/:file')
  @ApiRoute({ summary: 'Un archivo del visor (su hoja de estilos, su código)', format: 'none', answer: 'El archivo: CSS, JavaScript o PNG' })
  async file(@Param('file') file: string, @Res({ passthrough: true }) reply: FastifyReply): Promise<string | Buffer> {
    if (file === 'viewer.js') {
      void reply.type('text/javascript; charset=utf-8').header('cache-control', 'no-cache');
      return VIEWER_SCRIPT;
    }
    const type = Object.hasOwn(VIEWER_FILES, file) ? VIEWER_FILES[file] : undefined;
    if (type === undefined) throw new NotFoundException({ message: 'Archivo del visor no encontrado' });
    this.viewerDir ??= dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));
    void reply.type(type).header('cache-control', 'public, max-age=86400');
    return readFile(join(this.viewerDir, file));
  }
}
