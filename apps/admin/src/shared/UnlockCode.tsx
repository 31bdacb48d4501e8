import VisibilityIcon from '@mui/icons-material/Visibility';
import VisibilityOffIcon from '@mui/icons-material/VisibilityOff';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useCallback, useEffect, useState } from 'react';
import { HttpError, useNotify, useTranslate } from 'react-admin';
import { serverMessage } from '../providers/errors';
import { revealUnlockCode } from './api';
import type { UnlockCodeHolder, UnlockCodeOwner } from './types';
import '../i18n/details.es';

/** What the server answered for one version of one record: the code, or what became of it. */
type Read = ({ kind: 'code'; code: string } | { kind: 'answer'; message: string }) & Pick<UnlockCodeHolder, 'id' | 'version'>;
/** What takes the code's place: the mask, or what was read. */
type Shown = { kind: 'mask' } | Read;
const MASK: Shown = { kind: 'mask' };

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
  const [shown, setShown] = useState<Shown>(MASK);
  const [loading, setLoading] = useState(false);

  /** What was read takes the code's place; a failure leaves the mask and says so. */
  const show = useCallback(
    (next: Read | Failure) => {
      if ('failure' in next) {
        setShown(MASK);
        notify(next.failure ?? 'unlockCode.failed', { type: 'error' });
      } else setShown(next);
    },
    [notify],
  );

  // Another record: the mask again. Another version of this one may keep another code, or none:
  // a revealed code is read again; an earlier answer (no code, shredded) gives way to the mask.
  useEffect(() => {
    if (shown.kind === 'mask' || (shown.id === record.id && shown.version === record.version)) return;
    if (shown.id !== record.id || shown.kind === 'answer') {
      setShown(MASK);
      return;
    }
    let current = true;
    void readCode(owner, { id: record.id, version: record.version }).then((next) => current && show(next));
    return () => {
      current = false;
    };
  }, [owner, record.id, record.version, shown, show]);

  if (!record.hasUnlockCode && !mayHaveBeenShredded) return <>{translate('unlockCode.none')}</>;

  const revealed = shown.kind === 'code';
  const toggle = async () => {
    if (revealed) {
      setShown(MASK);
      return;
    }
    setLoading(true);
    const next = await readCode(owner, record);
    setLoading(false);
    show(next);
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

type Failure = { failure: string | undefined };

/**
 * The code of one version of the record, as the server answers it. 404 (no code) and 410
 * (shredded) are answers, not failures: they take the code's place. A failure when the code was
 * read again for a new version masks it (the code shown may no longer be the record's).
 */
async function readCode(owner: UnlockCodeOwner, { id, version }: Pick<UnlockCodeHolder, 'id' | 'version'>): Promise<Read | Failure> {
  try {
    return { kind: 'code', code: await revealUnlockCode(owner, id), id, version };
  } catch (error) {
    const message = serverMessage(error);
    if (error instanceof HttpError && (error.status === 404 || error.status === 410) && message) return { kind: 'answer', message, id, version };
    return { failure: message };
  }
}
