import DeleteIcon from '@mui/icons-material/Delete';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ButtonBase from '@mui/material/ButtonBase';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useId, useRef, useState, type ChangeEvent } from 'react';
import { Confirm, HttpError, useNotify, useRefresh, useTranslate, type Identifier } from 'react-admin';
import { deleteImage, uploadImage } from './api';
import { ImageViewer } from './ImageViewer';
import type { ImageOwner, RecordImage, UploadRefusal } from './types';
import '../i18n/details.es';

/** The spec's upload limits (back-office.md §5, §9): one JPEG, PNG, WEBP or GIF of at most 10 MB. */
export const MAX_UPLOAD_MB = 10;
const MAX_UPLOAD_BYTES = MAX_UPLOAD_MB * 1024 * 1024;
const ALLOWED_TYPES = ['image/jpeg', 'image/jpg', 'image/png', 'image/webp', 'image/gif'];
const ALLOWED_EXTENSIONS = /\.(jpe?g|png|webp|gif)$/i;

type Texts = { message: string; messageArgs?: Record<string, unknown> };
const T = 'recordImages';

/** The checks before sending: the server checks again, by content. */
export function checkImageFile(file: File): Texts | null {
  const typeAllowed = file.type ? ALLOWED_TYPES.includes(file.type.toLowerCase()) : ALLOWED_EXTENSIONS.test(file.name);
  if (!typeAllowed) return { message: `${T}.bad_type` };
  if (file.size > MAX_UPLOAD_BYTES) return { message: `${T}.too_large` };
  return null;
}

/** A refused upload's alert (spec §8): the code's text, the server's words for other refusals. */
export function uploadFailureText(error: unknown): Texts {
  if (!(error instanceof HttpError) || error.status === 0) return { message: `${T}.upload_network` };
  const body = (error.body ?? {}) as UploadRefusal;
  switch (body.error) {
    case 'missing_file_field':
    case 'empty_filename':
    case 'unsupported_extension':
      return { message: `${T}.${body.error}` };
    case 'file_too_large':
      return { message: `${T}.file_too_large`, messageArgs: { max_mb: body.max_mb ?? MAX_UPLOAD_MB } };
    case undefined:
      return error.message ? { message: error.message } : { message: `${T}.other_code`, messageArgs: { code: error.status } };
    default:
      return body.message ? { message: body.message } : { message: `${T}.other_code`, messageArgs: { code: body.error } };
  }
}

function deleteFailureText(error: unknown): Texts {
  if (!(error instanceof HttpError) || error.status === 0) return { message: `${T}.delete_network` };
  return error.message
    ? { message: `${T}.delete_failed_with`, messageArgs: { error: error.message } }
    : { message: `${T}.delete_failed` };
}

const ImageTile = ({
  image,
  onView,
  onDelete,
}: {
  image: RecordImage;
  onView: () => void;
  onDelete: () => void;
}) => {
  const translate = useTranslate();
  const name = image.filename || image.id;
  return (
    <Box
      component="li"
      sx={{ border: 1, borderColor: 'divider', borderRadius: 1, overflow: 'hidden', display: 'flex', flexDirection: 'column' }}
    >
      <ButtonBase
        onClick={onView}
        aria-label={translate(`${T}.open`, { name })}
        sx={{ display: 'block', '&.Mui-focusVisible': { outline: 3, outlineColor: 'primary.main', outlineStyle: 'solid', outlineOffset: -3 } }}
      >
        <Box
          component="img"
          src={image.imageUrl}
          alt={name}
          loading="lazy"
          sx={{ display: 'block', width: '100%', aspectRatio: '4 / 3', objectFit: 'cover', bgcolor: 'action.hover' }}
        />
      </ButtonBase>
      <Stack direction="row" sx={{ alignItems: 'center', pl: 1, minWidth: 0 }}>
        <Typography variant="caption" noWrap title={name} sx={{ flex: 1, minWidth: 0 }}>
          {name}
        </Typography>
        <Tooltip title={translate(`${T}.delete`, { name })}>
          <IconButton size="small" color="error" aria-label={translate(`${T}.delete`, { name })} onClick={onDelete}>
            <DeleteIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      </Stack>
    </Box>
  );
};

/**
 * A repair's, a revision's or a product's photos: the gallery (each opens larger in a viewer, each can be
 * deleted after a confirmation) and the upload of one file, checked here before it is sent.
 * After each change the record reloads, so its images, version and history stay in step.
 */
export const RecordImages = ({
  owner,
  recordId,
  images,
  emptyText,
  uploadBlockedText,
}: {
  owner: ImageOwner;
  recordId: Identifier;
  images: RecordImage[];
  /** What a record without images says (an i18n key). */
  emptyText: string;
  /** Why no image can be added (e.g. a converted revision), instead of the upload button. */
  uploadBlockedText?: string;
}) => {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const inputRef = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const [uploading, setUploading] = useState(false);
  const [viewing, setViewing] = useState<number | null>(null);
  const [toDelete, setToDelete] = useState<RecordImage | null>(null);
  const [deleting, setDeleting] = useState(false);

  const upload = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = ''; // the same file may be chosen again
    if (!file) {
      notify(`${T}.missing_file_field`, { type: 'error' });
      return;
    }
    const refused = checkImageFile(file);
    if (refused) {
      notify(refused.message, { type: 'error', messageArgs: refused.messageArgs });
      return;
    }
    setUploading(true);
    try {
      await uploadImage(owner, recordId, file);
      notify(`${T}.uploaded`, { type: 'success' });
      refresh();
    } catch (error) {
      const failure = uploadFailureText(error);
      notify(failure.message, { type: 'error', messageArgs: failure.messageArgs });
    } finally {
      setUploading(false);
    }
  };

  const remove = async () => {
    if (!toDelete) return;
    setDeleting(true);
    try {
      await deleteImage(toDelete.id);
      notify(`${T}.deleted`, { type: 'success' });
      setViewing(null);
      refresh();
    } catch (error) {
      const failure = deleteFailureText(error);
      notify(failure.message, { type: 'error', messageArgs: failure.messageArgs });
    } finally {
      setDeleting(false);
      setToDelete(null);
    }
  };

  return (
    <Stack spacing={2}>
      {images.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {translate(emptyText)}
        </Typography>
      ) : (
        <Box
          component="ul"
          aria-label={translate(`${T}.gallery`)}
          sx={{
            listStyle: 'none',
            p: 0,
            m: 0,
            display: 'grid',
            gap: 1.5,
            gridTemplateColumns: 'repeat(auto-fill, minmax(140px, 1fr))',
          }}
        >
          {images.map((image, index) => (
            <ImageTile key={image.id} image={image} onView={() => setViewing(index)} onDelete={() => setToDelete(image)} />
          ))}
        </Box>
      )}
      {uploadBlockedText ? (
        <Alert severity="info">{uploadBlockedText}</Alert>
      ) : (
        <Stack direction="row" spacing={1.5} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <input
            ref={inputRef}
            type="file"
            accept="image/jpeg,image/png,image/webp,image/gif,.jpg,.jpeg,.png,.webp,.gif"
            onChange={upload}
            hidden
            aria-hidden="true"
            tabIndex={-1}
            data-testid={`${owner}-image-input`}
          />
          <Button
            variant="outlined"
            startIcon={<UploadFileIcon />}
            onClick={() => inputRef.current?.click()}
            disabled={uploading}
            aria-describedby={hintId}
          >
            {translate(uploading ? `${T}.uploading` : `${T}.upload`)}
          </Button>
          <Typography id={hintId} variant="body2" color="text.secondary">
            {translate(`${T}.hint`)}
          </Typography>
        </Stack>
      )}
      <ImageViewer
        images={images}
        index={viewing !== null && viewing < images.length ? viewing : null}
        onChange={setViewing}
        onClose={() => setViewing(null)}
      />
      <Confirm
        isOpen={toDelete !== null}
        loading={deleting}
        title={`${T}.delete_title`}
        content={`${T}.delete_content`}
        contentTranslateOptions={{ name: toDelete?.filename ?? '' }}
        confirmColor="warning"
        onConfirm={remove}
        onClose={() => setToDelete(null)}
      />
    </Stack>
  );
};
