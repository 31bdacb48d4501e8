import ArchiveIcon from '@mui/icons-material/Archive';
import BuildIcon from '@mui/icons-material/Build';
import UnarchiveIcon from '@mui/icons-material/Unarchive';
import { useState } from 'react';
import {
  Button,
  Confirm,
  Link,
  useCreatePath,
  useNavigate,
  useNotify,
  useRecordContext,
  useRefresh,
  useTranslate,
} from 'react-admin';
import { AlbaranButton } from '../albaran/AlbaranButton';
import { DetailActionBar } from '../layout/RecordActions';
import { serverMessage } from '../providers/errors';
import { archiveRevision, convertRevision, unarchiveRevision } from './api';
import { RevisionDeleteButton } from './RevisionDeleteButton';
import type { Revision } from './types';

type Busy = 'archive' | 'unarchive' | 'convert' | null;

const isValidId = (id: unknown) => Number.isSafeInteger(Number(id)) && Number(id) > 0;

/**
 * The detail's action bar (spec §2, revision detail): edit, archive (unless archived),
 * unarchive (only when archived), convert to repair (or open the repair it became), the
 * albarán, delete. Each domain action is its own call; the screen then reloads the revision.
 */
export const RevisionActions = () => {
  const revision = useRecordContext<Revision>();
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const navigate = useNavigate();
  const createPath = useCreatePath();
  const [busy, setBusy] = useState<Busy>(null);
  const [confirmConvert, setConfirmConvert] = useState(false);
  if (!revision) return null;

  const archived = revision.status === 'archived';
  const repairPath = (id: number) => createPath({ resource: 'repairs', id, type: 'show' });

  const run = async (action: 'archive' | 'unarchive') => {
    if (!isValidId(revision.id)) {
      notify('resources.revisions.notifications.invalid_id', { type: 'error' });
      return;
    }
    setBusy(action);
    try {
      await (action === 'archive' ? archiveRevision(revision.id) : unarchiveRevision(revision.id));
      notify(`resources.revisions.notifications.${action === 'archive' ? 'archived' : 'unarchived'}`, {
        type: 'success',
      });
      refresh();
    } catch (error) {
      notify(serverMessage(error) ?? `resources.revisions.notifications.${action}_failed`, { type: 'error' });
    } finally {
      setBusy(null);
    }
  };

  const convert = async () => {
    setConfirmConvert(false);
    if (!isValidId(revision.id) || !isValidId(revision.clientId)) {
      notify('resources.revisions.notifications.convert_invalid', { type: 'error' });
      return;
    }
    setBusy('convert');
    try {
      const { repairId } = await convertRevision(revision.id);
      notify('resources.revisions.notifications.converted', { type: 'success', messageArgs: { id: repairId } });
      navigate(repairPath(repairId));
    } catch (error) {
      notify(serverMessage(error) ?? 'resources.revisions.notifications.convert_failed', { type: 'error' });
      setBusy(null);
    }
  };

  return (
    <DetailActionBar label="resources.revisions.actions.toolbar">
      {archived ? (
        <Button
          label="resources.revisions.actions.unarchive"
          variant="outlined"
          onClick={() => run('unarchive')}
          disabled={busy !== null}
        >
          <UnarchiveIcon />
        </Button>
      ) : (
        <Button
          label="resources.revisions.actions.archive"
          variant="outlined"
          onClick={() => run('archive')}
          disabled={busy !== null}
        >
          <ArchiveIcon />
        </Button>
      )}
      {revision.convertedToRepairId != null ? (
        <Button
          component={Link}
          to={repairPath(revision.convertedToRepairId)}
          label={translate('resources.revisions.actions.open_repair', { id: revision.convertedToRepairId })}
          variant="outlined"
        >
          <BuildIcon />
        </Button>
      ) : (
        <Button
          label="resources.revisions.actions.convert"
          variant="contained"
          onClick={() => setConfirmConvert(true)}
          disabled={busy !== null}
        >
          <BuildIcon />
        </Button>
      )}
      <AlbaranButton type="revision" variant="outlined" />
      <RevisionDeleteButton />
      <Confirm
        isOpen={confirmConvert}
        loading={busy === 'convert'}
        title="resources.revisions.message.convert_title"
        content="resources.revisions.message.convert_content"
        titleTranslateOptions={{ id: revision.id }}
        onConfirm={convert}
        onClose={() => setConfirmConvert(false)}
      />
    </DetailActionBar>
  );
};
