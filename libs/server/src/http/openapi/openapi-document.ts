import { HTTP_CODE_METADATA, METHOD_METADATA, PATH_METADATA, ROUTE_ARGS_METADATA } from '@nestjs/common/constants.js';
import { RouteParamtypes } from '@nestjs/common/enums/route-paramtypes.enum.js';
import { RequestMethod } from '@nestjs/common';
import { MetadataScanner, ModulesContainer } from '@nestjs/core';
import { z } from 'zod';
import { accessOf } from '../../auth/auth.guard.js';
import { errorBodySchema } from '../errors.filter.js';
import { ParseIdPipe } from '../../shared/id.pipe.js';
import { API_ROUTE, type ApiRouteContract } from './api-route.js';
import { PLAIN_ROUTES } from './plain-routes.js';

/** The API's global prefix (bootstrap.ts `setGlobalPrefix`). */
const PREFIX = 'api';

/** A route as the description sees it: where, how, and its contract (undefined: not described). */
export interface DescribedRoute {
  method: string;
  /** Fastify's spelling, `/api/repairs/:id`. */
  path: string;
  operationId: string;
  access: 'public' | readonly string[];
  successStatus: number;
  contract: ApiRouteContract | undefined;
  /** Path parameters read through ParseIdPipe: positive whole numbers. The others are text. */
  idParameters?: readonly string[];
}

const ERROR_TEXTS: Record<number, string> = {
  400: 'Petición no válida: el cuerpo, la dirección o un parámetro (mensaje y errores por campo en español)',
  401: 'Sin sesión: inicia sesión (POST /api/auth/login) y envía la cookie',
  403: 'La cuenta con sesión no tiene uno de los roles de la ruta',
  404: 'No existe el registro (o la ruta)',
  409: 'Choca con el estado del registro o con otro cambio (una regla del taller, un cambio a la vez)',
  413: 'El contenido enviado es demasiado grande',
  415: 'Tipo de contenido no admitido',
  429: 'Demasiadas peticiones: espera un momento',
  503: 'La base de datos está ocupada o las vistas no están al día: inténtalo de nuevo en unos segundos',
};

const ROLE_NAMES: Record<string, string> = { administrador: 'Administrador', gerente: 'Gerente', customer: 'Cliente (cuenta de la web)' };

/** Every route of the running app: the Nest controllers' and the plain Fastify ones (PLAIN_ROUTES). */
export function describedRoutes(modules: ModulesContainer): DescribedRoute[] {
  const scanner = new MetadataScanner();
  const routes: DescribedRoute[] = [];
  const seen = new Set<unknown>();
  for (const module of modules.values()) {
    for (const wrapper of module.controllers.values()) {
      const controller = wrapper.metatype as (new (...args: never[]) => unknown) | null;
      if (!controller || seen.has(controller)) continue;
      seen.add(controller);
      const controllerPaths = pathsOf(Reflect.getMetadata(PATH_METADATA, controller));
      for (const name of scanner.getAllMethodNames(controller.prototype)) {
        const handler = (controller.prototype as Record<string, unknown>)[name] as object;
        const routePath: unknown = Reflect.getMetadata(PATH_METADATA, handler);
        const method: RequestMethod | undefined = Reflect.getMetadata(METHOD_METADATA, handler);
        if (routePath === undefined || method === undefined) continue;
        const verb = RequestMethod[method];
        const operationId = `${lowerFirst(controller.name.replace(/Controller$/, ''))}_${name}`;
        const spellings = controllerPaths.flatMap((base) => pathsOf(routePath).map((own) => joinPath(PREFIX, base, own)));
        for (const [index, path] of spellings.entries()) {
          routes.push({
            method: verb,
            path,
            // A handler under two paths (`/api/auth/register` and `/api/register`): ids stay unique.
            operationId: index === 0 ? operationId : `${operationId}_${index + 1}`,
            access: accessOf(handler, controller),
            successStatus: Reflect.getMetadata(HTTP_CODE_METADATA, handler) ?? (verb === 'POST' ? 201 : 200),
            contract: Reflect.getMetadata(API_ROUTE, handler),
            idParameters: idParametersOf(controller, name),
          });
        }
      }
    }
  }
  return [...routes, ...PLAIN_ROUTES];
}

/**
 * The OpenAPI 3.1 document of the running app, from its controllers' metadata (paths, methods,
 * @Public/@Roles, @HttpCode) and each route's @ApiRoute contract, whose schemas are the domain's
 * own zod schemas turned into JSON Schema by zod. Built on the first request, then kept.
 */
export function openApiDocument(modules: ModulesContainer, version: string): Record<string, unknown> {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const route of describedRoutes(modules).sort((a, b) => a.path.localeCompare(b.path))) {
    const path = route.path.replace(/:(\w+)/g, '{$1}');
    (paths[path] ??= {})[route.method.toLowerCase()] = operation(route);
  }
  return {
    openapi: '3.1.1',
    info: {
      title: 'API de Taller',
      version,
      description:
        'La API del taller: la misma que usan la gestión (/gestion) y la web pública. Todo es JSON salvo donde se indica. ' +
        'Las rutas de personal piden la cookie de sesión `taller_session` (POST /api/auth/login); las públicas no. ' +
        'Los errores responden `{ message, errors? }` en español. Las listas siguen el protocolo de ra-data-simple-rest ' +
        '(`sort`, `range`, `filter` en la consulta y la cabecera Content-Range). Cualquier ruta puede responder 503 con ' +
        '`Retry-After` si la base de datos está ocupada, y una orden guardada que aún no se ve en las listas responde 202 ' +
        '`{ message, saved: true, visible: false }` con el resultado de la orden (su `id`…): no hay que repetirla.',
    },
    servers: [{ url: '/' }],
    tags: [...new Set(Object.keys(paths).map(tagOf))].sort().map((name) => ({ name })),
    paths,
    components: {
      schemas: { Error: jsonSchema(errorBodySchema, 'output') },
      securitySchemes: {
        session: { type: 'apiKey', in: 'cookie', name: 'taller_session', description: 'La sesión que abre POST /api/auth/login' },
      },
    },
  };
}

function operation(route: DescribedRoute): Record<string, unknown> {
  const contract = route.contract ?? { summary: 'Sin describir todavía' };
  const restricted = route.access !== 'public';
  const roles = restricted ? `Roles: ${(route.access as readonly string[]).map((role) => ROLE_NAMES[role] ?? role).join(', ')}.` : (contract.access ?? 'Pública: sin sesión.');
  const parameters = [...pathParameters(route), ...queryParameters(contract)];
  const errors = new Set([400, ...(restricted ? [401, 403] : []), ...(/:\w+/.test(route.path) ? [404] : []), ...(restricted && route.method !== 'GET' ? [409] : []), ...(contract.errors ?? [])]);
  return {
    operationId: route.operationId,
    tags: [tagOf(route.path)],
    summary: contract.summary,
    description: [contract.description, roles].filter(Boolean).join('\n\n'),
    'x-roles': restricted ? route.access : [],
    ...(restricted ? { security: [{ session: [] }] } : contract.access ? {} : { security: [] }),
    ...(parameters.length > 0 ? { parameters } : {}),
    ...requestBody(contract),
    responses: {
      [String(route.successStatus)]: answer(route, contract),
      ...Object.fromEntries(
        [...errors].sort().map((status) => [
          String(status),
          { description: ERROR_TEXTS[status] ?? 'Error', content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } } },
        ]),
      ),
    },
  };
}

function answer(route: DescribedRoute, contract: ApiRouteContract): Record<string, unknown> {
  const format = contract.format ?? 'json';
  if (format === 'none' || route.successStatus === 204) return { description: describe(contract.answer) ?? 'Sin contenido' };
  const description = describe(contract.answer) ?? (contract.list ? 'La página de la lista' : 'La respuesta');
  const binary = { type: 'string', contentMediaType: mediaTypeOf(format), description };
  if (format !== 'json') return { description, content: { [mediaTypeOf(format)]: { schema: binary } } };
  let schema = contract.answer === undefined || typeof contract.answer === 'string' ? { type: 'object', description } : jsonSchema(contract.answer, 'output');
  if (contract.list && (contract.answer === undefined || typeof contract.answer === 'string')) {
    schema = { type: 'array', items: { type: 'object', description }, description: 'Una página de la lista' };
  }
  return {
    description,
    ...(contract.list
      ? { headers: { 'Content-Range': { description: 'Qué filas son y cuántas hay: `repairs 0-14/120`', schema: { type: 'string' } } } }
      : {}),
    content: { 'application/json': { schema } },
  };
}

function requestBody(contract: ApiRouteContract): Record<string, unknown> {
  if (contract.multipart !== undefined) {
    return {
      requestBody: {
        required: true,
        content: { 'multipart/form-data': { schema: { type: 'object', description: contract.multipart } } },
      },
    };
  }
  if (contract.body === undefined) return {};
  const schema = typeof contract.body === 'string' ? { type: 'object', description: contract.body } : jsonSchema(contract.body, 'input');
  const properties = (schema as { properties?: Record<string, Record<string, unknown>> }).properties ?? {};
  for (const [field, property] of Object.entries(properties)) {
    const label = contract.labels && Object.hasOwn(contract.labels, field) ? contract.labels[field] : undefined;
    if (label !== undefined && property['title'] === undefined) property['title'] = label;
  }
  return { requestBody: { required: !contract.optionalBody, content: { 'application/json': { schema } } } };
}

const LIST_PARAMETERS = [
  { name: 'sort', description: 'Orden, JSON: `["id","DESC"]`', example: '["id","DESC"]' },
  { name: 'range', description: 'Filas (desde 0, ambas incluidas), JSON: `[0,14]`; sin él, todas', example: '[0,14]' },
  { name: 'filter', description: 'Filtros, JSON: `{"q":"iphone"}`, o `{"id":[1,2]}` para varios registros', example: '{}' },
];

function queryParameters(contract: ApiRouteContract): Record<string, unknown>[] {
  const parameters: Record<string, unknown>[] = [];
  if (contract.list) {
    for (const { name, description, example } of LIST_PARAMETERS) parameters.push({ name, in: 'query', required: false, description, schema: { type: 'string' }, example });
  }
  if (contract.query) {
    const object = jsonSchema(contract.query, 'input') as { properties?: Record<string, Record<string, unknown>>; required?: string[] };
    for (const [name, schema] of Object.entries(object.properties ?? {})) {
      const { description, ...rest } = schema;
      parameters.push({ name, in: 'query', required: object.required?.includes(name) ?? false, ...(description ? { description } : {}), schema: rest });
    }
  }
  return parameters;
}

function pathParameters({ path, idParameters = [] }: DescribedRoute): Record<string, unknown>[] {
  return [...path.matchAll(/:(\w+)/g)].map(([, name]) => ({
    name,
    in: 'path',
    required: true,
    schema: idParameters.includes(name!) ? { type: 'integer', minimum: 1 } : { type: 'string' },
  }));
}

/** The `@Param(name, new ParseIdPipe(…))` of a handler, from the metadata Nest's router reads. */
function idParametersOf(controller: object, method: string): string[] {
  const args = (Reflect.getMetadata(ROUTE_ARGS_METADATA, controller, method) ?? {}) as Record<string, { data?: unknown; pipes?: unknown[] }>;
  return Object.entries(args)
    .filter(([key, arg]) => key.startsWith(`${RouteParamtypes.PARAM}:`) && typeof arg.data === 'string' && (arg.pipes ?? []).some((pipe) => pipe instanceof ParseIdPipe))
    .map(([, arg]) => arg.data as string);
}

/** zod's own JSON Schema (draft 2020-12, OpenAPI 3.1's dialect); what JSON cannot say (a transform) is left open. */
function jsonSchema(schema: z.ZodType, io: 'input' | 'output'): Record<string, unknown> {
  const { $schema: _, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: 'any', target: 'draft-2020-12' }) as Record<string, unknown>;
  return rest;
}

function describe(answer: ApiRouteContract['answer']): string | undefined {
  if (typeof answer === 'string') return answer;
  return answer?.description;
}

function mediaTypeOf(format: Exclude<ReturnType<() => ApiRouteContract['format']>, undefined>): string {
  return { json: 'application/json', csv: 'text/csv', html: 'text/html', image: 'image/*', text: 'text/plain', none: 'application/octet-stream' }[format];
}

/** The first segment after /api: `repairs`, `auth`… */
function tagOf(path: string): string {
  return path.split('/')[2] ?? PREFIX;
}

function pathsOf(metadata: unknown): string[] {
  if (Array.isArray(metadata)) return metadata.map(String);
  return [typeof metadata === 'string' ? metadata : ''];
}

function joinPath(...parts: string[]): string {
  const joined = parts.map((part) => part.replace(/^\/+|\/+$/g, '')).filter(Boolean).join('/');
  return `/${joined}`;
}

function lowerFirst(text: string): string {
  return text.charAt(0).toLowerCase() + text.slice(1);
}
