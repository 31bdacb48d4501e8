import { madridDay, newRepairSchema } from '@taller/domain';
import { Create, DateInput, SimpleForm } from 'react-admin';
import { isRequiredBy, validateWith } from '../forms';
import { ListButtonBar } from '../layout/RecordActions';
import { ClientAutocomplete } from './ClientAutocomplete';
import { InternalNotesInput, RepairPaymentInputs, RepairTextInputs } from './RepairInputs';

const validateNewRepair = validateWith(newRepairSchema);

/** The creation defaults of the spec: cash, not paid, entered today (in Madrid). */
const newRepairDefaults = () => ({
  paymentMethod: 'cash',
  isPaid: false,
  priceCents: null,
  model: '',
  contactNumber: '',
  motive: '',
  internalNotes: '',
  entryDate: madridDay(new Date()),
});

/** Registers a repair, then shows it ('Reparación registrada exitosamente'). */
export const RepairCreate = () => (
  <Create redirect="show" actions={<ListButtonBar />}>
    <SimpleForm validate={validateNewRepair} defaultValues={newRepairDefaults} sx={{ maxWidth: 720 }}>
      <ClientAutocomplete isRequired={isRequiredBy(newRepairSchema, 'clientId')} />
      <RepairTextInputs schema={newRepairSchema} />
      <RepairPaymentInputs />
      <InternalNotesInput />
      <DateInput source="entryDate" isRequired={isRequiredBy(newRepairSchema, 'entryDate')} />
    </SimpleForm>
  </Create>
);
