import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { Title } from '../layout/ScreenTitle';
import { NotesBoard } from '../notes';
import { ActionCards } from './ActionCards';
import { TodayPanel } from './TodayPanel';
import { visuallyHidden } from '../shared/visuallyHidden';

/**
 * The back-office's home (spec §2, /dashboard-gerencia): the six actions, the day at a
 * glance, then the notes board. One column in reading order, so the keyboard and a tablet
 * at the counter meet things in the order they are seen.
 */
export const Dashboard = () => {
  const translate = useTranslate();
  return (
    <Stack spacing={3} sx={{ py: 2, maxWidth: 1200 }}>
      <Title title="dashboard.title" />
      {/* The app bar shows the title; the page's outline starts from it too. */}
      <Typography variant="h4" component="h1" sx={visuallyHidden}>
        {translate('dashboard.title')}
      </Typography>
      <ActionCards />
      <TodayPanel />
      <NotesBoard />
    </Stack>
  );
};

