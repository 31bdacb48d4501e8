import CloseIcon from '@mui/icons-material/Close';
import EditIcon from '@mui/icons-material/Edit';
import SaveIcon from '@mui/icons-material/Save';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import { clientEmail, clientPhone } from '@taller/domain';
import { useEffect, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { HttpError, Link, useCreatePath, useNotify, useTranslate, useUpdate } from 'react-admin';
import { serverMessage } from '../providers/errors';
import type { Client } from '../providers/types';
import type { ClientDetail, ContactField } from './types';
import '../i18n/details.es';

/** The spec's rules for each field (§5), the very schemas the server checks with. */
const RULES = { email: clientEmail, phone: clientPhone } as const;

const T = 'clientDetail.edit';

/** The first rule the value breaks, in the spec's words; `null` when it is fine. */
export function contactError(field: ContactField, value: string): string | null {
  const result = RULES[field].safeParse(value);
  return result.success ? null : (result.error.issues[0]?.message ?? null);
}

/** Why a save failed: the spec's text for the field, then the server's reason. */
interface SaveFailure {
  reason: string;
  /** The client who already has this e-mail or phone (409 with `existing`). */
  existing?: Pick<Client, 'id' | 'fullName'>;
}

function saveFailure(error: unknown): SaveFailure {
  const reason = serverMessage(error) ?? '';
  const existing = error instanceof HttpError ? (error.body as { existing?: Client } | undefined)?.existing : undefined;
  return existing ? { reason, existing } : { reason };
}

/**
 * The client's e-mail or phone, edited in place (spec §2: "inline editing of email and phone
 * only, one field at a time"). Only that field is sent, with the version shown; the save button
 * is disabled while the value breaks a rule, is unchanged, or is being saved. Enter saves and
 * Escape cancels; a failure stays beside the field, naming the client who already has the
 * value when it is a duplicate.
 */
export const ContactInlineEdit = ({
  client,
  field,
  editing,
  locked,
  onEdit,
  onDone,
}: {
  client: ClientDetail;
  field: ContactField;
  /** This field is open for editing. */
  editing: boolean;
  /** The other field is open: one at a time. */
  locked: boolean;
  onEdit: () => void;
  onDone: () => void;
}) => {
  const translate = useTranslate();
  const notify = useNotify();
  const createPath = useCreatePath();
  const [update, { isPending: saving }] = useUpdate<ClientDetail>();
  const original = client[field] ?? '';
  const [value, setValue] = useState(original);
  const [touched, setTouched] = useState(false);
  const [failure, setFailure] = useState<SaveFailure | null>(null);
  const editButton = useRef<HTMLButtonElement>(null);
  const wasEditing = useRef(editing);

  // Closing (saved or given up) gives the focus back to the field's edit button.
  useEffect(() => {
    if (wasEditing.current && !editing) editButton.current?.focus();
    wasEditing.current = editing;
  }, [editing]);

  /** Each opening starts from what the client holds now. */
  const startEditing = () => {
    setValue(original);
    setTouched(false);
    setFailure(null);
    onEdit();
  };

  const label = translate(`clientDetail.fields.${field}`);
  const error = contactError(field, value);
  const unchanged = value.trim() === original.trim();

  const save = (event?: FormEvent) => {
    event?.preventDefault();
    setTouched(true);
    if (error || unchanged || saving) return;
    setFailure(null);
    update(
      'clients',
      { id: client.id, data: { [field]: value.trim(), version: client.version }, previousData: client },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          notify(`${T}.${field}_updated`, { type: 'success' });
          onDone();
        },
        onError: (saveError) => setFailure(saveFailure(saveError)),
      },
    );
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onDone();
    }
  };

  if (!editing) {
    return (
      <Stack component="span" direction="row" spacing={0.5} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <span data-testid={`client-${field}`}>
          {original ? (
            <a href={field === 'email' ? `mailto:${original}` : `tel:${original.replace(/[^\d+]/g, '')}`}>{original}</a>
          ) : (
            translate(`${T}.none_${field}`)
          )}
        </span>
        <Tooltip title={translate(`${T}.edit_${field}`)}>
          <span>
            <IconButton
              ref={editButton}
              size="small"
              aria-label={translate(`${T}.edit_${field}`)}
              onClick={startEditing}
              disabled={locked}
            >
              <EditIcon fontSize="small" />
            </IconButton>
          </span>
        </Tooltip>
      </Stack>
    );
  }

  const failureText =
    failure &&
    translate(`${T}.failed_with`, {
      failure: translate(`${T}.${field}_failed`),
      reason: failure.existing
        ? translate(`${T}.duplicate`, { reason: failure.reason, name: failure.existing.fullName })
        : failure.reason,
    });

  return (
    <Stack component="form" noValidate onSubmit={save} onKeyDown={onKeyDown} spacing={1} sx={{ maxWidth: 460, py: 0.5 }}>
      <TextField
        label={label}
        type={field === 'email' ? 'email' : 'tel'}
        autoComplete="off"
        size="small"
        value={value}
        autoFocus
        onChange={(event) => {
          setValue(event.target.value);
          setTouched(true);
          setFailure(null);
        }}
        onBlur={() => setTouched(true)}
        error={touched && error !== null}
        helperText={touched && error ? error : translate(`${T}.hint`)}
        required
        fullWidth
      />
      <Stack direction="row" spacing={1} sx={{ '& .MuiButton-root': { whiteSpace: 'nowrap' } }}>
        <Button
          type="submit"
          variant="contained"
          size="small"
          startIcon={<SaveIcon />}
          disabled={error !== null || unchanged || saving}
        >
          {translate(saving ? `${T}.saving` : `${T}.save`)}
        </Button>
        <Button size="small" startIcon={<CloseIcon />} onClick={onDone} disabled={saving}>
          {translate(`${T}.cancel`)}
        </Button>
      </Stack>
      {failureText && (
        <Alert severity="error">
          {failureText}
          {failure?.existing && (
            <>
              {' · '}
              <Link to={createPath({ resource: 'clients', id: failure.existing.id, type: 'show' })}>
                {translate(`${T}.open_existing`, { name: failure.existing.fullName })}
              </Link>
            </>
          )}
        </Alert>
      )}
    </Stack>
  );
};
