import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import CloseIcon from '@mui/icons-material/Close';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import { useId, type KeyboardEvent } from 'react';
import { useTranslate } from 'react-admin';
import type { RecordImage } from './types';
import '../i18n/details.es';

const T = 'recordImages';

/**
 * The gallery's larger view: one image at a time in a dialog, the previous and next ones by
 * button or arrow key, Escape closes; the full-size file opens in a new tab on request.
 */
export const ImageViewer = ({
  images,
  index,
  onChange,
  onClose,
}: {
  images: RecordImage[];
  /** The image shown; `null` closes the viewer. */
  index: number | null;
  onChange: (index: number) => void;
  onClose: () => void;
}) => {
  const translate = useTranslate();
  const titleId = useId();
  const image = index === null ? undefined : images[index];
  const count = images.length;
  const go = (step: number) => index !== null && count > 1 && onChange((index + step + count) % count);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowLeft') go(-1);
    if (event.key === 'ArrowRight') go(1);
  };
  const name = image ? image.filename || image.id : '';

  return (
    <Dialog open={image !== undefined} onClose={onClose} maxWidth="lg" fullWidth aria-labelledby={titleId} onKeyDown={onKeyDown}>
      {image && (
        <>
          <DialogTitle id={titleId} sx={{ pr: 7, overflowWrap: 'anywhere' }}>
            {translate(`${T}.viewer_title`, { name, position: (index ?? 0) + 1, total: count })}
          </DialogTitle>
          <IconButton
            aria-label={translate(`${T}.close`)}
            onClick={onClose}
            sx={{ position: 'absolute', right: 8, top: 8 }}
          >
            <CloseIcon />
          </IconButton>
          <DialogContent dividers sx={{ display: 'flex', justifyContent: 'center', bgcolor: 'grey.100', p: 1 }}>
            <Box
              component="img"
              src={image.imageUrl}
              alt={name}
              sx={{ display: 'block', width: '100%', height: '70vh', objectFit: 'contain' }}
            />
          </DialogContent>
          <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
            <Button startIcon={<ChevronLeftIcon />} onClick={() => go(-1)} disabled={count < 2}>
              {translate(`${T}.previous`)}
            </Button>
            <Button endIcon={<ChevronRightIcon />} onClick={() => go(1)} disabled={count < 2}>
              {translate(`${T}.next`)}
            </Button>
            <span style={{ flex: 1 }} />
            <Button component="a" href={image.imageUrl} target="_blank" rel="noopener" startIcon={<OpenInNewIcon />}>
              {translate(`${T}.open_tab`)}
            </Button>
          </DialogActions>
        </>
      )}
    </Dialog>
  );
};
