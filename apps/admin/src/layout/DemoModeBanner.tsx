import Alert from '@mui/material/Alert';
import { useGetIdentity } from 'react-admin';
import { demoModeMessages } from '../i18n/demoMode.es';

/**
 * On every screen while the server runs in demo mode (`GET /api/auth/me` says `demo`): its
 * accounts have a public password, so nobody should mistake it for the shop's real one.
 */
export function DemoModeBanner() {
  const { identity } = useGetIdentity();
  if (identity?.demo !== true) return null;
  return (
    <Alert severity="warning" role="note" sx={{ borderRadius: 0 }}>
      {demoModeMessages.banner}
    </Alert>
  );
}
