import { HttpError, useNotify, useRefresh } from 'react-admin';
import { serverMessage } from '../providers/errors';
import { useProductTranslate } from './products.texts';
import type { Product } from './types';

/** Field errors of a 400, for the dialog's form to show beside its inputs. */
const fieldErrorsOf = (error: unknown): Record<string, string> | null => {
  if (!(error instanceof HttpError) || error.status !== 400) return null;
  const errors = (error.body as { errors?: Record<string, unknown> } | undefined)?.errors;
  if (!errors) return null;
  const { root: _root, ...fields } = errors;
  return Object.keys(fields).length > 0 ? (fields as Record<string, string>) : null;
};

/**
 * Runs one stock movement and says how it went: the new free units from the server's answer, or
 * the server's refusal word for word ('Solo quedan 3 unidades disponibles'). The screen reloads
 * the product either way, so what it shows is what the server holds, never a guess.
 * Answers the field errors of a refused form (for react-admin's `Form`), else nothing.
 */
export function useStockMovement() {
  const notify = useNotify();
  const refresh = useRefresh();
  const translate = useProductTranslate();
  return async (
    move: () => Promise<Product>,
    done: { message: string; args?: Record<string, unknown> },
  ): Promise<{ product: Product } | { errors: Record<string, string> } | { refused: string }> => {
    try {
      const product = await move();
      notify(translate(done.message, { ...done.args, name: product.name, available: product.available }), { type: 'success' });
      return { product };
    } catch (error) {
      const errors = fieldErrorsOf(error);
      if (errors) return { errors };
      const refused = serverMessage(error) ?? translate('resources.products.notifications.movement_failed');
      notify(refused, { type: 'error' });
      return { refused };
    } finally {
      refresh();
    }
  };
}
