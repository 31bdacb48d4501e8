import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { screenLoadMessages } from '../i18n/screens.es';

/**
 * A screen whose code could not be fetched: after a new version is deployed while the tab is
 * open (the old files are gone) or with the connection down. Says so and offers a reload,
 * instead of the blank page a failed `import()` leaves.
 */
export const ScreenLoadFailed = () => (
  <Box component="section" sx={{ p: 2, maxWidth: 720 }}>
    <Alert
      severity="error"
      role="alert"
      action={
        <Button color="inherit" size="small" onClick={() => window.location.reload()}>
          {screenLoadMessages.reload}
        </Button>
      }
    >
      <AlertTitle component="h1" sx={{ fontSize: '1.1rem' }}>
        {screenLoadMessages.title}
      </AlertTitle>
      {screenLoadMessages.body}
    </Alert>
  </Box>
);
