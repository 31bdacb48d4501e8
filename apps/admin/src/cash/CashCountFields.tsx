import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { cashCloseMessages, formatEuros, type DayTotals } from '@taller/domain';
import { useState } from 'react';
import { HttpError, useTranslate } from 'react-admin';
import type { CashCountBody } from './api';
import { centsToTyped, countAgainst, differenceColor, differenceText, typedCents } from './cashCount';

type Field = keyof CashCountBody;
export type CountErrors = Partial<Record<Field, string>>;

/**
 * A count of the drawer as it is typed: the float and the cash in euros with a comma, the note;
 * the expected cash and the difference follow every keystroke, and what the server would refuse
 * is said before sending (`check`), in the server's own words.
 */
export function useCashCount(totals: DayTotals, initialFloatCents: number, noteRequired: boolean) {
  const [float, setFloat] = useState(() => centsToTyped(initialFloatCents));
  const [counted, setCounted] = useState('');
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<CountErrors>({});
  const floatCents = typedCents(float);
  const countedCents = typedCents(counted);
  const live = countAgainst(totals, floatCents ?? 0, countedCents ?? 0);

  /** The count to send, or null with the fields' errors shown. */
  const check = (): CashCountBody | null => {
    const found: CountErrors = {};
    if (floatCents === null) found.floatCents = float.trim() === '' ? cashCloseMessages.floatInvalid : 'cash.close.amount_unreadable';
    if (countedCents === null) found.countedCashCents = counted.trim() === '' ? cashCloseMessages.countedInvalid : 'cash.close.amount_unreadable';
    if (floatCents !== null && countedCents !== null && note.trim() === '') {
      if (noteRequired) found.note = cashCloseMessages.reasonRequired;
      else if (live.differenceCents !== 0) found.note = cashCloseMessages.differenceNeedsNote(live.differenceCents);
    }
    setErrors(found);
    return Object.keys(found).length === 0 ? { floatCents: floatCents!, countedCashCents: countedCents!, note: note.trim() } : null;
  };

  /** A 400's field errors on their fields; true when there were any. */
  const showServerErrors = (error: unknown): boolean => {
    if (!(error instanceof HttpError) || error.status !== 400) return false;
    const fields = (error.body as { errors?: Record<string, unknown> } | undefined)?.errors ?? {};
    const found: CountErrors = {};
    for (const field of ['floatCents', 'countedCashCents', 'note'] as const) if (typeof fields[field] === 'string') found[field] = fields[field] as string;
    setErrors(found);
    return Object.keys(found).length > 0;
  };

  const complete = floatCents !== null && countedCents !== null;
  return { float, setFloat, counted, setCounted, note, setNote, errors, check, showServerErrors, complete, noteRequired, ...live };
}

export type CashCountState = ReturnType<typeof useCashCount>;

/** 'Sobran 5,00 €' / 'Faltan 5,00 €' / 'Cuadra', coloured; a screen reader hears it change. */
export const DifferenceText = ({ differenceCents, live = false }: { differenceCents: number; live?: boolean }) => {
  const translate = useTranslate();
  const [key, args] = differenceText(differenceCents);
  return (
    <Box component="strong" data-testid="cash-difference" aria-live={live ? 'polite' : undefined} sx={{ color: differenceColor(differenceCents) }}>
      {translate(key, args)}
    </Box>
  );
};

export const CashCountFields = ({ count, noteLabel, autoFocus = false }: { count: CashCountState; noteLabel: string; autoFocus?: boolean }) => {
  const translate = useTranslate();
  const error = (field: Field) => (count.errors[field] ? translate(count.errors[field]!) : undefined);
  const money = { htmlInput: { inputMode: 'decimal' as const, autoComplete: 'off', lang: 'es-ES' } };
  const noteNeeded = count.noteRequired || (count.complete && count.differenceCents !== 0);
  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField
          label={translate('cash.close.float')}
          value={count.float}
          onChange={(event) => count.setFloat(event.target.value)}
          error={Boolean(count.errors.floatCents)}
          helperText={error('floatCents') ?? translate('cash.close.float_hint')}
          required
          slotProps={money}
        />
        <TextField
          label={translate('cash.close.counted')}
          value={count.counted}
          onChange={(event) => count.setCounted(event.target.value)}
          error={Boolean(count.errors.countedCashCents)}
          helperText={error('countedCashCents') ?? translate('cash.close.counted_hint')}
          required
          autoFocus={autoFocus}
          slotProps={money}
        />
      </Stack>
      <Typography component="p" data-testid="cash-count-summary">
        {translate('cash.close.expected', { amount: formatEuros(count.expectedCashCents) })}
        {count.complete ? (
          <>
            {' · '}
            <DifferenceText differenceCents={count.differenceCents} live />
          </>
        ) : null}
      </Typography>
      <TextField
        label={noteLabel}
        value={count.note}
        onChange={(event) => count.setNote(event.target.value)}
        error={Boolean(count.errors.note)}
        helperText={error('note') ?? (count.noteRequired ? undefined : translate(noteNeeded ? 'cash.close.note_required' : 'cash.close.note_optional'))}
        required={noteNeeded}
        multiline
        minRows={2}
        slotProps={{ htmlInput: { maxLength: 500 } }}
      />
    </Stack>
  );
};
