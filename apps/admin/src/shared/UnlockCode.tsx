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

/** What takes the code's place: the mask, the code as read for one version, or the server's answer. */
type Shown = { kind: 'mask' } | { kind: 'code'; code: string; version: number } | { kind: 'answer'; message: string };

/**
 * A device's unlock code (a repair's, a revision's), masked. Only an explicit click asks the
 * server for it (`GET /api/{repairs|revisions}/:id/unlock-code`, never cached); hiding forgets
 * it again. A revealed code follows the record: when another version comes (an edit, a status,
 * the «recibido» notice added in the background), it is asked for again, so what is shown is the
 * current code or what became of it, neither a stale code nor a mask nobody asked for. A record
 * whose code may have been shredded (a collected repair) still offers the reveal: the server's
 * answer says what became of it.
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

  // Another record: the mask again.
  useEffect(() => setShown({ kind: 'mask' }), [record.id]);

  // Another version of the record may keep another code, or none: a revealed code is read again;
  // an earlier answer (no code, shredded) gives way to the mask.
  const revealedVersion = shown.kind === 'code' ? shown.version : undefined;
  useEffect(() => {
    if (revealedVersion === undefined) {
      setShown((now) => (now.kind === 'answer' ? { kind: 'mask' } : now));
      return;
    }
    if (revealedVersion === record.version) return;
    let current = true;
    void readCode(owner, record.id, record.version).then((next) => {
      if (!current) return;
      setShown(next);
      if ('failure' in next) notify(next.failure ?? 'unlockCode.failed', { type: 'error' });
    });
    return () => {
      current = false;
    };
  }, [notify, owner, record.id, record.version, revealedVersion]);

  if (!record.hasUnlockCode && !mayHaveBeenShredded) return <>{translate('unlockCode.none')}</>;

  const revealed = shown.kind === 'code';
  const toggle = async () => {
    if (revealed) {
      setShown({ kind: 'mask' });
      return;
    }
    setLoading(true);
    const next = await readCode(owner, record.id, record.version);
    setLoading(false);
    if ('failure' in next) notify(next.failure ?? 'unlockCode.failed', { type: 'error' });
    else setShown(next);
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

/**
 * The code of one version of the record, as the server answers it. 404 (no code) and 410
 * (shredded) are answers, not failures: they take the code's place. A failure when the code was
 * read again for a new version masks it (the code shown may no longer be the record's).
 */
async function readCode(
  owner: UnlockCodeOwner,
  id: UnlockCodeHolder['id'],
  version: number,
): Promise<Exclude<Shown, { kind: 'mask' }> | { kind: 'mask'; failure: string | undefined }> {
  try {
    return { kind: 'code', code: await revealUnlockCode(owner, id), version };
  } catch (error) {
    const message = serverMessage(error);
    if (error instanceof HttpError && (error.status === 404 || error.status === 410) && message) return { kind: 'answer', message };
    return { kind: 'mask', failure: message };
  }
}
