import Alert from '@mui/material/Alert';
import { useMemo, useRef, useState } from 'react';
import {
  ResourceContextProvider,
  SaveButton,
  SimpleForm,
  Toolbar,
  useCreate,
  useTranslate,
  type RaRecord,
} from 'react-admin';
import { useFormState } from 'react-hook-form';
import { isRequiredBy, validateWith } from '../forms';
import type { ClientChoice } from './api';
import { ClientPicker } from './ClientPicker';
import { failureMessage, fieldErrorsOf } from './failure';
import { workFields } from './WorkFields';
import { workKinds, type WorkKind } from './workKinds';

/** A record just created, for the success notice. */
export interface CreatedWork {
  kind: WorkKind;
  record: RaRecord;
  message: string;
  /** Whom it was for, so the next job for the same customer is one click away. */
  client: ClientChoice | null;
}

/**
 * Saving an untouched form is allowed: it lists everything still missing, in the spec's words.
 * While a creation is on its way the button waits (no second record from a double press).
 */
const WorkToolbar = ({ kind }: { kind: WorkKind }) => {
  const { isSubmitting } = useFormState();
  return (
    <Toolbar>
      <SaveButton label={`new_work.submit.${kind}`} alwaysEnable={!isSubmitting} />
    </Toolbar>
  );
};

interface WorkFormProps {
  kind: WorkKind;
  client: ClientChoice | null;
  onClientChange: (client: ClientChoice | null) => void;
  onCreateClient: (typed: string) => void;
  /** Before the request leaves (the previous success notice no longer applies). */
  onSending: () => void;
  onCreated: (created: CreatedWork) => void;
  autoFocusClient: boolean;
}

/**
 * One tab's form: its client, its resource's inputs, the spec's rules before sending (the
 * server's own schema), then `POST /api/<resource>` through the data provider. Field errors
 * from the server go beside their fields; any other failure is said above the button.
 */
export const WorkForm = ({
  kind,
  client,
  onClientChange,
  onCreateClient,
  onSending,
  onCreated,
  autoFocusClient,
}: WorkFormProps) => {
  const translate = useTranslate();
  const [create] = useCreate();
  const [failure, setFailure] = useState<string | null>(null);
  const sending = useRef(false);
  const config = workKinds[kind];
  const validate = useMemo(() => validateWith(config.schema), [config.schema]);
  const Fields = workFields[kind];

  // A function, read once: the form starts with today's date and the page's client.
  const defaultValues = () => ({ ...config.defaults(), clientId: client?.id ?? null });

  const save = async (values: Record<string, unknown>) => {
    if (sending.current) return undefined;
    sending.current = true;
    setFailure(null);
    onSending();
    try {
      const record = await create(config.resource, { data: config.toPayload(values) }, { returnPromise: true });
      if (record?.id == null) {
        setFailure(translate('new_work.invalid_answer'));
        return undefined;
      }
      const message = config.created(record);
      onCreated({ kind, record, message: translate(message, { _: message }), client });
      return undefined;
    } catch (error) {
      const fields = fieldErrorsOf(error);
      if (fields) return fields; // react-admin puts them beside their fields
      setFailure(failureMessage(error, translate(config.failed, { _: config.failed })));
      return undefined;
    } finally {
      sending.current = false;
    }
  };

  return (
    <ResourceContextProvider value={config.resource}>
      <SimpleForm
        defaultValues={defaultValues}
        validate={validate}
        onSubmit={save}
        toolbar={<WorkToolbar kind={kind} />}
        noValidate
        sx={{ maxWidth: 720 }}
      >
        <ClientPicker
          client={client}
          onChange={onClientChange}
          onCreateClient={onCreateClient}
          autoFocus={autoFocusClient}
          isRequired={isRequiredBy(config.schema, 'clientId')}
        />
        <Fields client={client} />
        {failure && (
          <Alert severity="error" sx={{ width: '100%', mt: 1 }}>
            {failure}
          </Alert>
        )}
      </SimpleForm>
    </ResourceContextProvider>
  );
};
