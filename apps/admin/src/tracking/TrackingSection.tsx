import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import LinkOffIcon from '@mui/icons-material/LinkOff';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import RefreshIcon from '@mui/icons-material/Refresh';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatMadridDateTime } from '@taller/domain/dates';
import { useEffect, useState } from 'react';
import { Confirm, useNotify, useRecordContext, useTranslate, type RaRecord } from 'react-admin';
import { serverMessage } from '../providers/errors';
import { CollapsibleSection } from '../shared/CollapsibleSection';
import { getTrackingLink, issueTrackingLink, revokeTrackingLink, type TrackedResource, type TrackingLink } from './api';
import { QrCode } from './QrCode';

const T = 'tracking';

type Loaded = { state: 'loading' } | { state: 'loaded'; link: TrackingLink | null } | { state: 'failed' };

/**
 * The customer's tracking link on a record's detail: the address and its QR (what the albarán's
 * customer copy prints), copy and open, a new link when the old one must stop working (a lost
 * albarán), and revoking it. Each change is a command with its event in the record's history.
 */
export const TrackingSection = ({ resource }: { resource: TrackedResource }) => {
  const record = useRecordContext<RaRecord & { version?: number }>();
  const translate = useTranslate();
  const notify = useNotify();
  const [loaded, setLoaded] = useState<Loaded>({ state: 'loading' });
  const [asking, setAsking] = useState<'reissue' | 'revoke' | null>(null);
  const [working, setWorking] = useState(false);
  const id = record?.id;

  useEffect(() => {
    if (id === undefined) return;
    let current = true;
    getTrackingLink(resource, id).then(
      (link) => current && setLoaded({ state: 'loaded', link }),
      () => current && setLoaded({ state: 'failed' }),
    );
    return () => {
      current = false;
    };
    // A new version may be a revocation or a new link made elsewhere (the CLI, another screen).
  }, [resource, id, record?.version]);

  if (id === undefined) return null;

  const change = async (action: 'issue' | 'revoke') => {
    setWorking(true);
    try {
      const link = await (action === 'issue' ? issueTrackingLink(resource, id) : revokeTrackingLink(resource, id));
      setLoaded({ state: 'loaded', link });
      notify(`${T}.${action === 'issue' ? 'issued' : 'revoked'}`, { type: 'success' });
    } catch (error) {
      notify(serverMessage(error) ?? `${T}.failed`, { type: 'error' });
    } finally {
      setWorking(false);
      setAsking(null);
    }
  };

  const copy = async (text: string) => {
    try {
      await navigator.clipboard.writeText(text);
      notify(`${T}.copied`, { type: 'info' });
    } catch {
      notify(`${T}.copy_failed`, { type: 'warning' });
    }
  };

  /** A link's QR, address, date and buttons; `live: false` is the placeholder's unseen copy (no QR to draw, no test id to find). */
  const linkView = (link: TrackingLink, live: boolean) => {
    const address = link.url ?? link.path;
    return (
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2.5} sx={{ alignItems: { sm: 'flex-start' } }}>
        <Box sx={{ flex: 'none', p: 0.5, border: 1, borderColor: 'divider', borderRadius: 1, width: 'fit-content' }}>
          {live ? <QrCode value={address} size={132} label={translate(`${T}.qr_alt`)} /> : <Box sx={{ width: 132, height: 132 }} />}
        </Box>
        <Stack spacing={1} sx={{ minWidth: 0 }}>
          <Typography variant="body2" color="text.secondary">
            {translate(`${T}.label`)}
          </Typography>
          <Typography
            component="a"
            href={link.path}
            target="_blank"
            rel="noopener"
            sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere' }}
            data-testid={live ? 'tracking-url' : undefined}
          >
            {address}
          </Typography>
          {!link.url && <Alert severity="warning">{translate(`${T}.no_address`, { path: link.path })}</Alert>}
          <Typography variant="body2" color="text.secondary">
            {translate(`${T}.issued_at`, { date: formatMadridDateTime(link.issuedAt) })}
          </Typography>
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
            <Button size="small" startIcon={<ContentCopyIcon />} onClick={() => copy(address)}>
              {translate(`${T}.copy`)}
            </Button>
            <Button size="small" startIcon={<OpenInNewIcon />} href={link.path} target="_blank" rel="noopener">
              {translate(`${T}.open`)}
            </Button>
            <Button size="small" startIcon={<RefreshIcon />} onClick={() => setAsking('reissue')} disabled={working}>
              {translate(`${T}.reissue`)}
            </Button>
            <Button size="small" color="warning" startIcon={<LinkOffIcon />} onClick={() => setAsking('revoke')} disabled={working}>
              {translate(`${T}.revoke`)}
            </Button>
          </Stack>
        </Stack>
      </Stack>
    );
  };

  let body;
  if (loaded.state === 'loading') {
    // While it loads, the room a link takes at this width (most records have one), laid out
    // unseen under the placeholder, so the sections below do not move when it arrives.
    body = (
      <Box role="progressbar" aria-label={translate(`${T}.loading`)} sx={{ position: 'relative' }}>
        {/* Unseen, so neither clicked, focused nor read out. */}
        <Box aria-hidden sx={{ visibility: 'hidden' }}>
          {linkView(placeholderLink(), false)}
        </Box>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2.5} sx={{ position: 'absolute', inset: 0 }}>
          <Skeleton variant="rounded" width={142} height={142} sx={{ flex: 'none' }} />
          <Stack spacing={1} sx={{ flex: 1 }}>
            <Skeleton width="30%" />
            <Skeleton width="80%" />
            <Skeleton width="40%" />
          </Stack>
        </Stack>
      </Box>
    );
  } else if (loaded.state === 'failed') body = <Alert severity="error">{translate(`${T}.failed`)}</Alert>;
  else if (!loaded.link) {
    body = (
      <Stack spacing={1.5} sx={{ alignItems: 'flex-start' }}>
        <Typography>{translate(`${T}.none`)}</Typography>
        <Button variant="contained" onClick={() => change('issue')} disabled={working}>
          {translate(`${T}.issue`)}
        </Button>
      </Stack>
    );
  } else body = linkView(loaded.link, true);

  return (
    <CollapsibleSection title={`${T}.section`}>
      <Stack spacing={1.5}>
        <Typography variant="body2" color="text.secondary">
          {translate(`${T}.hint`)}
        </Typography>
        {body}
      </Stack>
      <Confirm
        isOpen={asking !== null}
        loading={working}
        title={`${T}.${asking === 'revoke' ? 'revoke' : 'reissue'}_title`}
        content={`${T}.${asking === 'revoke' ? 'revoke' : 'reissue'}_content`}
        confirmColor="warning"
        onConfirm={() => change(asking === 'revoke' ? 'revoke' : 'issue')}
        onClose={() => setAsking(null)}
      />
    </CollapsibleSection>
  );
};

/** A link as long as a real one on this site, for the room the placeholder keeps (never shown). */
const placeholderLink = (): TrackingLink => {
  const path = `/seguimiento/${'x'.repeat(16)}`;
  return { token: '', path, url: `${window.location.origin}${path}`, issuedAt: new Date().toISOString() };
};
