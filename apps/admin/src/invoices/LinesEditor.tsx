import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { formatEuros } from '@taller/domain';
import { useTranslate } from 'react-admin';
import '../i18n/invoiceScreens.es';
import { emptyLine, typedTotals, type LineErrors, type TypedLine } from './invoiceForm';
import { typedEurosToCents } from '../repairs/payments/movementForm';

const T = 'invoices.counter';

/**
 * Lines as a counter writes them: concept, how many, the price with IVA in euros with a comma,
 * and each line's amount as it is typed. Used by 'Venta en mostrador' and 'Rectificar'.
 */
export const LinesEditor = ({
  lines,
  errors,
  onChange,
  disabled,
}: {
  lines: TypedLine[];
  errors: LineErrors[];
  onChange: (lines: TypedLine[]) => void;
  disabled?: boolean;
}) => {
  const translate = useTranslate();
  const change = (index: number, field: keyof TypedLine, value: string) => onChange(lines.map((line, at) => (at === index ? { ...line, [field]: value } : line)));
  const errorText = (index: number, field: keyof LineErrors) => (errors[index]?.[field] ? translate(errors[index]![field]!) : undefined);
  return (
    <Stack spacing={1.5} component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
      <Typography component="legend" variant="subtitle2" sx={{ mb: 1 }}>
        {translate(`${T}.lines`)}
      </Typography>
      {lines.map((line, index) => {
        const lineTotal = typedTotals([line]).totalCents;
        const typed = typedEurosToCents(line.unitPrice) !== null;
        return (
          <Box
            key={index}
            role="group"
            aria-label={translate(`${T}.line`, { n: index + 1 })}
            data-testid="invoice-form-line"
            sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr 1fr', sm: 'minmax(12rem, 3fr) 6rem 9rem 7rem auto' }, gap: 1, alignItems: 'start' }}
          >
            <TextField
              label={translate(line.productId ? `${T}.product` : `${T}.description`)}
              value={line.description}
              onChange={(e) => change(index, 'description', e.target.value)}
              error={Boolean(errors[index]?.description)}
              helperText={errorText(index, 'description') ?? (line.available !== undefined ? translate(`${T}.available`, { smart_count: line.available }) : undefined)}
              required
              disabled={disabled}
              // A catalogue product's name and price are the catalogue's: the server takes them from it.
              slotProps={{ htmlInput: { maxLength: 200, readOnly: Boolean(line.productId) } }}
              size="small"
              sx={{ gridColumn: { xs: '1 / -1', sm: 'auto' } }}
            />
            <TextField
              label={translate(`${T}.quantity`)}
              value={line.quantity}
              onChange={(e) => change(index, 'quantity', e.target.value)}
              error={Boolean(errors[index]?.quantity)}
              helperText={errorText(index, 'quantity')}
              required
              disabled={disabled}
              size="small"
              slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'off' } }}
            />
            <TextField
              label={translate(`${T}.unit_price`)}
              value={line.unitPrice}
              onChange={(e) => change(index, 'unitPrice', e.target.value)}
              error={Boolean(errors[index]?.unitPriceCents)}
              helperText={errorText(index, 'unitPriceCents')}
              required
              disabled={disabled}
              size="small"
              slotProps={{ htmlInput: { inputMode: 'decimal', autoComplete: 'off', lang: 'es-ES', readOnly: Boolean(line.productId) } }}
            />
            <Typography variant="body2" sx={{ pt: 1, textAlign: 'right', whiteSpace: 'nowrap' }} aria-label={translate(`${T}.line_total`)} data-testid="invoice-form-line-total">
              {typed ? formatEuros(lineTotal) : '—'}
            </Typography>
            <IconButton
              aria-label={translate(`${T}.remove_line`, { n: index + 1 })}
              onClick={() => onChange(lines.filter((_, at) => at !== index))}
              disabled={disabled || lines.length === 1}
              size="small"
            >
              <DeleteOutlineIcon />
            </IconButton>
          </Box>
        );
      })}
      <Box>
        <Button startIcon={<AddIcon />} onClick={() => onChange([...lines, emptyLine()])} disabled={disabled || lines.length >= 50} size="small">
          {translate(`${T}.add_line`)}
        </Button>
      </Box>
    </Stack>
  );
};

/** 'Total 24,20 €' and 'Base 20,00 € · IVA 4,20 €', live, as a polite status. */
export const LiveTotal = ({ lines, label = `${T}.total` }: { lines: TypedLine[]; label?: string }) => {
  const translate = useTranslate();
  const totals = typedTotals(lines);
  return (
    <Box role="status" aria-live="polite" sx={{ textAlign: 'right' }}>
      <Typography variant="h6" component="p" data-testid="invoice-form-total">
        {translate(label)}: {formatEuros(totals.totalCents)}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {translate(`${T}.base_tax`, { base: formatEuros(totals.baseCents), tax: formatEuros(totals.taxCents) })}
      </Typography>
    </Box>
  );
};
