import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import CircularProgress from '@mui/material/CircularProgress';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import SaveIcon from '@mui/icons-material/Save';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  eurosToCents,
  formatEuros,
  formatMadridDateTime,
  isValidTaxId,
  SHOP_IDENTITY_FIELDS,
  shopFieldLabels,
  shopTermsFields,
  WEEKDAYS,
  type OpeningRange,
  type ShopIdentity,
  type ShopProfile,
  type ShopTerms,
  type Weekday,
  type WeeklyHours,
} from '@taller/domain';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { HttpError, Title, useNotify, useTranslate } from 'react-admin';
import { fetchShopHistory, fetchShopSettings, saveShopSettings, type ShopHistoryEntry } from './api';
import '../i18n/shopSettings.es';

/** The form as typed: texts, so that a half-typed number or time is kept as it is until saved. */
interface Draft {
  identity: ShopIdentity;
  hours: WeeklyHours;
  terms: Record<keyof ShopTerms, string>;
}

const draftOf = (profile: ShopProfile): Draft => ({
  identity: { ...profile.identity },
  hours: structuredClone(profile.hours),
  terms: {
    storageFreeDays: String(profile.terms.storageFreeDays),
    storageDailyFeeCents: (profile.terms.storageDailyFeeCents / 100).toFixed(2).replace('.', ','),
    abandonedAfterDays: String(profile.terms.abandonedAfterDays),
    warrantyMonths: String(profile.terms.warrantyMonths),
    reservationHoldDays: String(profile.terms.reservationHoldDays),
  },
});

/** The numbers as the API takes them; what is no number goes as typed, for the server's message. */
function termsOf(draft: Draft): Record<keyof ShopTerms, number> {
  const whole = (text: string) => (/^\s*\d+\s*$/.test(text) ? Number(text) : (text as unknown as number));
  return {
    storageFreeDays: whole(draft.terms.storageFreeDays),
    storageDailyFeeCents: eurosToCents(draft.terms.storageDailyFeeCents) ?? (draft.terms.storageDailyFeeCents as unknown as number),
    abandonedAfterDays: whole(draft.terms.abandonedAfterDays),
    warrantyMonths: whole(draft.terms.warrantyMonths),
    reservationHoldDays: whole(draft.terms.reservationHoldDays),
  };
}

const INPUT_TYPES: Partial<Record<keyof ShopIdentity, string>> = { email: 'email', phone: 'tel', whatsapp: 'tel' };
const AUTOCOMPLETE: Partial<Record<keyof ShopIdentity, string>> = {
  tradeName: 'organization',
  street: 'street-address',
  postalCode: 'postal-code',
  city: 'address-level2',
  province: 'address-level1',
  phone: 'tel',
  email: 'email',
};

/**
 * 'Ajustes del taller': the shop's identity, opening hours and terms, the Administrador's alone
 * (the server answers 403 to a Gerente). Saving sends the version shown: a change made meanwhile
 * elsewhere (another screen, `taller shop set`) is refused, not overwritten.
 */
export const ShopSettingsPage = () => {
  const translate = useTranslate();
  const settings = useQuery({ queryKey: ['shop-settings'], queryFn: ({ signal }) => fetchShopSettings(signal), retry: false });
  const forbidden = settings.error instanceof HttpError && settings.error.status === 403;
  return (
    <Box sx={{ py: 2, maxWidth: 980 }}>
      <Title title={translate('shop_settings.title')} />
      <Typography variant="h5" component="h1">
        {translate('shop_settings.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1, mb: 2 }}>
        {translate('shop_settings.intro')}
      </Typography>
      {forbidden ? (
        <Alert severity="error">{translate('shop_settings.messages.forbidden')}</Alert>
      ) : settings.error ? (
        <Alert severity="error">{settings.error instanceof Error ? settings.error.message : translate('shop_settings.messages.load_error')}</Alert>
      ) : !settings.data ? (
        <CircularProgress aria-label={translate('ra.page.loading')} />
      ) : (
        <SettingsForm key={`${settings.data.version}`} profile={settings.data} />
      )}
    </Box>
  );
};

function SettingsForm({ profile }: { profile: ShopProfile }) {
  const translate = useTranslate();
  const notify = useNotify();
  const queries = useQueryClient();
  const [draft, setDraft] = useState<Draft>(() => draftOf(profile));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<{ message: string; stale: boolean } | null>(null);
  const [saving, setSaving] = useState(false);

  const setIdentity = (field: keyof ShopIdentity, value: string) => setDraft((d) => ({ ...d, identity: { ...d.identity, [field]: value } }));
  const setTerm = (field: keyof ShopTerms, value: string) => setDraft((d) => ({ ...d, terms: { ...d.terms, [field]: value } }));
  const setDay = (day: Weekday, ranges: OpeningRange[]) => setDraft((d) => ({ ...d, hours: { ...d.hours, [day]: ranges } }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const local: Record<string, string> = {};
    if (draft.identity.taxId.trim() && !isValidTaxId(draft.identity.taxId)) local['identity.taxId'] = translate('shop_settings.fields.tax_id_invalid');
    if (Object.keys(local).length > 0) {
      setErrors(local);
      return;
    }
    setSaving(true);
    try {
      const saved = await saveShopSettings({ version: profile.version, identity: { ...draft.identity }, hours: draft.hours, terms: termsOf(draft) });
      setErrors({});
      notify(saved.version === profile.version ? 'shop_settings.messages.unchanged' : 'shop_settings.messages.saved', { type: 'success' });
      queries.setQueryData(['shop-settings'], saved);
      await queries.invalidateQueries({ queryKey: ['shop'] });
      await queries.invalidateQueries({ queryKey: ['shop-history'] });
    } catch (error) {
      const body = error instanceof HttpError ? (error.body as { errors?: Record<string, unknown> } | undefined) : undefined;
      const fieldErrors = Object.fromEntries(Object.entries(body?.errors ?? {}).filter(([key, value]) => key !== 'root' && typeof value === 'string')) as Record<string, string>;
      setErrors(fieldErrors);
      setFailure({ message: error instanceof Error ? error.message : String(error), stale: error instanceof HttpError && error.status === 409 });
    } finally {
      setSaving(false);
    }
  };

  const missing = profile.missing.map((field) => shopFieldLabels[field]).join(', ');
  return (
    <Box component="form" noValidate onSubmit={submit} aria-busy={saving}>
      {profile.configured ? null : (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {translate('shop_settings.messages.missing', { fields: missing })}
        </Alert>
      )}
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {profile.updatedAt
          ? translate('shop_settings.messages.version', { version: profile.version, when: formatMadridDateTime(profile.updatedAt) })
          : translate('shop_settings.messages.never_changed')}
      </Typography>

      <Part title="shop_settings.sections.identity" hint="shop_settings.sections.identity_hint">
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
          {SHOP_IDENTITY_FIELDS.map((field) => (
            <TextField
              key={field}
              name={field}
              label={shopFieldLabels[field]}
              value={draft.identity[field]}
              onChange={(e) => setIdentity(field, e.target.value)}
              required={field !== 'whatsapp'}
              type={INPUT_TYPES[field] ?? 'text'}
              autoComplete={AUTOCOMPLETE[field] ?? 'off'}
              error={Boolean(errors[`identity.${field}`])}
              helperText={errors[`identity.${field}`] ?? (field === 'taxId' ? translate('shop_settings.fields.tax_id_hint') : ' ')}
            />
          ))}
        </Box>
      </Part>

      <Part title="shop_settings.sections.hours" hint="shop_settings.sections.hours_hint">
        <Stack spacing={1.5}>
          {WEEKDAYS.map((day) => (
            <DayHours key={day} day={day} ranges={draft.hours[day]} onChange={(ranges) => setDay(day, ranges)} errors={errors} />
          ))}
        </Stack>
      </Part>

      <Part title="shop_settings.sections.terms" hint="shop_settings.sections.terms_hint">
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
          {shopTermsFields.map((field) => (
            <TextField
              key={field}
              name={field}
              label={shopFieldLabels[field]}
              value={draft.terms[field]}
              onChange={(e) => setTerm(field, e.target.value)}
              inputMode={field === 'storageDailyFeeCents' ? 'decimal' : 'numeric'}
              error={Boolean(errors[`terms.${field}`])}
              helperText={errors[`terms.${field}`] ?? translate(TERM_HINTS[field])}
            />
          ))}
        </Box>
      </Part>

      {failure ? (
        <Alert
          severity="error"
          sx={{ my: 2 }}
          action={
            failure.stale ? (
              <Button color="inherit" size="small" onClick={() => queries.invalidateQueries({ queryKey: ['shop-settings'] })}>
                {translate('shop_settings.actions.reload')}
              </Button>
            ) : undefined
          }
        >
          {failure.message}
        </Alert>
      ) : null}
      <Button type="submit" variant="contained" startIcon={<SaveIcon />} disabled={saving} sx={{ mt: 1 }}>
        {translate('shop_settings.actions.save')}
      </Button>

      <ShopHistory />
    </Box>
  );
}

const TERM_HINTS: Record<keyof ShopTerms, string> = {
  storageFreeDays: 'shop_settings.fields.free_days_hint',
  storageDailyFeeCents: 'shop_settings.fields.fee_hint',
  abandonedAfterDays: 'shop_settings.fields.abandoned_hint',
  warrantyMonths: 'shop_settings.fields.warranty_hint',
  reservationHoldDays: 'shop_settings.fields.reservation_hint',
};

function Part({ title, hint, children }: { title: string; hint: string; children: ReactNode }) {
  const translate = useTranslate();
  const id = useId();
  return (
    <Paper component="section" aria-labelledby={id} variant="outlined" sx={{ p: 2, mb: 2 }}>
      <Typography id={id} variant="h6" component="h2">
        {translate(title)}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {translate(hint)}
      </Typography>
      {children}
    </Paper>
  );
}

function DayHours({ day, ranges, onChange, errors }: { day: Weekday; ranges: OpeningRange[]; onChange: (ranges: OpeningRange[]) => void; errors: Record<string, string> }) {
  const translate = useTranslate();
  const closed = ranges.length === 0;
  const dayError = errors[`hours.${day}`];
  const time = (index: number, end: keyof OpeningRange) => {
    const key = `hours.${day}.${index}.${end}`;
    return (
      <TextField
        size="small"
        type="time"
        name={`${day}-${index}-${end}`}
        label={`${translate(end === 'opens' ? 'shop_settings.fields.opens' : 'shop_settings.fields.closes')} (${shopFieldLabels[day]}${index === 1 ? ', 2.º tramo' : ''})`}
        value={ranges[index]![end]}
        onChange={(e) => onChange(ranges.map((r, i) => (i === index ? { ...r, [end]: e.target.value } : r)))}
        error={Boolean(errors[key])}
        helperText={errors[key]}
        slotProps={{ inputLabel: { shrink: true } }}
        sx={{ width: 190 }}
      />
    );
  };
  return (
    <Box role="group" aria-label={shopFieldLabels[day]} sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5 }}>
      <Typography sx={{ width: 90, fontWeight: 600 }}>{shopFieldLabels[day]}</Typography>
      <FormControlLabel
        control={<Checkbox checked={closed} onChange={(e) => onChange(e.target.checked ? [] : [{ opens: '10:00', closes: '20:00' }])} />}
        label={translate('shop_settings.fields.closed')}
      />
      {ranges.map((_, index) => (
        <Box key={index} sx={{ display: 'flex', gap: 1 }}>
          {time(index, 'opens')}
          {time(index, 'closes')}
        </Box>
      ))}
      {ranges.length === 1 ? (
        <Button size="small" onClick={() => onChange([{ ...ranges[0]!, closes: ranges[0]!.closes > '14:00' ? '14:00' : ranges[0]!.closes }, { opens: '17:00', closes: '20:00' }])}>
          {translate('shop_settings.fields.add_range')}
        </Button>
      ) : ranges.length === 2 ? (
        <Button size="small" onClick={() => onChange([ranges[0]!])}>
          {translate('shop_settings.fields.remove_range')}
        </Button>
      ) : null}
      {dayError ? (
        <Typography variant="caption" color="error" role="alert">
          {dayError}
        </Typography>
      ) : null}
    </Box>
  );
}

/** Before → after of each change, newest first. */
function ShopHistory() {
  const translate = useTranslate();
  const history = useQuery({ queryKey: ['shop-history'], queryFn: ({ signal }) => fetchShopHistory(signal), retry: false });
  const show = (value: unknown, field: string): string => {
    if (field === 'storageDailyFeeCents' && typeof value === 'number') return formatEuros(value);
    if (value === null || value === undefined || value === '') return translate('shop_settings.history.empty');
    if (Array.isArray(value)) {
      return value.length === 0 ? translate('shop_settings.history.closed') : value.map((r: OpeningRange) => `${r.opens}-${r.closes}`).join(', ');
    }
    return String(value);
  };
  const entries = [...(history.data ?? [])].reverse();
  return (
    <Box component="section" aria-labelledby="shop-history-title" sx={{ mt: 4 }}>
      <Typography id="shop-history-title" variant="h6" component="h2" sx={{ mb: 1 }}>
        {translate('shop_settings.sections.history')}
      </Typography>
      {history.data && entries.length === 0 ? <Typography color="text.secondary">{translate('shop_settings.messages.no_history')}</Typography> : null}
      <Stack component="ol" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {entries.map((entry: ShopHistoryEntry) => (
          <Paper component="li" key={entry.position} variant="outlined" sx={{ p: 1.5 }}>
            <Typography variant="subtitle2" component="p">
              {entry.label} · {formatMadridDateTime(entry.occurredAt)} · {entry.actor.name}
              {entry.actor.roleLabel !== entry.actor.name ? ` (${entry.actor.roleLabel})` : ''} · {translate(`shop_settings.history.sources.${entry.source}`, { _: entry.source })}
            </Typography>
            <Box component="ul" sx={{ m: 0, pl: 3 }}>
              {entry.changes.map((change) => (
                <Typography component="li" variant="body2" key={change.field}>
                  {translate('shop_settings.history.from_to', { label: change.label, from: show(change.from, change.field), to: show(change.to, change.field) })}
                </Typography>
              ))}
            </Box>
          </Paper>
        ))}
      </Stack>
    </Box>
  );
}
