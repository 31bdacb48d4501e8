import PersonAddAltIcon from '@mui/icons-material/PersonAddAlt';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { InputHelperText, useTranslate, type ValidationErrorMessage } from 'react-admin';
import { useController } from 'react-hook-form';
import { CLIENT_SEARCH_MIN_CHARS, clientFullName, searchClients, type ClientChoice } from './api';
import { useDebouncedValue } from './useDebouncedValue';

/** Long enough to let a word be typed, short enough to feel immediate. */
const SEARCH_PAUSE_MS = 250;

const clientLabel = (client: ClientChoice) => [clientFullName(client), client.phone].filter(Boolean).join(' · ');
const contactLine = (client: ClientChoice) => [client.phone, client.email].filter(Boolean).join(' · ');

interface ClientPickerProps {
  /** The page's client, shared by the three tabs; this form's `clientId` follows it. */
  client: ClientChoice | null;
  onChange: (client: ClientChoice | null) => void;
  /** Opens the quick client form, with what was typed in the search. */
  onCreateClient: (typed: string) => void;
  autoFocus?: boolean;
  isRequired?: boolean;
}

/**
 * The form's client: a combobox searching `GET /api/clients/search` once 2 characters are
 * typed (after a pause in the typing), each match with name, last name, phone and e-mail;
 * arrows and Enter choose. Beside it, the quick client for a customer the shop does not have.
 */
export const ClientPicker = ({ client, onChange, onCreateClient, autoFocus, isRequired }: ClientPickerProps) => {
  const translate = useTranslate();
  const { field, fieldState } = useController({ name: 'clientId' });
  const [typed, setTyped] = useState('');
  // What was last typed to search, kept for the quick client even once the box lets it go.
  const lastSearch = useRef('');

  const text = typed.trim();
  const showsChoice = client != null && typed === clientLabel(client);
  const searchText = showsChoice ? '' : text;
  const query = useDebouncedValue(searchText, SEARCH_PAUSE_MS);
  const searching = searchText.length >= CLIENT_SEARCH_MIN_CHARS;
  const { data: matches = [], isFetching, isError } = useQuery({
    queryKey: ['clients', 'search', query],
    queryFn: ({ signal }) => searchClients(query, signal),
    enabled: searching && query.length >= CLIENT_SEARCH_MIN_CHARS,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
    retry: false,
  });

  // The form's field follows the page's client (picked here, in another tab, or just created).
  const { value: clientId, onChange: setClientId } = field;
  useEffect(() => {
    const id = client?.id ?? null;
    if ((clientId ?? null) !== id) setClientId(id);
  }, [client?.id, clientId, setClientId]);

  const options = searching ? matches : client ? [client] : [];
  const waiting = searching && (query !== searchText || isFetching);
  const noOptionsText = !searching
    ? translate('new_work.client.too_short')
    : isError
      ? translate('new_work.client.search_failed')
      : translate('new_work.client.no_match');
  // The form's rules answer `{ message }`, the server a text: react-admin's helper reads both.
  const error = fieldState.error?.message as ValidationErrorMessage | undefined;
  const hint = client ? client.email || translate('new_work.client.no_email') : translate('new_work.client.hint');

  return (
    <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', flexWrap: 'wrap', width: '100%' }}>
      <Autocomplete<ClientChoice>
        value={client}
        onChange={(_event, choice) => {
          lastSearch.current = '';
          onChange(choice);
        }}
        inputValue={typed}
        onInputChange={(_event, value, reason) => {
          setTyped(value);
          if (reason === 'input') lastSearch.current = value.trim();
        }}
        options={options}
        filterOptions={(found) => found} // the server searched already
        getOptionLabel={clientLabel}
        isOptionEqualToValue={(option, value) => option.id === value.id}
        loading={waiting}
        loadingText={translate('new_work.client.searching')}
        noOptionsText={noOptionsText}
        autoHighlight
        openOnFocus={false}
        clearText={translate('ra.action.clear_input_value')}
        closeText={translate('ra.action.close')}
        openText={translate('ra.action.open')}
        sx={{ flex: '1 1 18rem', minWidth: 0 }}
        renderOption={({ key, ...optionProps }, option) => (
          <Box component="li" key={key} {...optionProps} sx={{ display: 'block !important' }}>
            <Typography variant="body2" component="span" sx={{ display: 'block', fontWeight: 600 }}>
              {clientFullName(option)}
            </Typography>
            <Typography variant="body2" component="span" color="text.secondary" sx={{ display: 'block' }}>
              {contactLine(option)}
            </Typography>
          </Box>
        )}
        renderInput={(params) => (
          <TextField
            {...params}
            label={translate('new_work.client.label')}
            required={isRequired}
            autoFocus={autoFocus}
            inputRef={field.ref}
            onBlur={field.onBlur}
            error={Boolean(error)}
            helperText={<InputHelperText error={error} helperText={hint} />}
            fullWidth
          />
        )}
      />
      <Button
        variant="outlined"
        startIcon={<PersonAddAltIcon />}
        onClick={() => onCreateClient(lastSearch.current)}
        // Level with the search box (the theme's inputs are dense, 48 px high).
        sx={{ mt: 1, minHeight: 48, flex: '0 0 auto' }}
      >
        {translate('new_work.quick_client.open')}
      </Button>
    </Box>
  );
};
