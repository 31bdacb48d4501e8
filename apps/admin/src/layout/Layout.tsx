import Box from '@mui/material/Box';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import BadgeIcon from '@mui/icons-material/Badge';
import type { ReactNode } from 'react';
import { AppBar, Layout, LoadingIndicator, Logout, TitlePortal, UserMenu, useGetIdentity, useTranslate } from 'react-admin';
import { ReadModelsNotice } from './ReadModelsNotice';
import { DemoModeBanner } from './DemoModeBanner';
import { ShopNotConfiguredBanner } from '../shop-settings/ShopNotConfiguredBanner';
import { TallerMenu } from './Menu';
import { ScreenLoadingBar } from './ScreenLoadingBar';

/** Who is signed in, at the top of the user menu. */
const SignedInAs = () => {
  const { identity } = useGetIdentity();
  if (!identity) return null;
  return (
    <MenuItem disabled sx={{ '&.Mui-disabled': { opacity: 1 } }}>
      <ListItemIcon>
        <BadgeIcon fontSize="small" />
      </ListItemIcon>
      <ListItemText primary={identity.fullName} secondary={[identity.roleLabel, identity.email].filter(Boolean).join(' · ')} />
    </MenuItem>
  );
};

const TallerUserMenu = () => (
  <UserMenu>
    <SignedInAs />
    <Logout />
  </UserMenu>
);

const TallerAppBar = () => {
  const translate = useTranslate();
  return (
    // The spinner shown while data loads says what it is (react-admin's own has no name).
    <AppBar userMenu={<TallerUserMenu />} toolbar={<LoadingIndicator aria-label={translate('ra.page.loading')} />}>
      <Typography variant="h6" component="span" sx={{ fontWeight: 600, whiteSpace: 'nowrap', mr: 2 }}>
        {translate('app.title')}
      </Typography>
      <Box component="span" sx={{ flex: 1, minWidth: 0 }}>
        <TitlePortal variant="subtitle1" />
      </Box>
      <ScreenLoadingBar />
    </AppBar>
  );
};

export const TallerLayout = ({ children }: { children: ReactNode }) => (
  <Layout appBar={TallerAppBar} menu={TallerMenu}>
    <DemoModeBanner />
    <ShopNotConfiguredBanner />
    <ReadModelsNotice />
    {children}
  </Layout>
);
