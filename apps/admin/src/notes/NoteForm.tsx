import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { noteFormSchema } from '@taller/domain';
import { useId, useState, type KeyboardEvent } from 'react';
import { useWatch } from 'react-hook-form';
import { Form, TextInput, useTranslate } from 'react-admin';
import { keepText, validateWith } from '../forms';
import type { FieldErrors, NoteFormValues } from './types';

/** The spec's rules and messages, as the server checks them (title ≤ 30, content not blank). */
const validateNote = validateWith(noteFormSchema);

/** The spec's textarea height for a note's content (back-office.md §9). */
const CONTENT_ROWS = 4;

/** 'n/30' under the title while it fits; the spec's message replaces it once it does not. */
const TitleCounter = () => {
  const translate = useTranslate();
  const title = useWatch<NoteFormValues, 'title'>({ name: 'title' }) ?? '';
  return <>{translate('resources.notes.form.title_counter', { count: title.length })}</>;
};

export interface NoteFormProps {
  /** What the form starts with: empty for a new note, the note for an edit. */
  initial: NoteFormValues;
  heading: string;
  /**
   * Saves. A failure keeps the form as typed (the caller notifies); field errors it answers
   * (the server's, by field) are shown beside their fields.
   */
  onSave: (values: NoteFormValues) => Promise<FieldErrors | void>;
  onCancel: () => void;
  /** A lasting warning above the buttons (the note changed meanwhile). */
  warning?: string | null;
}

/**
 * A note's title and content, checked against the domain's schema: the same messages the
 * server answers, shown beside each field. Escape cancels.
 */
export const NoteForm = ({ initial, heading, onSave, onCancel, warning }: NoteFormProps) => {
  const translate = useTranslate();
  const headingId = useId();
  const [saving, setSaving] = useState(false);

  const submit = async (values: Record<string, unknown>) => {
    setSaving(true);
    try {
      return (await onSave({ title: String(values.title ?? ''), content: String(values.content ?? '') })) ?? undefined;
    } finally {
      setSaving(false);
    }
  };

  const cancelOnEscape = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && !saving) {
      event.stopPropagation();
      onCancel();
    }
  };

  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby={headingId}
      onKeyDown={cancelOnEscape}
      sx={{
        p: 2,
        borderColor: 'primary.main',
        // The theme's red on a filled field's grey reads 4.4:1; a darker red keeps 4.5:1.
        '& .MuiFormLabel-root.Mui-error, & .MuiFormHelperText-root.Mui-error': { color: 'error.dark' },
      }}
    >
      <Typography id={headingId} variant="subtitle1" component="h3" sx={{ fontWeight: 600, mb: 1 }}>
        {translate(heading)}
      </Typography>
      <Form<NoteFormValues> record={initial} onSubmit={submit} validate={validateNote} noValidate>
        <TextInput
          source="title"
          label="resources.notes.fields.title"
          parse={keepText}
          helperText={<TitleCounter />}
          autoFocus
          fullWidth
        />
        <TextInput
          source="content"
          label="resources.notes.fields.content"
          parse={keepText}
          multiline
          rows={CONTENT_ROWS}
          fullWidth
          helperText={false}
        />
        {warning ? (
          <Alert severity="warning" sx={{ mt: 1 }}>
            {warning}
          </Alert>
        ) : null}
        <Stack direction="row" spacing={1} sx={{ mt: 2, justifyContent: 'flex-end' }}>
          <Button onClick={onCancel} disabled={saving}>
            {translate('resources.notes.form.cancel')}
          </Button>
          <Button type="submit" variant="contained" loading={saving}>
            {translate('resources.notes.form.save')}
          </Button>
        </Stack>
      </Form>
    </Paper>
  );
};
