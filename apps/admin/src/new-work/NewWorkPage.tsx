import BuildIcon from '@mui/icons-material/Build';
import FactCheckIcon from '@mui/icons-material/FactCheck';
import ShoppingCartIcon from '@mui/icons-material/ShoppingCart';
import type { SvgIconComponent } from '@mui/icons-material';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Title, useTranslate } from 'react-admin';
import { useAddressParams } from '../shared/useAddressParams';
import type { ClientChoice } from './api';
import { CreatedNotice } from './CreatedNotice';
import { QuickClientDialog } from './QuickClientDialog';
import { WorkForm, type CreatedWork } from './WorkForm';
import { DEFAULT_WORK_KIND, isWorkKind, WORK_KINDS, type WorkKind } from './workKinds';

const tabIcons: Record<WorkKind, SvgIconComponent> = {
  pedido: ShoppingCartIcon,
  reparacion: BuildIcon,
  revision: FactCheckIcon,
};

const tabId = (kind: WorkKind) => `new-work-tab-${kind}`;
const panelId = (kind: WorkKind) => `new-work-panel-${kind}`;

/**
 * New work at the counter (/gestion/nuevo-trabajo): one client for the three tabs (order,
 * repair, revision), found by search or created on the spot. The tab is in the address
 * (?tipo=reparacion), so a link opens the right one.
 *
 * After a creation the form starts again without a page reload, for the next customer: the
 * client is cleared too, since attaching the next customer's device to the previous one is
 * the costly mistake at a counter; the notice offers the same client back in one click.
 * The three forms stay mounted (only the chosen one shown), so a half-typed job survives a
 * look at another tab.
 */
export const NewWorkPage = () => {
  const translate = useTranslate();
  const [params, changeParams] = useAddressParams();
  const requested = params.get('tipo');
  const kind: WorkKind = isWorkKind(requested) ? requested : DEFAULT_WORK_KIND;

  const [client, setClient] = useState<ClientChoice | null>(null);
  const [created, setCreated] = useState<CreatedWork | null>(null);
  const [quickClient, setQuickClient] = useState<{ typed: string } | null>(null);
  // A new key starts a form again; the one that starts again takes the focus (the page's first
  // form takes it on opening). Changing tabs never moves the focus away from the tabs.
  const [formKeys, setFormKeys] = useState<Record<WorkKind, number>>({ pedido: 0, reparacion: 0, revision: 0 });
  const [focusOnOpen, setFocusOnOpen] = useState<WorkKind>(kind);

  const chooseTab = (next: WorkKind) => {
    changeParams((address) => address.set('tipo', next), { replace: true });
  };

  const startAgain = (work: CreatedWork) => {
    setCreated(work);
    setClient(null);
    setFocusOnOpen(work.kind);
    setFormKeys((keys) => ({ ...keys, [work.kind]: keys[work.kind] + 1 }));
  };

  return (
    <Box sx={{ py: 2, maxWidth: 880 }}>
      <Title title={translate('new_work.title')} />
      <Typography variant="h5" component="h1">
        {translate('new_work.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {translate('new_work.intro')}
      </Typography>
      <Card variant="outlined">
        <Tabs
          value={kind}
          onChange={(_event, next: WorkKind) => chooseTab(next)}
          aria-label={translate('new_work.tabs.label')}
          variant="fullWidth"
          sx={{ borderBottom: 1, borderColor: 'divider' }}
        >
          {WORK_KINDS.map((tab) => {
            const Icon = tabIcons[tab];
            return (
              <Tab
                key={tab}
                value={tab}
                id={tabId(tab)}
                aria-controls={panelId(tab)}
                icon={<Icon fontSize="small" />}
                iconPosition="start"
                label={translate(`new_work.tabs.${tab}`)}
                sx={{ minHeight: 56 }}
              />
            );
          })}
        </Tabs>
        <Box sx={{ px: 2 }}>
          <CreatedNotice created={created} onSameClient={setClient} onDismiss={() => setCreated(null)} />
        </Box>
        {WORK_KINDS.map((tab) => (
          <div key={tab} role="tabpanel" id={panelId(tab)} aria-labelledby={tabId(tab)} hidden={tab !== kind}>
            <WorkForm
              key={formKeys[tab]}
              kind={tab}
              client={client}
              onClientChange={setClient}
              onCreateClient={(typed) => setQuickClient({ typed })}
              onSending={() => setCreated(null)}
              onCreated={startAgain}
              autoFocusClient={tab === kind && tab === focusOnOpen}
            />
          </div>
        ))}
      </Card>
      {quickClient && (
        <QuickClientDialog
          typed={quickClient.typed}
          onClose={() => setQuickClient(null)}
          onChosen={(chosen) => {
            setClient(chosen);
            setQuickClient(null);
          }}
        />
      )}
    </Box>
  );
};
