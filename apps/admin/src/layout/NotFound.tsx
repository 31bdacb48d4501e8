import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import SearchOffIcon from '@mui/icons-material/SearchOff';
import { Link, useBasename, useTranslate } from 'react-admin';
import { Title } from './ScreenTitle';

/**
 * An address no screen answers. react-admin's own page repeats the app's name as the page
 * title and adds a full stop of its own; this one names the page and offers the way home.
 */
export const NotFound = () => {
  const translate = useTranslate();
  const basename = useBasename();
  const title = translate('ra.page.not_found');
  return (
    <Stack component="section" spacing={2} sx={{ alignItems: 'center', textAlign: 'center', py: 8, px: 2 }}>
      <Title title={title} />
      <SearchOffIcon sx={{ fontSize: 96, color: 'text.secondary' }} aria-hidden />
      <Typography variant="h4" component="h1">
        {title}
      </Typography>
      <Typography color="text.secondary">{translate('ra.message.not_found')}.</Typography>
      <Button component={Link} to={`${basename}/`} variant="contained">
        {translate('app.go_to_dashboard')}
      </Button>
    </Stack>
  );
};
