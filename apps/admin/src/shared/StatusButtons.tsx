import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { StatusColour } from '@taller/domain';
import { useId, useState } from 'react';
import { useTranslate } from 'react-admin';

/** MUI buttons know no 'default' colour; a grey status uses 'inherit'. */
const buttonColour = (colour: StatusColour) => (colour === 'default' ? 'inherit' : colour);

/**
 * A record's status as its own action (a repair's, an order's): 'Cambiar estado a' and one
 * button per other status, in the status's colour, named 'Cambiar el estado a <status>'. The
 * texts are the resource's `status.change` and `status.change_to`; while one change is under
 * way, every button waits.
 */
export const StatusButtons = <Status extends string>({
  resource,
  statuses,
  current,
  labels,
  colours,
  onChange,
}: {
  resource: string;
  statuses: readonly Status[];
  current: Status;
  labels: Record<Status, string>;
  colours: Record<Status, StatusColour>;
  /** The change itself, with its own notifications. */
  onChange: (status: Status) => Promise<void>;
}) => {
  const translate = useTranslate();
  const labelId = useId();
  const [changing, setChanging] = useState(false);

  const change = async (status: Status) => {
    setChanging(true);
    try {
      await onChange(status);
    } finally {
      setChanging(false);
    }
  };

  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
      <Typography variant="body2" color="text.secondary" id={labelId}>
        {translate(`resources.${resource}.status.change`)}
      </Typography>
      <Stack role="group" aria-labelledby={labelId} direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {statuses
          .filter((status) => status !== current)
          .map((status) => (
            <Button
              key={status}
              size="small"
              variant="outlined"
              color={buttonColour(colours[status])}
              disabled={changing}
              aria-label={translate(`resources.${resource}.status.change_to`, { status: labels[status] })}
              onClick={() => change(status)}
            >
              {labels[status]}
            </Button>
          ))}
      </Stack>
    </Stack>
  );
};
