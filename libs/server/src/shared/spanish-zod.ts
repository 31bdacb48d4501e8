import { z } from 'zod';

/**
 * zod speaks Spanish in this process: a message the shop did not write for a field (the body of
 * a request that is not an object, a list where a text goes) reaches the user as
 * 'Entrada inválida: se esperaba objeto, recibido arreglo', never in English. Loaded once, by
 * the server and the CLI alike, before any schema parses anything.
 */
z.config(z.locales.es());
