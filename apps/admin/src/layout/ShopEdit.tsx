import CancelIcon from '@mui/icons-material/Cancel';
import { useMemo, type ReactElement, type ReactNode } from 'react';
import {
  Button,
  Edit,
  HttpError,
  ListButton,
  SaveButton,
  ShowButton,
  SimpleForm,
  Toolbar,
  TopToolbar,
  useNotify,
  useRecordContext,
  useRedirect,
  useResourceContext,
  type EditProps,
  type RaRecord,
} from 'react-admin';
import { useFormContext } from 'react-hook-form';
import { validateWith, type FormSchema } from '../forms';
import { hasFieldErrors, serverMessage } from '../providers/errors';

const EditActions = () => (
  <TopToolbar>
    <ListButton />
    <ShowButton />
  </TopToolbar>
);

/** Cancel restores what the record holds and goes back to its detail (spec §2: "cancel restores a copy of the original"). */
export const RestoreAndLeaveButton = () => {
  const record = useRecordContext();
  const resource = useResourceContext();
  const { reset } = useFormContext();
  const redirect = useRedirect();
  return (
    <Button
      label="ra.action.cancel"
      onClick={() => {
        reset();
        if (record) redirect('show', resource, record.id);
      }}
    >
      <CancelIcon />
    </Button>
  );
};

/** Save, cancel (restore and leave), and the record's delete button apart at the far end. */
export const EditToolbar = ({ deleteButton }: { deleteButton: ReactElement }) => (
  <Toolbar sx={{ gap: 1, flexWrap: 'wrap' }}>
    <SaveButton />
    <RestoreAndLeaveButton />
    <span style={{ flex: 1 }} />
    {deleteButton}
  </Toolbar>
);

export interface ShopEditProps<RecordType extends RaRecord> {
  /** The domain's schema of the edit: the form checks the server's own rules, with its messages. */
  schema: FormSchema;
  /** The form's buttons: `<EditToolbar>` or the screen's own. */
  toolbar: ReactElement;
  /** What is PUT, from the form. */
  transform?: EditProps<RecordType>['transform'];
  /** The colour of the resource's `notifications.updated`: react-admin's `info` unless the screen says otherwise. */
  savedType?: 'info' | 'success';
  /** What a refused save says when the server gives no reason (`%{status}` available); the resource's `notifications.save_failed` by default. */
  saveFailed?: string;
  children: ReactNode;
}

/**
 * The common frame of the edit screens. The form holds the whole record, `version` included:
 * a save based on a stale screen gets a 409 whose Spanish message is shown while the form keeps
 * what was typed (pessimistic mode: nothing is redirected or reset). The domain's rules are
 * checked before anything is sent, with the spec's messages; field errors from the server show
 * beside their fields. A save says so and opens the detail.
 */
export const ShopEdit = <RecordType extends RaRecord>({
  schema,
  toolbar,
  transform,
  savedType = 'info',
  saveFailed,
  children,
}: ShopEditProps<RecordType>) => {
  const resource = useResourceContext();
  const notify = useNotify();
  const redirect = useRedirect();
  const validate = useMemo(() => validateWith(schema), [schema]);
  return (
    <Edit<RecordType>
      mutationMode="pessimistic"
      actions={<EditActions />}
      transform={transform}
      mutationOptions={{
        onSuccess: (record) => {
          notify(`resources.${resource}.notifications.updated`, { type: savedType });
          redirect('show', resource, record.id);
        },
        onError: (error) => {
          // Shown beside their fields already, with the form's general message.
          if (hasFieldErrors(error)) return;
          const status = error instanceof HttpError ? error.status : 0;
          notify(serverMessage(error) ?? saveFailed ?? `resources.${resource}.notifications.save_failed`, {
            type: 'error',
            messageArgs: { status },
          });
        },
      }}
    >
      {/* noValidate: the spec's Spanish messages, not the browser's own (min, step, dates). */}
      <SimpleForm validate={validate} toolbar={toolbar} warnWhenUnsavedChanges noValidate sx={{ maxWidth: 720 }}>
        {children}
      </SimpleForm>
    </Edit>
  );
};
