import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { adjustmentSchema, stockNote, stockQuantity } from '@taller/domain';
import { useId } from 'react';
import { Form, NumberInput, TextInput } from 'react-admin';
import { useFormState } from 'react-hook-form';
import { validateWith } from '../forms';
import { adjustStock, receiveStock, sellInStore } from './api';
import { useProductTranslate } from './products.texts';
import type { Product } from './types';
import { useStockMovement } from './useStockMovement';

export type StockMovementKind = 'received' | 'sold' | 'adjusted';

const T = 'resources.products.stock';

/** A field checked by one of the domain's schemas, with its message. */
const checkedBy =
  (schema: { safeParse(value: unknown): { success: boolean; error?: { issues: { message: string }[] } } }) =>
  (value: unknown) => {
    const result = schema.safeParse(value);
    return result.success ? undefined : result.error?.issues[0]?.message;
  };
const checkQuantity = checkedBy(stockQuantity);
const checkNote = checkedBy(stockNote);
const validateAdjustment = validateWith(adjustmentSchema);

type Values = { quantity?: number; note?: string; delta?: number; reason?: string };

/** What each movement sends, and what its success says. */
const MOVES: Record<StockMovementKind, (product: Product, values: Values) => { move: () => Promise<Product>; message: string; args: Record<string, unknown> }> = {
  received: (product, { quantity = 0, note = '' }) => ({
    move: () => receiveStock(product.id, quantity, note.trim()),
    message: 'resources.products.notifications.received',
    args: { quantity },
  }),
  sold: (product, { quantity = 0 }) => ({
    move: () => sellInStore(product.id, quantity),
    message: 'resources.products.notifications.sold',
    args: { quantity },
  }),
  adjusted: (product, { delta = 0, reason = '' }) => ({
    move: () => adjustStock(product.id, delta, reason.trim()),
    message: 'resources.products.notifications.adjusted',
    args: { delta: delta > 0 ? `+${delta}` : String(delta) },
  }),
};

const SubmitButton = ({ label }: { label: string }) => {
  const { isSubmitting } = useFormState();
  return (
    <Button type="submit" variant="contained" disabled={isSubmitting}>
      {label}
    </Button>
  );
};

/**
 * 'Entrada de mercancía' (units and a note), 'Vendido en tienda' (units) or 'Ajustar existencias'
 * (units added or taken away, and why): a small form checked with the domain's rules, sent as its
 * movement. It closes once the server has recorded it; a refusal keeps it open with the server's
 * reason (as a notification, or beside the field it concerns).
 */
export const StockMovementDialog = ({ kind, product, onClose }: { kind: StockMovementKind; product: Product; onClose: () => void }) => {
  const translate = useProductTranslate();
  const run = useStockMovement();
  const titleId = useId();
  const formId = useId();

  const submit = async (values: Values) => {
    const { move, message, args } = MOVES[kind](product, values);
    const outcome = await run(move, { message, args });
    if ('errors' in outcome) return outcome.errors;
    if ('product' in outcome) onClose();
    return undefined;
  };

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <DialogTitle id={titleId}>{translate(`${T}.${kind}.title`)}</DialogTitle>
      <Form
        id={formId}
        onSubmit={submit as (values: Record<string, unknown>) => Promise<Record<string, string> | undefined>}
        validate={kind === 'adjusted' ? validateAdjustment : undefined}
        defaultValues={kind === 'adjusted' ? { delta: null, reason: '' } : { quantity: 1, note: '' }}
        noValidate
      >
        <DialogContent sx={{ pt: 0 }}>
          <DialogContentText sx={{ mb: 1 }}>
            {translate(`${T}.${kind}.intro`, {
              name: product.name,
              onHand: product.onHand,
              available: product.available,
              held: product.held,
            })}
          </DialogContentText>
          {kind === 'adjusted' ? (
            <>
              <NumberInput source="delta" label={translate(`${T}.fields.delta`)} helperText={translate(`${T}.adjusted.delta_help`)} step={1} isRequired autoFocus />
              <TextInput source="reason" label={translate(`${T}.fields.reason`)} helperText={translate(`${T}.adjusted.reason_help`)} isRequired />
            </>
          ) : (
            <>
              <NumberInput source="quantity" label={translate(`${T}.fields.quantity`)} step={1} min={1} validate={checkQuantity} isRequired autoFocus />
              {kind === 'received' && (
                <TextInput source="note" label={translate(`${T}.fields.note`)} helperText={translate(`${T}.received.note_help`)} validate={checkNote} />
              )}
            </>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
          <SubmitButton label={translate(`${T}.${kind}.confirm`)} />
        </DialogActions>
      </Form>
    </Dialog>
  );
};
