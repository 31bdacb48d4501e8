import Box from '@mui/material/Box';
import { formatDay, formatMadridDateTime } from '@taller/domain';
import { QrCode } from '../tracking/QrCode';
import type { Albaran } from './api';
import { useId, type ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import '../i18n/calendar.es';

/**
 * One copy of the service sheet: the shop's or the customer's. Sized in printer's units so
 * that two fit side by side on an A4 landscape sheet (AlbaranPage's print rules); on screen
 * the same layout, black on white.
 */
export const AlbaranCopy = ({ albaran, copy }: { albaran: Albaran; copy: 'shop' | 'customer' }) => {
  const translate = useTranslate();
  const headingId = useId();
  const { shop, customer, device, budget, payment } = albaran;
  const otherCode = device.hasUnlockCode && !device.numPad && !device.pattern;
  return (
    <Box component="section" aria-labelledby={headingId} className="albaran-copy" data-copy={copy} sx={copySx}>
      <Box component="h2" id={headingId} className="albaran-copy__label">
        {translate(`albaran.copies.${copy}`)}
      </Box>

      <Box component="header" className="albaran-header">
        <div>
          <Box component="p" className="albaran-shop-name">
            {shop.name}
          </Box>
          {/* Only what the shop has set in 'Ajustes del taller': a line with nothing is left out. */}
          {shop.legalName || shop.taxId ? (
            <p>{[shop.legalName, shop.taxId && `${translate('albaran.fields.taxId')} ${shop.taxId}`].filter(Boolean).join(' · ')}</p>
          ) : null}
          {shop.address ? <p>{shop.address}</p> : null}
          {shop.phone || shop.email || shop.whatsapp ? (
            <p>{[shop.phone, shop.whatsapp && `WhatsApp ${shop.whatsapp}`, shop.email].filter(Boolean).join(' · ')}</p>
          ) : null}
          <p>
            {shop.openingHours
              .map(({ days, hours }) => `${days} ${hours ?? translate('albaran.closed').toLowerCase()}`)
              .join(' · ')}
          </p>
        </div>
        <Box className="albaran-title">
          <p className="albaran-title__heading">{translate('albaran.heading')}</p>
          <p>
            {translate('albaran.fields.number')} <strong data-testid="albaran-number">{albaran.number}</strong>
          </p>
          <p>
            {translate('albaran.fields.date')} <strong>{formatDay(albaran.date)}</strong>
          </p>
          <p className="albaran-kinds">
            <Tick checked={albaran.repair} label={translate('albaran.kinds.repair')} />
            <Tick checked={albaran.revision} label={translate('albaran.kinds.revision')} />
          </p>
        </Box>
      </Box>

      <Part title="albaran.sections.customer">
        <Fields>
          <Field label="albaran.fields.name">{customer.name}</Field>
          <Field label="albaran.fields.phone">{customer.phone}</Field>
          <Field label="albaran.fields.email">{customer.email}</Field>
        </Fields>
      </Part>

      <Part title="albaran.sections.device">
        <Fields>
          <Field label="albaran.fields.device">{device.device}</Field>
          <Field label="albaran.fields.model">{device.model}</Field>
        </Fields>
        <p className="albaran-unlock">
          <span className="albaran-label">{translate('albaran.fields.unlock')}:</span>{' '}
          <Tick checked={device.numPad} label={translate('albaran.fields.numPad')} />
          <Tick checked={device.pattern} label={translate('albaran.fields.pattern')} />
          <Tick checked={otherCode} label={translate('albaran.fields.otherCode')} />
          <Tick checked={!device.hasUnlockCode} label={translate('albaran.fields.noCode')} />
        </p>
      </Part>

      <Part title="albaran.sections.fault">
        <p className="albaran-text albaran-writable">{albaran.clientError}</p>
      </Part>

      <Part title="albaran.sections.observations" className="albaran-part--observations">
        <p>
          <span className="albaran-label">{translate('albaran.fields.status')}:</span> {albaran.observations.statusLabel}
        </p>
        <p className="albaran-text albaran-observations">{albaran.observations.description}</p>
      </Part>

      <Part title="albaran.sections.budget">
        <Fields>
          {/* With the money known, the price reads as the total it is, beside what was paid and what is owed. */}
          <Field label={payment ? 'albaran.fields.total' : 'albaran.fields.amount'}>{budget?.amount ?? translate('albaran.to_be_set')}</Field>
          {budget && <Field label="albaran.fields.priceType">{budget.priceTypeLabel}</Field>}
          {payment && (
            <>
              <Field label="albaran.fields.paidOnAccount">
                <span data-testid="albaran-paid">{payment.paid}</span>
              </Field>
              <Field label="albaran.fields.due">
                <strong data-testid="albaran-due">{payment.due ?? translate('albaran.price_not_set')}</strong>
              </Field>
            </>
          )}
          {albaran.storage && (
            <Field label="albaran.fields.storage">
              {translate('albaran.fields.storageSince', {
                day: formatDay(albaran.storage.noticeDay),
                smart_count: albaran.storage.chargedDays,
                amount: albaran.storage.amount,
              })}
            </Field>
          )}
          {albaran.warrantyEnd && <Field label="albaran.fields.warrantyEnd">{formatDay(albaran.warrantyEnd)}</Field>}
          {albaran.abandoned && (
            <Field label="albaran.fields.abandoned">
              {translate('albaran.fields.abandonedOn', { day: formatDay(albaran.abandoned.day), reason: albaran.abandoned.reason })}
            </Field>
          )}
        </Fields>
      </Part>

      <Part title="albaran.sections.terms">
        <ol className="albaran-terms">
          {albaran.terms.map((term) => (
            <li key={term}>{term}</li>
          ))}
        </ol>
      </Part>

      {copy === 'customer' && albaran.tracking && (
        <Box className="albaran-tracking" data-testid="albaran-tracking">
          <QrCode value={albaran.tracking.url ?? albaran.tracking.path} size="26mm" label={translate('albaran.tracking.qr')} />
          <div>
            <p className="albaran-tracking__title">{translate('albaran.tracking.title')}</p>
            <p>{translate('albaran.tracking.text')}</p>
            <p className="albaran-tracking__url">{albaran.tracking.url ?? albaran.tracking.path}</p>
          </div>
        </Box>
      )}

      <Box component="footer" className="albaran-signatures">
        <div className="albaran-signature">{translate('albaran.signatures.customer')}</div>
        <div className="albaran-signature">{translate('albaran.signatures.shop')}</div>
      </Box>
      <p className="albaran-issued">
        {translate('albaran.fields.issuedAt', { date: formatMadridDateTime(albaran.issuedAt) })}
      </p>
    </Box>
  );
};

const Part = ({ title, className, children }: { title: string; className?: string; children: ReactNode }) => {
  const translate = useTranslate();
  return (
    <div className={className ? `albaran-part ${className}` : 'albaran-part'}>
      <h3>{translate(title)}</h3>
      {children}
    </div>
  );
};

const Fields = ({ children }: { children: ReactNode }) => <dl className="albaran-fields">{children}</dl>;

const Field = ({ label, children }: { label: string; children: ReactNode }) => {
  const translate = useTranslate();
  return (
    <div>
      <dt>{translate(label)}:</dt> <dd>{children || '\u00a0'}</dd>
    </div>
  );
};

/** A printed tick box; a screen reader hears whether it is ticked. */
const Tick = ({ checked, label }: { checked: boolean; label: string }) => {
  const translate = useTranslate();
  return (
    <span className="albaran-tick" data-checked={checked}>
      <span className="albaran-tick__box" aria-hidden>
        {checked ? '✕' : ''}
      </span>
      {label}
      <span className="albaran-sr-only"> ({translate(checked ? 'albaran.checked' : 'albaran.unchecked')})</span>
    </span>
  );
};

/**
 * The copy's typography in points and millimetres: it is a printed form first. On screen the
 * same proportions, a little larger.
 */
const copySx = {
  boxSizing: 'border-box',
  border: '1px solid #000',
  color: '#000',
  bgcolor: '#fff',
  p: '5mm',
  fontFamily: '"Helvetica Neue", Arial, sans-serif',
  fontSize: '10pt',
  lineHeight: 1.3,
  display: 'flex',
  flexDirection: 'column',
  minWidth: 0,
  '& p': { m: 0 },
  '& h3': {
    m: 0,
    mb: '0.6mm',
    fontSize: '0.8em',
    fontWeight: 700,
    textTransform: 'uppercase',
    letterSpacing: '0.04em',
    borderBottom: '0.3mm solid #000',
  },
  '& .albaran-copy__label': {
    m: 0,
    mb: '2mm',
    alignSelf: 'flex-end',
    fontSize: '0.85em',
    fontWeight: 700,
    textTransform: 'uppercase',
    letterSpacing: '0.06em',
    border: '0.3mm solid #000',
    px: '2mm',
    py: '0.5mm',
  },
  '& .albaran-header': {
    display: 'flex',
    justifyContent: 'space-between',
    gap: '4mm',
    fontSize: '0.85em',
    mb: '2.5mm',
  },
  '& .albaran-shop-name': { fontSize: '1.9em', fontWeight: 800, lineHeight: 1.1 },
  '& .albaran-title': { textAlign: 'right', flexShrink: 0 },
  '& .albaran-title__heading': { fontSize: '1.25em', fontWeight: 700, textTransform: 'uppercase' },
  '& .albaran-kinds': { mt: '1mm' },
  '& .albaran-part': { mb: '2.2mm' },
  '& .albaran-fields': {
    m: 0,
    display: 'flex',
    flexWrap: 'wrap',
    columnGap: '5mm',
    rowGap: '0.5mm',
    '& div': { display: 'flex', gap: '1mm', minWidth: 0 },
    '& dt': { fontWeight: 600 },
    '& dd': { m: 0, overflowWrap: 'anywhere' },
  },
  '& .albaran-label': { fontWeight: 600 },
  '& .albaran-unlock': { mt: '0.8mm' },
  '& .albaran-tick': {
    display: 'inline-flex',
    alignItems: 'center',
    verticalAlign: 'middle',
    gap: '1mm',
    mr: '3mm',
    whiteSpace: 'nowrap',
  },
  '& .albaran-tick__box': {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: '3.2mm',
    height: '3.2mm',
    border: '0.3mm solid #000',
    fontSize: '2.8mm',
    lineHeight: 1,
    fontWeight: 700,
  },
  '& .albaran-text': { whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' },
  // An empty fault line is left for the pen.
  '& .albaran-writable:empty': { minHeight: '5mm', borderBottom: '0.2mm dotted #000' },
  '& .albaran-terms': { m: 0, pl: '4.5mm', fontSize: '0.78em', lineHeight: 1.25 },
  '& .albaran-tracking': {
    mt: '4mm',
    display: 'flex',
    gap: '4mm',
    alignItems: 'center',
    breakInside: 'avoid',
    '& p': { m: 0 },
  },
  '& .albaran-tracking__title': { fontWeight: 700 },
  '& .albaran-tracking__url': { fontFamily: 'monospace', fontSize: '0.95em', overflowWrap: 'anywhere' },
  '& .albaran-signatures': {
    mt: 'auto',
    pt: '12mm',
    display: 'grid',
    gridTemplateColumns: '1fr 1fr',
    gap: '8mm',
    fontSize: '0.85em',
  },
  '& .albaran-signature': { borderTop: '0.3mm solid #000', pt: '1mm', textAlign: 'center' },
  '& .albaran-issued': { mt: '1.5mm', fontSize: '0.7em', textAlign: 'right' },
  '& .albaran-sr-only': {
    position: 'absolute',
    width: '1px',
    height: '1px',
    overflow: 'hidden',
    clip: 'rect(0 0 0 0)',
    whiteSpace: 'nowrap',
  },
  '@media print': {
    fontSize: '9pt',
    p: '4mm',
    height: '100%',
    overflow: 'hidden',
    breakInside: 'avoid',
    // Paper has one sheet: a very long description is cut (…) so that the form still fits,
    // and whatever else is long, the observations give way before the signatures do.
    '& > *': { flexShrink: 0 },
    '& > .albaran-part--observations': { flexShrink: 1, minHeight: 0, overflow: 'hidden' },
    '& .albaran-observations': {
      display: '-webkit-box',
      WebkitBoxOrient: 'vertical',
      WebkitLineClamp: 9,
      overflow: 'hidden',
    },
  },
} as const;
