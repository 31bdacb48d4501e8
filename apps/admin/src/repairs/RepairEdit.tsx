import { repairEditSchema } from '@taller/domain';
import {
  DeleteButton,
  Edit,
  ListButton,
  SaveButton,
  SelectInput,
  ShowButton,
  SimpleForm,
  Toolbar,
  TopToolbar,
} from 'react-admin';
import { validateWith } from '../forms';
import type { Repair } from '../providers/types';
import { statusChoices } from './choices';
import { InternalNotesInput, RepairPaymentInputs, RepairTextInputs } from './RepairInputs';

const validateRepairEdit = validateWith(repairEditSchema);

const RepairEditActions = () => (
  <TopToolbar>
    <ListButton />
    <ShowButton />
  </TopToolbar>
);

const RepairEditToolbar = () => (
  <Toolbar sx={{ justifyContent: 'space-between' }}>
    <SaveButton />
    <DeleteButton mutationMode="pessimistic" />
  </Toolbar>
);

/**
 * The repair editor. The form holds the whole record, `version` included, and react-admin
 * PUTs it whole: a save based on a stale screen gets a 409 whose Spanish message is shown
 * while the form keeps what was typed (pessimistic mode: nothing is redirected or reset).
 */
export const RepairEdit = () => (
  <Edit<Repair> mutationMode="pessimistic" redirect="show" actions={<RepairEditActions />}>
    <SimpleForm
      validate={validateRepairEdit}
      toolbar={<RepairEditToolbar />}
      warnWhenUnsavedChanges
      sx={{ maxWidth: 720 }}
    >
      <RepairTextInputs schema={repairEditSchema} />
      <RepairPaymentInputs />
      <InternalNotesInput />
      <SelectInput source="status" choices={statusChoices} isRequired />
    </SimpleForm>
  </Edit>
);
