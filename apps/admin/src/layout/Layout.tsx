import AccountCircleIcon from '@mui/icons-material/AccountCircle';
import BadgeIcon from '@mui/icons-material/Badge';
import ExitIcon from '@mui/icons-material/PowerSettingsNew';
import MenuIcon from '@mui/icons-material/Menu';
import RefreshIcon from '@mui/icons-material/Refresh';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import ClickAwayListener from '@mui/material/ClickAwayListener';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import MenuList from '@mui/material/MenuList';
import Paper from '@mui/material/Paper';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { Suspense, useCallback, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { Loading, useGetIdentity, useLoading, useLogout, useRefresh, useTranslate } from 'react-admin';
import { ReadModelsNotice } from './ReadModelsNotice';
import { DemoModeBanner } from './DemoModeBanner';
import { ShopNotConfiguredBanner } from '../shop-settings/ShopNotConfiguredBanner';
import { TallerMenu } from './Menu';
import { CloseNavContext } from './MenuEntries';
import { ScreenLoadingBar } from './ScreenLoadingBar';
import { TITLE_CONTAINER_ID } from './ScreenTitle';
import { ErrorScreen } from './ErrorScreen';

/**
 * The back-office's frame: the app bar, the side menu and the screen. react-admin's `<Layout>`
 * (its AppBar, UserMenu, Sidebar and menu items) does the same with MUI's Drawer, Menu, Popover,
 * Tooltip and Popper, and mounts the preferences inspector with its selects and text fields: about
 * 35 KiB gzipped before the first screen, for a collapsible sidebar, tooltips and a theme editor
 * this back-office does not use. Here the app bar, the menu (MUI's `MenuList`), the user menu and
 * the spinner are MUI's light parts; react-admin's hooks (identity, loading, refresh, logout) and
 * its notification, loading and error pages are kept.
 */

/** The app bar's height: MUI's dense toolbar from `sm` up, the regular one on a phone. */
const BAR_HEIGHT = { xs: 56, sm: 48 } as const;

/** Who is signed in, at the top of the user menu. */
const SignedInAs = ({ fullName, detail }: { fullName: string; detail: string }) => (
  <MenuItem disabled sx={{ '&.Mui-disabled': { opacity: 1 } }}>
    <ListItemIcon>
      <BadgeIcon fontSize="small" />
    </ListItemIcon>
    <ListItemText primary={fullName} secondary={detail} />
  </MenuItem>
);

/**
 * The signed-in person's menu ('Perfil'): who it is and 'Cerrar sesión'. A button that opens a
 * menu below it, focused on its first item; Escape closes it and gives the focus back to the
 * button, Tab or a click elsewhere closes it.
 */
const UserMenu = () => {
  const translate = useTranslate();
  const { identity } = useGetIdentity();
  const logout = useLogout();
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const menuId = useId();
  const close = useCallback((focusButton: boolean) => {
    setOpen(false);
    if (focusButton) button.current?.focus();
  }, []);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      close(true);
    } else if (event.key === 'Tab') close(false);
  };
  if (!identity) return null;
  const label = translate('ra.auth.user_menu');
  return (
    <ClickAwayListener onClickAway={() => open && close(false)}>
      <Box sx={{ position: 'relative', ml: 1 }}>
        <Button
          ref={button}
          color="inherit"
          aria-label={label}
          aria-haspopup="menu"
          aria-expanded={open}
          aria-controls={open ? menuId : undefined}
          startIcon={<AccountCircleIcon />}
          onClick={() => setOpen((wasOpen) => !wasOpen)}
          // On a phone the icon alone, as react-admin's own user menu: the name would push the bar wider.
          sx={{ textTransform: 'none', whiteSpace: 'nowrap', minWidth: 0, '& .MuiButton-startIcon': { mr: { xs: 0, sm: 1 } } }}
        >
          <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' } }}>
            {identity.fullName}
          </Box>
        </Button>
        {open ? (
          <Paper elevation={8} sx={{ position: 'absolute', right: 0, top: '100%', mt: 0.5, minWidth: 260, zIndex: (theme) => theme.zIndex.modal }}>
            <MenuList id={menuId} aria-label={label} autoFocusItem onKeyDown={onKeyDown}>
              <SignedInAs fullName={String(identity.fullName ?? '')} detail={[identity.roleLabel, identity.email].filter(Boolean).join(' · ')} />
              <MenuItem onClick={() => logout(null, undefined, false)}>
                <ListItemIcon>
                  <ExitIcon fontSize="small" />
                </ListItemIcon>
                <ListItemText>{translate('ra.auth.logout')}</ListItemText>
              </MenuItem>
            </MenuList>
          </Paper>
        ) : null}
      </Box>
    </ClickAwayListener>
  );
};

/** A spinner while data loads (it says what it is), else the button that reloads the screen's data. */
const LoadingIndicator = () => {
  const translate = useTranslate();
  const loading = useLoading();
  const refresh = useRefresh();
  return loading ? (
    <Box sx={{ width: 40, display: 'flex', justifyContent: 'center' }}>
      <CircularProgress color="inherit" size={18} thickness={2} aria-label={translate('ra.page.loading')} />
    </Box>
  ) : (
    <IconButton color="inherit" aria-label={translate('ra.action.refresh')} title={translate('ra.action.refresh')} onClick={() => refresh()}>
      <RefreshIcon />
    </IconButton>
  );
};

const TallerAppBar = ({ navOpen, onToggleNav, navId }: { navOpen: boolean; onToggleNav: () => void; navId: string }) => {
  const translate = useTranslate();
  return (
    <AppBar position="fixed" color="secondary">
      <Toolbar disableGutters sx={{ px: 1, minHeight: { xs: BAR_HEIGHT.xs, sm: BAR_HEIGHT.sm } }}>
        {/* On a phone the menu covers the screen, opened from here; wider, it is always beside it. */}
        <IconButton
          color="inherit"
          aria-label={translate(navOpen ? 'ra.action.close_menu' : 'ra.action.open_menu')}
          aria-expanded={navOpen}
          aria-controls={navId}
          onClick={onToggleNav}
          sx={{ display: { sm: 'none' }, mr: 0.5 }}
        >
          <MenuIcon />
        </IconButton>
        <Typography variant="h6" component="span" sx={{ fontWeight: 600, whiteSpace: 'nowrap', mr: 2 }}>
          {translate('app.title')}
        </Typography>
        <Box component="span" sx={{ flex: 1, minWidth: 0 }}>
          <Typography
            variant="subtitle1"
            color="inherit"
            id={TITLE_CONTAINER_ID}
            sx={{ flex: 1, textOverflow: 'ellipsis', whiteSpace: 'nowrap', overflow: 'hidden' }}
          />
        </Box>
        <LoadingIndicator />
        <UserMenu />
        <ScreenLoadingBar />
      </Toolbar>
    </AppBar>
  );
};

/** 'Saltar al contenido': the first tab stop, shown when focused, moves the focus to the screen. */
const SkipToContent = () => {
  const translate = useTranslate();
  return (
    <Button
      variant="contained"
      onClick={() => document.getElementById('main-content')?.focus()}
      sx={{
        position: 'fixed',
        top: 8,
        left: 8,
        zIndex: (theme) => theme.zIndex.appBar + 1,
        transform: 'translateY(-200%)',
        '&:focus-visible, &:focus': { transform: 'none' },
      }}
    >
      {translate('ra.navigation.skip_nav')}
    </Button>
  );
};

export const TallerLayout = ({ children }: { children: ReactNode }) => {
  const [navOpen, setNavOpen] = useState(false);
  const navId = useId();
  const closeNav = useCallback(() => setNavOpen(false), []);
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100vh', minWidth: 'fit-content', width: '100%', bgcolor: 'background.default' }}>
      <SkipToContent />
      <TallerAppBar navOpen={navOpen} onToggleNav={() => setNavOpen((open) => !open)} navId={navId} />
      <Box sx={{ display: 'flex', flexGrow: 1, mt: { xs: `${BAR_HEIGHT.xs}px`, sm: `${BAR_HEIGHT.sm}px` } }}>
        <CloseNavContext.Provider value={closeNav}>
          <Box
            component="nav"
            id={navId}
            onKeyDown={(event) => event.key === 'Escape' && closeNav()}
            sx={{
              flexShrink: 0,
              width: 240,
              alignSelf: 'flex-start',
              position: 'sticky',
              top: BAR_HEIGHT.sm,
              maxHeight: `calc(100vh - ${BAR_HEIGHT.sm}px)`,
              overflowY: 'auto',
              display: { xs: navOpen ? 'block' : 'none', sm: 'block' },
              // On a phone: over the screen, below the app bar, until an entry is chosen.
              '@media (max-width: 599.95px)': {
                position: 'fixed',
                top: BAR_HEIGHT.xs,
                left: 0,
                bottom: 0,
                maxHeight: 'none',
                zIndex: (theme) => theme.zIndex.drawer,
                bgcolor: 'background.default',
                boxShadow: 8,
              },
            }}
          >
            <TallerMenu />
          </Box>
        </CloseNavContext.Provider>
        <Box
          component="main"
          id="main-content"
          tabIndex={-1}
          sx={{ display: 'flex', flexDirection: 'column', flexGrow: 1, flexBasis: 0, minWidth: 0, px: 1, outline: 'none', bgcolor: 'background.default' }}
        >
          <ErrorBoundary fallbackRender={({ error, resetErrorBoundary }) => <ErrorScreen error={error} resetErrorBoundary={resetErrorBoundary} />}>
            <Suspense fallback={<Loading />}>
              <DemoModeBanner />
              <ShopNotConfiguredBanner />
              <ReadModelsNotice />
              {children}
            </Suspense>
          </ErrorBoundary>
        </Box>
      </Box>
    </Box>
  );
};
