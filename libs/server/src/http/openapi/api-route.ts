import { SetMetadata } from '@nestjs/common';
import type { z } from 'zod';

/** What a route answers besides JSON. */
export type AnswerFormat = 'json' | 'csv' | 'html' | 'image' | 'text' | 'none';

/**
 * A route's contract for the API description (GET /api/openapi.json). It documents, it never
 * validates: the route keeps validating as it did (the handler's `validate(schema, …)`), and the
 * `body` named here is that same domain schema, so the description cannot drift from it.
 */
export interface ApiRouteContract {
  /** One line in Spanish: what the route does. */
  summary: string;
  /** More, in Spanish, when one line is not enough (fields outside the schema, side effects). */
  description?: string;
  /** The zod schema the request body is validated with, or a Spanish description of an object without one. */
  body?: z.ZodType | string;
  /** The body may be left out altogether. */
  optionalBody?: boolean;
  /** How the screens name the body's fields (the domain's label catalogue, e.g. repairFieldLabels): each becomes its field's title. */
  labels?: Readonly<Record<string, string>>;
  /** `multipart/form-data` instead of JSON (image uploads, the catalogue's CSV import). */
  multipart?: string;
  /** Query parameters: a zod object whose keys are the parameters. */
  query?: z.ZodObject;
  /** A ra-data-simple-rest list: `sort`, `range`, `filter` in the query and a Content-Range header. */
  list?: boolean;
  /** The answer: its zod schema, or a Spanish description of the JSON object it is (no invented fields). */
  answer?: z.ZodType | string;
  /** Not JSON: the media type family of the answer (default json). */
  format?: AnswerFormat;
  /** How a route marked @Public checks its callers itself (a token, say), in Spanish: said instead of "Pública". */
  access?: string;
  /** Error statuses besides those the route's shape implies (400 always; 401/403 unless public; 404 with a path parameter; 409 for a change). */
  errors?: number[];
}

export const API_ROUTE = 'taller:api-route';

/** Describes a route in the API description (see ApiRouteContract). */
export const ApiRoute = (contract: ApiRouteContract) => SetMetadata(API_ROUTE, contract);
