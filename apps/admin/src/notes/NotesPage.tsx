import Box from '@mui/material/Box';
import { useTranslate } from 'react-admin';
import { Title } from '../layout/ScreenTitle';
import { NotesBoard } from './NotesBoard';

/** The notes board on a screen of its own (the side menu's 'Notas'); the dashboard shows it too. */
export const NotesPage = () => {
  const translate = useTranslate();
  return (
    <Box sx={{ py: 2 }}>
      <Title title={translate('resources.notes.board.title')} />
      <NotesBoard headingComponent="h1" />
    </Box>
  );
};
