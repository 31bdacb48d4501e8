import type { Identifier } from 'react-admin';
import { httpClient } from '../providers/httpClient';
import type { ImportResult, Product } from './types';

const productUrl = (id: Identifier) => `/api/products/${encodeURIComponent(String(id))}`;

async function moveStock(id: Identifier, movement: 'received' | 'sold' | 'adjustments', body: object): Promise<Product> {
  const { json } = await httpClient(`${productUrl(id)}/stock/${movement}`, { method: 'POST', body: JSON.stringify(body) });
  return json as Product;
}

/**
 * The stock movements, each its own task endpoint answering the product with its new figures.
 * A refusal (more units than are free, an adjustment below the reserved ones) is a 409 whose
 * Spanish message the screen shows as it is: nothing is shown as done before the server says so.
 */
export const receiveStock = (id: Identifier, quantity: number, note: string) => moveStock(id, 'received', { quantity, note });
export const sellInStore = (id: Identifier, quantity: number) => moveStock(id, 'sold', { quantity });
export const adjustStock = (id: Identifier, delta: number, reason: string) => moveStock(id, 'adjustments', { delta, reason });

/**
 * `POST /api/products/import` (the Administrador's): the whole CSV file as text. Either every
 * line is taken (the counts), or none is (400 with the lines refused and why).
 */
export async function importCatalogue(csv: string): Promise<ImportResult> {
  const { json } = await httpClient('/api/products/import', { method: 'POST', body: JSON.stringify({ csv }) });
  return json as ImportResult;
}
