import TextField from '@mui/material/TextField';
import { newOrderSchema, newRepairSchema, newRevisionSchema } from '@taller/domain';
import { useEffect, useRef } from 'react';
import { DateInput, PasswordInput, useTranslate } from 'react-admin';
import { useFormContext } from 'react-hook-form';
import { isRequiredBy } from '../forms';
import { LiveOrderTotal, OrderLineInputs, OrderPaymentInputs } from '../orders/OrderInputs';
import { InternalNotesInput, RepairPaymentInputs, RepairTextInputs } from '../repairs/RepairInputs';
import { RevisionInputs } from '../revisions/RevisionInputs';
import type { ClientChoice } from './api';
import type { WorkKind } from './workKinds';

/**
 * The contact number starts as the client's phone; one typed by hand is never overwritten,
 * and one filled in for a client follows when another client is chosen.
 */
const ContactNumberFromClient = ({ phone }: { phone: string | undefined }) => {
  const { getValues, setValue, formState } = useFormContext();
  const filledIn = useRef<string | undefined>(undefined);
  // Only when the client changes: a number emptied by hand stays empty.
  useEffect(() => {
    const current = String(getValues('contactNumber') ?? '').trim();
    if (current !== '' && current !== filledIn.current) return;
    const next = phone ?? '';
    if (next === current) return;
    setValue('contactNumber', next, { shouldDirty: true, shouldValidate: formState.isSubmitted });
    filledIn.current = next || undefined;
  }, [phone]);
  return null;
};

/** The client's phone, read-only: the order takes it from the client (spec §3). */
const ClientPhone = ({ client }: { client: ClientChoice | null }) => {
  const translate = useTranslate();
  return (
    <TextField
      label={translate('resources.orders.fields.phone')}
      value={client?.phone ?? ''}
      slotProps={{ input: { readOnly: true }, inputLabel: { shrink: true } }}
      fullWidth
    />
  );
};

const RepairFields = ({ client }: { client: ClientChoice | null }) => (
  <>
    <ContactNumberFromClient phone={client?.phone} />
    <RepairTextInputs schema={newRepairSchema} />
    <RepairPaymentInputs />
    <PasswordInput source="unlockCode" autoComplete="off" />
    <InternalNotesInput />
    <DateInput source="entryDate" isRequired={isRequiredBy(newRepairSchema, 'entryDate')} />
  </>
);

const RevisionFields = ({ client }: { client: ClientChoice | null }) => (
  <>
    <ContactNumberFromClient phone={client?.phone} />
    <RevisionInputs schema={newRevisionSchema} />
    <PasswordInput source="unlockCode" autoComplete="off" />
  </>
);

const OrderFields = ({ client }: { client: ClientChoice | null }) => (
  <>
    <ClientPhone client={client} />
    <OrderLineInputs schema={newOrderSchema} />
    <LiveOrderTotal />
    <OrderPaymentInputs />
    <DateInput source="date" isRequired />
    <DateInput source="deliveryDate" />
  </>
);

/** Each tab's own inputs, reused from the resource's create form (same labels, same rules). */
export const workFields: Record<WorkKind, (props: { client: ClientChoice | null }) => React.JSX.Element> = {
  pedido: OrderFields,
  reparacion: RepairFields,
  revision: RevisionFields,
};
