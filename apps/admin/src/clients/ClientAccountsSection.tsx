import LinkIcon from '@mui/icons-material/Link';
import LinkOffIcon from '@mui/icons-material/LinkOff';
import PersonSearchIcon from '@mui/icons-material/PersonSearch';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { formatMadridDateTime } from '@taller/domain/dates';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { Confirm, useNotify, useShowContext, type Identifier } from 'react-admin';
import { useDebouncedValue } from '../new-work/useDebouncedValue';
import { serverMessage } from '../providers/errors';
import { CollapsibleSection } from '../shared/CollapsibleSection';
import {
  fetchClientAccounts,
  linkClientAccount,
  searchCustomerAccounts,
  unlinkClientAccount,
  type AccountCandidate,
  type AccountLinkChange,
  type LinkedAccount,
} from './accountsApi';
import { clientAccountsTexts } from '../i18n/clientAccounts.es';
import { useScreenTranslate } from '../shared/screenTexts';

const T = 'client_accounts';
const SEARCH_MIN = 3;

/** A phone as the shop reads it: `612 345 678`. */
const phoneText = (phone: string | null) => (phone ? phone.replace(/^(\d{3})(\d{3})(\d{3})$/, '$1 $2 $3') : null);

/**
 * Name, e-mail and phone of an account, what ties it to the client (short chips), who did it
 * and when, then the action: one under the other, as the detail's column is narrow.
 */
const AccountLine = ({
  account,
  chips,
  note,
  action,
}: {
  account: { name: string; email: string; phone: string | null };
  chips: ReactNode;
  note?: string | null;
  action: ReactNode;
}) => (
  <Stack spacing={0.75} sx={{ alignItems: 'flex-start', minWidth: 0 }}>
    <div>
      <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
        {account.name}
      </Typography>
      <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
        {account.email}
        {account.phone && ` · ${phoneText(account.phone)}`}
      </Typography>
    </div>
    <Stack direction="row" spacing={0.75} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {chips}
    </Stack>
    {note && (
      <Typography variant="caption" color="text.secondary">
        {note}
      </Typography>
    )}
    {action}
  </Stack>
);

/**
 * 'Cuenta de cliente' on the client's detail: the public site's accounts that see this client's
 * work (by the same e-mail, marked automatic, or linked by hand, with who and when), each with
 * 'Desvincular'; the accounts sharing its e-mail or phone, to link after checking who the person
 * is (the phone is never verified, so it never links on its own); and 'Vincular cuenta', which
 * finds customer accounts by e-mail or phone.
 */
export const ClientAccountsSection = ({ clientId }: { clientId: Identifier }) => {
  const translate = useScreenTranslate(clientAccountsTexts);
  const notify = useNotify();
  const queries = useQueryClient();
  const { refetch } = useShowContext();
  const [working, setWorking] = useState(false);
  const [unlinking, setUnlinking] = useState<LinkedAccount | null>(null);
  const [searching, setSearching] = useState(false);
  const [text, setText] = useState('');
  const settled = useDebouncedValue(text.trim(), 300);
  const accounts = useQuery({ queryKey: ['client-accounts', clientId], queryFn: ({ signal }) => fetchClientAccounts(clientId, signal) });
  const found = useQuery({
    queryKey: ['client-accounts-search', clientId, settled],
    queryFn: ({ signal }) => searchCustomerAccounts(clientId, settled, signal),
    enabled: searching && settled.length >= SEARCH_MIN,
  });

  const change = async (work: () => Promise<AccountLinkChange>) => {
    setWorking(true);
    try {
      const answer = await work();
      queries.setQueryData(['client-accounts', clientId], { linked: answer.linked, suggested: answer.suggested });
      await queries.invalidateQueries({ queryKey: ['client-accounts-search', clientId] });
      notify(answer.message, { type: answer.changed ? 'success' : 'info' });
      // The client's version moved on (the link is an event of the client): its screen reads it again.
      void refetch();
    } catch (error) {
      notify(serverMessage(error) ?? translate(`${T}.failed`), { type: 'error' });
    } finally {
      setWorking(false);
      setUnlinking(null);
    }
  };
  const link = (account: { accountId: number }) => change(() => linkClientAccount(clientId, account.accountId));

  const when = (iso: string | null) => (iso ? formatMadridDateTime(iso) : '—');
  const linkedChips = (account: LinkedAccount) => (
    <>
      <Chip size="small" color="primary" variant="outlined" label={translate(`${T}.${account.via === 'email' ? 'via_email' : 'via_hand'}`)} />
      {!account.emailVerified && <Chip size="small" color="warning" variant="outlined" label={translate(`${T}.unverified`)} />}
    </>
  );
  const linkedNote = (account: LinkedAccount) =>
    account.via === 'staff'
      ? translate(`${T}.via_staff`, { by: account.linkedBy ?? '—', date: when(account.linkedAt) })
      : account.linkedAt && translate(`${T}.verified_since`, { date: when(account.linkedAt) });
  const candidateChips = (account: AccountCandidate) => (
    <>
      {account.matches.map((match) => (
        <Chip key={match} size="small" color={match === 'phone' ? 'warning' : 'primary'} variant="outlined" label={translate(`${T}.match_${match}`)} />
      ))}
      {!account.emailVerified && <Chip size="small" color="warning" variant="outlined" label={translate(`${T}.unverified`)} />}
    </>
  );
  const candidateNote = (account: AccountCandidate) =>
    account.unlinkedBy && translate(`${T}.unlinked_by`, { by: account.unlinkedBy, date: when(account.unlinkedAt) });
  const linkButton = (account: AccountCandidate) =>
    account.linked ? (
      <Typography variant="body2" color="text.secondary">
        {translate(`${T}.linked_now`)}
      </Typography>
    ) : (
      <Button size="small" variant="outlined" startIcon={<LinkIcon />} onClick={() => link(account)} disabled={working} aria-label={`${translate(`${T}.link`)} ${account.email}`}>
        {translate(`${T}.link`)}
      </Button>
    );

  const data = accounts.data;
  return (
    <CollapsibleSection
      title={translate(`${T}.section`)}
      actions={
        !searching && (
          <Button size="small" startIcon={<PersonSearchIcon />} onClick={() => setSearching(true)}>
            {translate(`${T}.link_account`)}
          </Button>
        )
      }
    >
      <Stack spacing={1.5} data-testid="client-accounts">
        <Typography variant="body2" color="text.secondary">
          {translate(`${T}.hint`)}
        </Typography>
        {accounts.isError && <Alert severity="error">{translate(`${T}.failed_load`)}</Alert>}
        {data && data.linked.length === 0 && <Typography variant="body2">{translate(`${T}.none`)}</Typography>}
        {data && data.linked.length > 0 && (
          <Stack component="ul" spacing={1.25} divider={<Divider component="li" aria-hidden />} sx={{ listStyle: 'none', m: 0, p: 0 }}>
            {data.linked.map((account) => (
              <li key={account.accountId}>
                <AccountLine
                  account={account}
                  chips={linkedChips(account)}
                  note={linkedNote(account)}
                  action={
                    <Button size="small" color="warning" startIcon={<LinkOffIcon />} onClick={() => setUnlinking(account)} disabled={working} aria-label={`${translate(`${T}.unlink`)} ${account.email}`}>
                      {translate(`${T}.unlink`)}
                    </Button>
                  }
                />
              </li>
            ))}
          </Stack>
        )}
        {data && data.suggested.length > 0 && (
          <Stack spacing={1}>
            <Typography variant="subtitle2" component="h3">
              {translate(`${T}.suggested`)}
            </Typography>
            <Stack component="ul" spacing={1.25} sx={{ listStyle: 'none', m: 0, p: 0 }}>
              {data.suggested.map((account) => (
                <li key={account.accountId}>
                  <AccountLine account={account} chips={candidateChips(account)} note={candidateNote(account)} action={linkButton(account)} />
                </li>
              ))}
            </Stack>
          </Stack>
        )}
        {searching && (
          <Stack spacing={1}>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
              <TextField
                size="small"
                fullWidth
                autoFocus
                label={translate(`${T}.search_label`)}
                helperText={translate(`${T}.search_hint`)}
                value={text}
                onChange={(event) => setText(event.target.value)}
                slotProps={{ htmlInput: { maxLength: 100 } }}
              />
              <Button size="small" onClick={() => (setSearching(false), setText(''))} sx={{ mt: 0.5 }}>
                {translate(`${T}.close_search`)}
              </Button>
            </Stack>
            {found.isError && <Alert severity="error">{serverMessage(found.error) ?? translate(`${T}.failed_load`)}</Alert>}
            {found.data && settled.length >= SEARCH_MIN && (
              <Stack component="ul" spacing={1.25} aria-label={translate(`${T}.results`)} sx={{ listStyle: 'none', m: 0, p: 0 }}>
                {found.data.length === 0 && (
                  <Typography component="li" variant="body2">
                    {translate(`${T}.search_none`)}
                  </Typography>
                )}
                {found.data.map((account) => (
                  <li key={account.accountId}>
                    <AccountLine account={account} chips={candidateChips(account)} note={candidateNote(account)} action={linkButton(account)} />
                  </li>
                ))}
              </Stack>
            )}
          </Stack>
        )}
        <Typography variant="caption" color="text.secondary">
          {translate(`${T}.phone_rule`)}
        </Typography>
      </Stack>
      <Confirm
        isOpen={unlinking !== null}
        loading={working}
        title={translate(`${T}.unlink_title`, { email: unlinking?.email ?? '' })}
        content={translate(`${T}.unlink_content`)}
        confirmColor="warning"
        onConfirm={() => unlinking && change(() => unlinkClientAccount(clientId, unlinking.accountId))}
        onClose={() => setUnlinking(null)}
      />
    </CollapsibleSection>
  );
};
