import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useTranslate } from 'react-admin';
import type { AuditFilterKey, AuditFilterOptions, AuditFilters } from './types';

const ALL = '';

/**
 * The audit's filters, each applied as it changes: who, the kind of record and its number,
 * what happened (the events of the kind chosen, or of all), the origin and Madrid days.
 */
export const AuditFiltersForm = ({
  filters,
  options,
  onChange,
}: {
  filters: AuditFilters;
  options: AuditFilterOptions | undefined;
  onChange: (key: AuditFilterKey, value: string) => void;
}) => {
  const translate = useTranslate();
  const types = (options?.types ?? []).filter((t) => !filters.kind || t.kind === filters.kind);
  const kindLabel = (kind: string) => options?.kinds.find((k) => k.kind === kind)?.label ?? kind;
  const select = (key: AuditFilterKey, label: string, choices: { value: string; label: string }[]) => (
    <TextField
      select
      size="small"
      label={translate(label)}
      value={filters[key] ?? ALL}
      onChange={(event) => onChange(key, event.target.value)}
      fullWidth={false}
      sx={{ width: 210 }}
      slotProps={{ select: { MenuProps: { slotProps: { paper: { sx: { maxHeight: 360 } } } } } }}
      data-filter={key}
    >
      <MenuItem value={ALL}>{translate('audit.filters.all')}</MenuItem>
      {/* A value from the address that the options do not list (an account id typed in) still shows. */}
      {filters[key] && !choices.some((c) => c.value === filters[key]) ? <MenuItem value={filters[key]}>{filters[key]}</MenuItem> : null}
      {choices.map((choice) => (
        <MenuItem key={choice.value} value={choice.value}>
          {choice.label}
        </MenuItem>
      ))}
    </TextField>
  );
  const hasFilters = Object.values(filters).some(Boolean);
  return (
    <Stack component="form" role="search" aria-label={translate('audit.filters.label')} direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1.5, alignItems: 'center', my: 2 }} onSubmit={(e) => e.preventDefault()}>
      {select(
        'actor',
        'audit.filters.actor',
        (options?.actors ?? []).map((a) => ({ value: a.key, label: a.name === a.roleLabel ? a.name : `${a.name} (${a.roleLabel})` })),
      )}
      {select('kind', 'audit.filters.kind', (options?.kinds ?? []).map((k) => ({ value: k.kind, label: k.label })))}
      <TextField
        size="small"
        label={translate('audit.filters.record_id')}
        value={filters.recordId ?? ''}
        onChange={(event) => onChange('recordId', event.target.value.trim())}
        slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 20 } }}
        fullWidth={false}
        sx={{ width: 170 }}
        data-filter="recordId"
      />
      {select(
        'type',
        'audit.filters.type',
        types.map((t) => ({ value: t.type, label: filters.kind ? t.label : `${t.label} (${kindLabel(t.kind)})` })),
      )}
      {select('source', 'audit.filters.source', (options?.sources ?? []).map((s) => ({ value: s.source, label: s.label })))}
      <TextField
        size="small"
        type="date"
        label={translate('audit.filters.since')}
        value={filters.since ?? ''}
        onChange={(event) => onChange('since', event.target.value)}
        slotProps={{ inputLabel: { shrink: true } }}
        fullWidth={false}
        sx={{ width: 170 }}
        data-filter="since"
      />
      <TextField
        size="small"
        type="date"
        label={translate('audit.filters.until')}
        value={filters.until ?? ''}
        onChange={(event) => onChange('until', event.target.value)}
        slotProps={{ inputLabel: { shrink: true } }}
        fullWidth={false}
        sx={{ width: 170 }}
        data-filter="until"
      />
      {hasFilters ? (
        <Button variant="text" onClick={() => onChange('' as AuditFilterKey, '')}>
          {translate('audit.filters.clear')}
        </Button>
      ) : null}
    </Stack>
  );
};
