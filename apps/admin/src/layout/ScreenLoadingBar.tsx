import LinearProgress from '@mui/material/LinearProgress';
import { screenLoadMessages } from '../i18n/screens.es';
import { useFetchingScreen } from '../shared/lazyScreen';

/**
 * A thin bar along the app bar's lower edge while a screen's file is being fetched: the screen
 * left stays on view until the new one can show, and this says the click was taken.
 */
export const ScreenLoadingBar = () =>
  useFetchingScreen() ? (
    <LinearProgress
      color="inherit"
      aria-label={screenLoadMessages.loading}
      sx={{ position: 'absolute', left: 0, right: 0, bottom: 0, height: 3 }}
    />
  ) : null;
