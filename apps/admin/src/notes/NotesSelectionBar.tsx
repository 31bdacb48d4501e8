import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import DeleteSweepOutlinedIcon from '@mui/icons-material/DeleteSweepOutlined';
import { useTranslate } from 'react-admin';

export interface NotesSelectionBarProps {
  /** Notes shown now, and how many of them are selected. */
  visible: number;
  selectedVisible: number;
  /** Every selected note, shown or not. */
  selected: number;
  onSelectAllVisible: (select: boolean) => void;
  onClearSelection: () => void;
  onDeleteSelected: () => void;
}

/**
 * Select every note shown; once some are selected, how many, clear the selection, and
 * delete them all (only offered with at least one selected).
 */
export const NotesSelectionBar = ({
  visible,
  selectedVisible,
  selected,
  onSelectAllVisible,
  onClearSelection,
  onDeleteSelected,
}: NotesSelectionBarProps) => {
  const translate = useTranslate();
  const allVisible = visible > 0 && selectedVisible === visible;
  return (
    <Stack
      direction="row"
      spacing={1}
      useFlexGap
      sx={{
        alignItems: 'center',
        flexWrap: 'wrap',
        minHeight: 44,
        px: 1,
        borderRadius: 1,
        bgcolor: selected > 0 ? 'action.hover' : undefined,
      }}
    >
      <FormControlLabel
        label={translate('resources.notes.selection.select_all')}
        slotProps={{ typography: { variant: 'body2' } }}
        sx={{ mr: 1, ml: -0.75 }}
        control={
          <Checkbox
            size="small"
            checked={allVisible}
            indeterminate={selectedVisible > 0 && !allVisible}
            disabled={visible === 0}
            onChange={(event) => onSelectAllVisible(event.target.checked)}
          />
        }
      />
      <Typography variant="body2" role="status" sx={{ fontWeight: 600 }}>
        {selected > 0 ? translate('resources.notes.selection.selected', { smart_count: selected }) : null}
      </Typography>
      {selected > 0 ? (
        <>
          <Stack direction="row" spacing={1} sx={{ ml: 'auto' }}>
            <Button size="small" onClick={onClearSelection}>
              {translate('resources.notes.selection.clear')}
            </Button>
            <Button
              size="small"
              variant="outlined"
              color="error"
              startIcon={<DeleteSweepOutlinedIcon />}
              onClick={onDeleteSelected}
            >
              {translate('resources.notes.selection.delete')}
            </Button>
          </Stack>
        </>
      ) : null}
    </Stack>
  );
};
