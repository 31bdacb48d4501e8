import { revisionEditSchema } from '@taller/domain';
import { PasswordInput, SelectInput, useRecordContext } from 'react-admin';
import { withNewUnlockCode } from '../forms';
import { EditToolbar, ShopEdit } from '../layout/ShopEdit';
import { editableStatusChoices, statusChoices } from './choices';
import { RevisionDeleteButton } from './RevisionDeleteButton';
import { RevisionInputs } from './RevisionInputs';
import type { Revision } from './types';

/** Archiving has its own buttons: an archived revision's status is shown but not editable here. */
const StatusInput = () => {
  const revision = useRecordContext<Revision>();
  const archived = revision?.status === 'archived';
  return archived ? (
    <SelectInput source="status" choices={statusChoices} disabled helperText="resources.revisions.edit.archived_status" />
  ) : (
    <SelectInput source="status" choices={editableStatusChoices} isRequired />
  );
};

/** The revision editor: saved, it says 'Revisión actualizada correctamente' (in green). */
export const RevisionEdit = () => (
  <ShopEdit<Revision>
    schema={revisionEditSchema}
    toolbar={<EditToolbar deleteButton={<RevisionDeleteButton />} />}
    transform={withNewUnlockCode}
    savedType="success"
  >
    <RevisionInputs schema={revisionEditSchema} />
    <StatusInput />
    <PasswordInput source="newUnlockCode" autoComplete="new-password" helperText="resources.revisions.unlock.new_hint" />
  </ShopEdit>
);
