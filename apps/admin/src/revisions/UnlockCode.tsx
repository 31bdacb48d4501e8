import VisibilityIcon from '@mui/icons-material/Visibility';
import VisibilityOffIcon from '@mui/icons-material/VisibilityOff';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';
import { revealUnlockCode } from './api';
import { errorMessage, useNotify5s } from './notify';
import type { Revision } from './types';

/**
 * The device's unlock code, masked; the reveal button asks the server for it
 * (`GET /api/revisions/:id/unlock-code`, never cached) and hiding forgets it again.
 */
export const UnlockCode = ({ revision }: { revision: Revision }) => {
  const translate = useTranslate();
  const notify = useNotify5s();
  const [code, setCode] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);

  // Another version of the revision may keep another code: show the mask again.
  useEffect(() => setCode(null), [revision.id, revision.version]);

  if (!revision.hasUnlockCode) return <>{translate('resources.revisions.unlock.none')}</>;

  const shown = code !== null;
  const toggle = async () => {
    if (shown) {
      setCode(null);
      return;
    }
    setLoading(true);
    try {
      setCode(await revealUnlockCode(revision.id));
    } catch (error) {
      notify(errorMessage(error) ?? 'resources.revisions.notifications.unlock_code_failed', { type: 'error' });
    } finally {
      setLoading(false);
    }
  };

  return (
    <Stack component="span" direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      <Box
        component="span"
        aria-live="polite"
        data-testid="unlock-code"
        sx={{ fontFamily: 'monospace', fontSize: '1rem', letterSpacing: shown ? 1 : 2 }}
      >
        {shown ? code : (revision.unlockCode ?? '••••')}
      </Box>
      <Button
        size="small"
        variant="text"
        onClick={toggle}
        disabled={loading}
        aria-pressed={shown}
        aria-label={translate(shown ? 'resources.revisions.unlock.hide_label' : 'resources.revisions.unlock.reveal_label')}
        startIcon={shown ? <VisibilityOffIcon /> : <VisibilityIcon />}
      >
        {translate(shown ? 'resources.revisions.unlock.hide' : 'resources.revisions.unlock.reveal')}
      </Button>
    </Stack>
  );
};
