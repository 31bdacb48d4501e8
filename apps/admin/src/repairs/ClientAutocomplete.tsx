import { useState } from 'react';
import { AutocompleteInput, ReferenceInput, type Identifier, type RaRecord } from 'react-admin';
import { useFormContext } from 'react-hook-form';
import type { Client } from '../providers/types';

/** The spec's client search starts after 2 typed characters (back-office.md §9). */
export const CLIENT_SEARCH_MIN_CHARS = 2;

const hasEnoughText = (text: string | undefined) => (text ?? '').trim().length >= CLIENT_SEARCH_MIN_CHARS;

const clientLabel = (client: Client) =>
  [client.fullName || `${client.name} ${client.lastName}`.trim(), client.phone].filter(Boolean).join(' · ');

/**
 * Chooses the repair's client by searching `GET /api/clients?filter={"q":"…"}` once at least
 * two characters are typed. Choosing a client fills in the contact number with the client's
 * phone when none was typed yet.
 */
export const ClientAutocomplete = ({ isRequired }: { isRequired?: boolean }) => {
  const { getValues, setValue } = useFormContext();
  const [typed, setTyped] = useState('');

  const fillContactNumber = (_id: Identifier, choice: Client | RaRecord | '') => {
    const phone = choice ? (choice as Client).phone : undefined;
    if (phone && !String(getValues('contactNumber') ?? '').trim()) {
      setValue('contactNumber', phone, { shouldDirty: true, shouldValidate: false });
    }
  };

  return (
    <ReferenceInput
      source="clientId"
      reference="clients"
      sort={{ field: 'name', order: 'ASC' }}
      perPage={10}
      enableGetChoices={({ q }: { q?: string }) => hasEnoughText(q)}
    >
      <AutocompleteInput
        label="resources.repairs.fields.clientId"
        optionText={clientLabel}
        filterToQuery={(q: string) => ({ q: q.trim() })}
        onInputChange={(_event, text) => setTyped(text)}
        noOptionsText={
          hasEnoughText(typed) ? 'resources.repairs.client.no_match' : 'resources.repairs.client.search_hint'
        }
        helperText="resources.repairs.client.search_hint"
        onChange={fillContactNumber}
        isRequired={isRequired}
      />
    </ReferenceInput>
  );
};
