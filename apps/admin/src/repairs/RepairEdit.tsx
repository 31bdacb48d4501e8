import { repairEditSchema } from '@taller/domain';
import { DateInput, PasswordInput, SelectInput, useRecordContext } from 'react-admin';
import { withNewUnlockCode } from '../forms';
import { RecordDeleteButton } from '../layout/RecordActions';
import { EditToolbar, ShopEdit } from '../layout/ShopEdit';
import { editStatusChoices } from './choices';
import { InternalNotesInput, RepairPaymentInputs, RepairTextInputs } from './RepairInputs';
import type { RepairDetail } from './types';
import '../i18n/details.es';

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

/** What is PUT: the form with the `version` it was loaded at; the service terms are the server's. */
const toPut = ({ storage: _storage, ...repair }: RepairDetail & { newUnlockCode?: string }) => withNewUnlockCode(repair);

/** The repair editor ('Cambios guardados correctamente'; a refusal without reason: 'Error al guardar: <status>'). */
export const RepairEdit = () => (
  <ShopEdit<RepairDetail>
    schema={repairEditSchema}
    toolbar={<EditToolbar deleteButton={<RecordDeleteButton />} />}
    transform={toPut}
    saveFailed="repairDetail.notifications.save_failed"
  >
    <RepairTextInputs schema={repairEditSchema} />
    <DateInput source="estimatedCompletion" />
    <RepairPaymentInputs />
    <InternalNotesInput />
    <SelectInput source="status" choices={editStatusChoices} isRequired />
    <NewUnlockCodeInput />
  </ShopEdit>
);
