import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { Link, useCreatePath, useTranslate } from 'react-admin';
import { clientFullName, type ClientChoice } from './api';
import { workKinds } from './workKinds';
import type { CreatedWork } from './WorkForm';

interface CreatedNoticeProps {
  created: CreatedWork | null;
  onSameClient: (client: ClientChoice) => void;
  onDismiss: () => void;
}

/**
 * What was just created, with a link to it. It stays until dismissed or until the next
 * creation (a notice that vanishes on its own would take its link with it). The region is
 * always there, so screen readers announce what appears in it.
 */
export const CreatedNotice = ({ created, onSameClient, onDismiss }: CreatedNoticeProps) => {
  const translate = useTranslate();
  const createPath = useCreatePath();
  return (
    <Box role="status" data-testid="new-work-notice">
      {created && (
        <Alert
          role="none"
          severity="success"
          onClose={onDismiss}
          closeText={translate('new_work.created.dismiss')}
          sx={{ mt: 2, '& .MuiAlert-message': { width: '100%' } }}
        >
          <Box component="p" sx={{ m: 0, fontWeight: 600 }}>
            {created.message}
          </Box>
          <Stack direction="row" spacing={2} useFlexGap sx={{ mt: 0.5, alignItems: 'center', flexWrap: 'wrap' }}>
            <Link
              to={createPath({ resource: workKinds[created.kind].resource, type: 'show', id: created.record.id })}
              sx={{ color: 'success.dark', fontWeight: 600 }}
            >
              {translate(`new_work.created.link.${created.kind}`, { id: created.record.id })}
            </Link>
            {created.client && (
              <Button
                size="small"
                color="inherit"
                variant="outlined"
                onClick={() => onSameClient(created.client!)}
              >
                {translate('new_work.created.same_client', { name: clientFullName(created.client) })}
              </Button>
            )}
          </Stack>
        </Alert>
      )}
    </Box>
  );
};
