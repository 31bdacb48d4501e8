import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useTranslate } from 'react-admin';

/** The list screens' error state: the Spanish message and a button that reloads the page. */
export const LoadError = ({ message }: { message: string }) => {
  const translate = useTranslate();
  return (
    <Alert
      severity="error"
      sx={{ mt: 2 }}
      action={
        <Button color="inherit" size="small" onClick={() => window.location.reload()}>
          {translate('app.reload')}
        </Button>
      }
    >
      {translate(message)}
    </Alert>
  );
};
