import CancelIcon from '@mui/icons-material/Cancel';
import { repairEditSchema } from '@taller/domain';
import {
  Button,
  DateInput,
  DeleteButton,
  Edit,
  HttpError,
  ListButton,
  PasswordInput,
  SaveButton,
  SelectInput,
  ShowButton,
  SimpleForm,
  Toolbar,
  TopToolbar,
  useNotify,
  useRecordContext,
  useRedirect,
} from 'react-admin';
import { useFormContext } from 'react-hook-form';
import { validateWith } from '../forms';
import { hasFieldErrors, serverMessage } from '../providers/errors';
import { statusChoices } from './choices';
import { InternalNotesInput, RepairPaymentInputs, RepairTextInputs } from './RepairInputs';
import type { RepairDetail } from './types';

const validateRepairEdit = validateWith(repairEditSchema);

const RepairEditActions = () => (
  <TopToolbar>
    <ListButton />
    <ShowButton />
  </TopToolbar>
);

/** Cancel restores what the repair holds and goes back to its detail (spec §2: "cancel restores a copy of the original"). */
const CancelButton = () => {
  const repair = useRecordContext<RepairDetail>();
  const { reset } = useFormContext();
  const redirect = useRedirect();
  return (
    <Button
      label="repairDetail.actions.cancel"
      onClick={() => {
        reset();
        if (repair) redirect('show', 'repairs', repair.id);
      }}
    >
      <CancelIcon />
    </Button>
  );
};

const RepairEditToolbar = () => (
  <Toolbar sx={{ gap: 1, flexWrap: 'wrap' }}>
    <SaveButton />
    <CancelButton />
    <span style={{ flex: 1 }} />
    <DeleteButton mutationMode="pessimistic" />
  </Toolbar>
);

/** A collected repair's code is gone for good: a new one is offered only before the handover. */
const NewUnlockCodeInput = () => {
  const repair = useRecordContext<RepairDetail>();
  if (repair?.collectedAt) return null;
  return (
    <PasswordInput
      source="newUnlockCode"
      label="repairDetail.fields.newUnlockCode"
      autoComplete="new-password"
      helperText="unlockCode.new_hint"
    />
  );
};

/**
 * What is PUT: the form with the `version` it was loaded at. The unlock code goes only when a
 * new one was typed (its absence keeps the one kept); the images and the service terms are
 * the server's, not the form's.
 */
const toPut = ({
  newUnlockCode,
  images: _images,
  unlockCode: _mask,
  storage: _storage,
  ...form
}: RepairDetail & { newUnlockCode?: string }) => (newUnlockCode ? { ...form, unlockCode: newUnlockCode } : form);

/**
 * The repair editor. The form holds the whole record, `version` included: a save based on a
 * stale screen gets a 409 whose Spanish message is shown while the form keeps what was typed
 * (pessimistic mode: nothing is redirected or reset). The spec's rules are checked before
 * anything is sent, with its messages; cancel restores the repair and leaves.
 */
export const RepairEdit = () => {
  const notify = useNotify();
  return (
    <Edit<RepairDetail>
      mutationMode="pessimistic"
      redirect="show"
      actions={<RepairEditActions />}
      transform={toPut}
      mutationOptions={{
        onError: (error) => {
          // Field errors from the server show beside their fields (and the form's general message).
          if (hasFieldErrors(error)) return;
          const status = error instanceof HttpError ? error.status : 0;
          notify(serverMessage(error) ?? 'repairDetail.notifications.save_failed', {
            type: 'error',
            messageArgs: { status },
          });
        },
      }}
    >
      {/* noValidate: the spec's Spanish messages, not the browser's own (price min 0). */}
      <SimpleForm
        validate={validateRepairEdit}
        toolbar={<RepairEditToolbar />}
        warnWhenUnsavedChanges
        noValidate
        sx={{ maxWidth: 720 }}
      >
        <RepairTextInputs schema={repairEditSchema} />
        <DateInput source="estimatedCompletion" />
        <RepairPaymentInputs />
        <InternalNotesInput />
        <SelectInput source="status" choices={statusChoices} isRequired />
        <NewUnlockCodeInput />
      </SimpleForm>
    </Edit>
  );
};
