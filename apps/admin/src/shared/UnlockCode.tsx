import VisibilityIcon from '@mui/icons-material/Visibility';
import VisibilityOffIcon from '@mui/icons-material/VisibilityOff';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useEffect, useState } from 'react';
import { HttpError, useNotify, useTranslate } from 'react-admin';
import { serverMessage } from '../providers/errors';
import { revealUnlockCode } from './api';
import type { UnlockCodeHolder, UnlockCodeOwner } from './types';
import '../i18n/details.es';

type Shown = { kind: 'mask' } | { kind: 'code'; code: string } | { kind: 'answer'; message: string };

/**
 * A device's unlock code (a repair's, a revision's), masked. Only an explicit click asks the
 * server for it (`GET /api/{repairs|revisions}/:id/unlock-code`, never cached); hiding forgets
 * it again. A record whose code may have been shredded (a collected repair) still offers the
 * reveal: the server's answer says what became of it.
 */
export const UnlockCode = ({
  owner,
  record,
  mayHaveBeenShredded = false,
}: {
  owner: UnlockCodeOwner;
  record: UnlockCodeHolder;
  mayHaveBeenShredded?: boolean;
}) => {
  const translate = useTranslate();
  const notify = useNotify();
  const [shown, setShown] = useState<Shown>({ kind: 'mask' });
  const [loading, setLoading] = useState(false);

  // Another version of the record may keep another code: show the mask again.
  useEffect(() => setShown({ kind: 'mask' }), [record.id, record.version]);

  if (!record.hasUnlockCode && !mayHaveBeenShredded) return <>{translate('unlockCode.none')}</>;

  const revealed = shown.kind === 'code';
  const toggle = async () => {
    if (revealed) {
      setShown({ kind: 'mask' });
      return;
    }
    setLoading(true);
    try {
      setShown({ kind: 'code', code: await revealUnlockCode(owner, record.id) });
    } catch (error) {
      const message = serverMessage(error);
      // 404 (no code) and 410 (shredded) are answers, not failures: they take the code's place.
      if (error instanceof HttpError && (error.status === 404 || error.status === 410) && message) {
        setShown({ kind: 'answer', message });
      } else {
        notify(message ?? 'unlockCode.failed', { type: 'error' });
      }
    } finally {
      setLoading(false);
    }
  };

  const text =
    shown.kind === 'code'
      ? shown.code
      : shown.kind === 'answer'
        ? shown.message
        : record.hasUnlockCode
          ? (record.unlockCode ?? '••••')
          : translate('unlockCode.after_collection');
  const masked = shown.kind === 'mask' && record.hasUnlockCode;

  return (
    <Stack component="span" direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
      <Box
        component="span"
        aria-live="polite"
        data-testid="unlock-code"
        sx={
          shown.kind === 'code' || masked
            ? { fontFamily: 'monospace', fontSize: '1rem', letterSpacing: revealed ? 1 : 2 }
            : { fontStyle: shown.kind === 'answer' ? 'normal' : 'italic' }
        }
      >
        {text}
      </Box>
      {shown.kind !== 'answer' && (
        <Button
          size="small"
          variant="text"
          onClick={toggle}
          disabled={loading}
          aria-pressed={revealed}
          aria-label={translate(revealed ? 'unlockCode.hide_label' : 'unlockCode.reveal_label')}
          startIcon={revealed ? <VisibilityOffIcon /> : <VisibilityIcon />}
        >
          {translate(revealed ? 'unlockCode.hide' : 'unlockCode.reveal')}
        </Button>
      )}
    </Stack>
  );
};
