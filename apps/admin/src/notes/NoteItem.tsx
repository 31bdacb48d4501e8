import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { keyframes } from '@mui/material/styles';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import { useId, useLayoutEffect, useRef, useState } from 'react';
import { useTranslate } from 'react-admin';
import { exactTime, timeAgo } from './relativeTime';
import type { Note } from './types';

/** Lines of content shown while a note is collapsed. */
const COLLAPSED_LINES = 3;

/** A new or changed note lights up for 0.5 s (spec §2), then fades back. */
export const HIGHLIGHT_MS = 500;
const highlight = keyframes`
  from { background-color: rgba(255, 193, 7, 0.35); }
  to { background-color: transparent; }
`;

/** Whether the collapsed content hides some of its text (measured, so it follows the width). */
function useOverflows(expanded: boolean, text: string) {
  const ref = useRef<HTMLElement>(null);
  const [overflows, setOverflows] = useState(false);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element || expanded) return;
    const measure = () => setOverflows(element.scrollHeight > element.clientHeight + 1);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [expanded, text]);
  return { ref, overflows };
}

export interface NoteItemProps {
  note: Note;
  now: number;
  selected: boolean;
  expanded: boolean;
  highlighted: boolean;
  onToggleSelected: () => void;
  onToggleExpanded: () => void;
  onEdit: () => void;
  onDelete: () => void;
  /** The 0.5 s highlight has run its course. */
  onHighlightEnd: () => void;
}

/** One note of the board: its title, when and by whom, the content (collapsed when long) and its actions. */
export const NoteItem = ({
  note,
  now,
  selected,
  expanded,
  highlighted,
  onToggleSelected,
  onToggleExpanded,
  onEdit,
  onDelete,
  onHighlightEnd,
}: NoteItemProps) => {
  const translate = useTranslate();
  const contentId = useId();
  const { ref, overflows } = useOverflows(expanded, note.content);
  const edited = note.updatedAt !== note.createdAt;
  const title = { title: note.title };

  return (
    <Box
      component="li"
      data-note-id={note.id}
      data-highlighted={highlighted || undefined}
      onAnimationEnd={highlighted ? onHighlightEnd : undefined}
      sx={{
        listStyle: 'none',
        borderBottom: 1,
        borderColor: 'divider',
        py: 1.5,
        px: 1,
        bgcolor: selected ? 'action.selected' : undefined,
        animation: highlighted ? `${highlight} ${HIGHLIGHT_MS}ms ease-out` : undefined,
        '&:last-of-type': { borderBottom: 0 },
      }}
    >
      <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
        <Checkbox
          checked={selected}
          onChange={onToggleSelected}
          slotProps={{ input: { 'aria-label': translate('resources.notes.note.select', title) } }}
          sx={{ mt: -0.75, ml: -0.5 }}
        />
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
            <Box sx={{ flex: 1, minWidth: 0 }}>
              <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                {note.title}
              </Typography>
              <Typography variant="caption" color="text.secondary" component="p">
                <time dateTime={note.createdAt} title={exactTime(note.createdAt)}>
                  {timeAgo(note.createdAt, now)}
                </time>
                {note.authorName ? ` · ${translate('resources.notes.note.by', { name: note.authorName })}` : null}
                {edited ? (
                  <>
                    {' · '}
                    <time dateTime={note.updatedAt} title={exactTime(note.updatedAt)}>
                      {translate('resources.notes.note.edited', { when: timeAgo(note.updatedAt, now) })}
                    </time>
                  </>
                ) : null}
              </Typography>
            </Box>
            <Stack direction="row" spacing={0.5} sx={{ flexShrink: 0 }}>
              <Button
                size="small"
                startIcon={<EditOutlinedIcon />}
                data-note-action="edit"
                aria-label={translate('resources.notes.note.edit', title)}
                onClick={onEdit}
              >
                {translate('ra.action.edit')}
              </Button>
              <Button
                size="small"
                color="error"
                startIcon={<DeleteOutlineIcon />}
                aria-label={translate('resources.notes.note.delete', title)}
                onClick={onDelete}
              >
                {translate('ra.action.delete')}
              </Button>
            </Stack>
          </Stack>
          <Typography
            id={contentId}
            ref={ref}
            variant="body2"
            sx={{
              mt: 0.5,
              whiteSpace: 'pre-wrap',
              overflowWrap: 'anywhere',
              ...(expanded
                ? {}
                : {
                    display: '-webkit-box',
                    WebkitLineClamp: COLLAPSED_LINES,
                    WebkitBoxOrient: 'vertical',
                    overflow: 'hidden',
                  }),
            }}
          >
            {note.content}
          </Typography>
          {overflows || expanded ? (
            <Button
              size="small"
              aria-expanded={expanded}
              aria-controls={contentId}
              aria-label={translate(expanded ? 'resources.notes.note.collapse_note' : 'resources.notes.note.expand_note', title)}
              onClick={onToggleExpanded}
              sx={{ ml: -1, mt: 0.5 }}
            >
              {translate(expanded ? 'resources.notes.note.collapse' : 'resources.notes.note.expand')}
            </Button>
          ) : null}
        </Box>
      </Stack>
    </Box>
  );
};
