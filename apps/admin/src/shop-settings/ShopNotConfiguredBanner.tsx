import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useBasename, useGetIdentity, useMatch, useTranslate } from 'react-admin';
import { SCREEN_PATHS } from '../paths';
import { fetchPublicShop } from './api';

/**
 * On every screen of a shop outside demo mode whose identity is not complete: the albarán, the
 * web and the e-mails cannot name the company until it is. The Administrador gets the way to
 * the settings; a Gerente, who cannot change them, is told whom to ask.
 */
export function ShopNotConfiguredBanner() {
  const { identity } = useGetIdentity();
  const translate = useTranslate();
  const settingsPath = `${useBasename()}${SCREEN_PATHS.shopSettings}`;
  const onSettings = useMatch({ path: settingsPath, end: false });
  const shop = useQuery({ queryKey: ['shop'], queryFn: ({ signal }) => fetchPublicShop(signal), staleTime: 30_000, enabled: Boolean(identity) });
  if (!identity || identity.demo === true || !shop.data || shop.data.configured || onSettings) return null;
  const admin = identity.role === 'administrador';
  return (
    <Alert
      severity="warning"
      role="note"
      sx={{ borderRadius: 0 }}
      action={
        admin ? (
          <Button component={Link} to={settingsPath} color="inherit" size="small" variant="outlined">
            {translate('shop_settings.actions.go')}
          </Button>
        ) : undefined
      }
    >
      {translate(admin ? 'shop_settings.banner.administrador' : 'shop_settings.banner.gerente')}
    </Alert>
  );
}
