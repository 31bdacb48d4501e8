import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Tooltip from '@mui/material/Tooltip';
import SearchIcon from '@mui/icons-material/Search';
import { useTranslate } from 'react-admin';
import type { NoteAgeFilter } from './types';

const AGE_FILTERS: { value: NoteAgeFilter; label: string; hint?: string }[] = [
  { value: 'all', label: 'resources.notes.filters.all' },
  { value: 'recent', label: 'resources.notes.filters.recent', hint: 'resources.notes.filters.recent_hint' },
  { value: 'older', label: 'resources.notes.filters.older', hint: 'resources.notes.filters.older_hint' },
];

export interface NotesToolbarProps {
  search: string;
  onSearchChange: (search: string) => void;
  age: NoteAgeFilter;
  onAgeChange: (age: NoteAgeFilter) => void;
}

/** The board's search (title and content) and its age filter: all, recent (7 days) or older. */
export const NotesToolbar = ({ search, onSearchChange, age, onAgeChange }: NotesToolbarProps) => {
  const translate = useTranslate();
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} useFlexGap sx={{ alignItems: { sm: 'center' }, mb: 1 }}>
      <TextField
        type="search"
        size="small"
        label={translate('resources.notes.board.search')}
        value={search}
        onChange={(event) => onSearchChange(event.target.value)}
        sx={{ flex: 1, minWidth: 0 }}
        slotProps={{
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchIcon fontSize="small" />
              </InputAdornment>
            ),
          },
        }}
      />
      <ToggleButtonGroup
          exclusive
          size="small"
          value={age}
          aria-label={translate('resources.notes.filters.label')}
          onChange={(_, value: NoteAgeFilter | null) => value && onAgeChange(value)}
        >
          {AGE_FILTERS.map(({ value, label, hint }) => {
            const button = (
              <ToggleButton key={value} value={value} sx={{ px: 1.5, textTransform: 'none' }}>
                {translate(label)}
              </ToggleButton>
            );
            return hint ? (
              <Tooltip key={value} title={translate(hint)} describeChild>
                {button}
              </Tooltip>
            ) : (
              button
            );
          })}
        </ToggleButtonGroup>
    </Stack>
  );
};
