import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import SearchIcon from '@mui/icons-material/Search';
import { useId } from 'react';
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

/**
 * The search box, drawn as MUI's small outlined text field with its label on the border: a native
 * `<input type="search">` and its `<label>`, because the dashboard (the first screen) would
 * otherwise load MUI's InputBase, OutlinedInput and textarea sizing (about 7 KiB gzipped) for
 * this one field; the note form, which loads later, uses react-admin's inputs.
 */
const SearchBox = ({ label, value, onChange }: { label: string; value: string; onChange: (value: string) => void }) => {
  const id = useId();
  return (
    <Box
      sx={(theme) => ({
        position: 'relative',
        flex: 1,
        minWidth: 0,
        display: 'flex',
        alignItems: 'center',
        '& label': {
          position: 'absolute',
          top: 0,
          left: 8,
          transform: 'translateY(-50%)',
          px: 0.5,
          bgcolor: 'background.paper',
          color: 'text.secondary',
          ...theme.typography.caption,
          lineHeight: 1.2,
          pointerEvents: 'none',
        },
        '& svg': { position: 'absolute', left: 12, color: 'action.active', pointerEvents: 'none' },
        '& input': {
          ...theme.typography.body1,
          width: '100%',
          height: 40,
          boxSizing: 'border-box',
          pl: 5,
          pr: 1.5,
          border: '1px solid rgba(0, 0, 0, 0.23)',
          borderRadius: `${theme.shape.borderRadius}px`,
          bgcolor: 'transparent',
          color: 'text.primary',
          outline: 'none',
          '&:hover': { borderColor: 'text.primary' },
          '&:focus': { borderColor: 'primary.main', boxShadow: `inset 0 0 0 1px ${theme.palette.primary.main}` },
        },
        '&:focus-within label': { color: 'primary.main' },
      })}
    >
      <label htmlFor={id}>{label}</label>
      <SearchIcon fontSize="small" />
      <input id={id} type="search" value={value} onChange={(event) => onChange(event.target.value)} />
    </Box>
  );
};

/**
 * The board's search (title and content) and its age filter: all, recent (7 days) or older; the
 * age filters' hints are the buttons' titles (their accessible description).
 */
export const NotesToolbar = ({ search, onSearchChange, age, onAgeChange }: NotesToolbarProps) => {
  const translate = useTranslate();
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} useFlexGap sx={{ alignItems: { sm: 'center' }, mb: 1 }}>
      <SearchBox label={translate('resources.notes.board.search')} value={search} onChange={onSearchChange} />
      <ToggleButtonGroup
          exclusive
          size="small"
          value={age}
          aria-label={translate('resources.notes.filters.label')}
          onChange={(_, value: NoteAgeFilter | null) => value && onAgeChange(value)}
        >
          {AGE_FILTERS.map(({ value, label, hint }) => (
            <ToggleButton key={value} value={value} title={hint ? translate(hint) : undefined} sx={{ px: 1.5, textTransform: 'none' }}>
              {translate(label)}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
    </Stack>
  );
};
