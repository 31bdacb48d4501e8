import Typography from '@mui/material/Typography';
import { abandonmentStageLabels, formatDay, formatEuros, PICKUP_STAGES, pickupStageLabels, type AbandonmentStage } from '@taller/domain';
import { DataTable, DateInput, SelectInput, TextInput, useListContext } from 'react-admin';
import { BulkDeleteRecords, IdLink } from '../layout/ListRowActions';
import { columnFrom, onlyUnder, searchAndStatusFilters, ShopList } from '../layout/ShopList';
import type { Repair } from '../providers/types';
import { priceText } from '../shared/price';
import { statusChoices } from './choices';
import { StatusChip } from './StatusChip';
import { AbandonmentBulkActions } from './abandonment/AbandonmentBulkActions';
import { AbandonmentReportArea } from './abandonment/AbandonmentReport';
import type { AbandonmentView } from './notices/noticesApi';
import '../i18n/abandonment.es';
import '../i18n/quotes.es';
import '../i18n/statisticsFilters.es';

/** Finished devices still in the shop, by where they stand (the dashboard's 'Para recoger' links here). */
const pickupChoices = PICKUP_STAGES.map((id) => ({ id, name: pickupStageLabels[id] }));

/** 'Posible abandono': the devices in the abandoned-device flow, all or by where they stand. */
const abandonmentChoices = (['any', 'final_notice_due', 'final_notice_sent', 'abandonable'] as const).map((id) => ({
  id,
  name: id === 'any' ? 'abandonment.stages.any' : abandonmentStageLabels[id],
}));

const repairFilters = [
  ...searchAndStatusFilters('repairs', statusChoices),
  <SelectInput
    key="pickup"
    source="pickup"
    label="resources.repairs.filters.pickup"
    choices={pickupChoices}
    emptyText="resources.repairs.filters.all_pickups"
    alwaysOn
  />,
  <SelectInput
    key="quote"
    source="quote"
    label="quote.filter"
    choices={[
      { id: 'pending', name: 'quote.filters.pending' },
      { id: 'expired', name: 'quote.filters.expired' },
    ]}
    emptyText="quote.filters.all"
    alwaysOn
  />,
  <SelectInput
    key="abandonment"
    source="abandonment"
    label="abandonment.filter"
    choices={abandonmentChoices}
    emptyText="abandonment.all"
    alwaysOn
  />,
  // The lists behind the figures of 'Estadísticas': shown when a figure's link sets them, and in 'Añadir filtro'.
  <DateInput key="entryFrom" source="entryFrom" label="statistics_filters.entry_from" />,
  <DateInput key="entryTo" source="entryTo" label="statistics_filters.entry_to" />,
  <DateInput key="completedFrom" source="completedFrom" label="statistics_filters.completed_from" />,
  <DateInput key="completedTo" source="completedTo" label="statistics_filters.completed_to" />,
  <DateInput key="quoteIssuedFrom" source="quoteIssuedFrom" label="statistics_filters.quote_issued_from" />,
  <DateInput key="quoteIssuedTo" source="quoteIssuedTo" label="statistics_filters.quote_issued_to" />,
  <SelectInput
    key="quoteAnswer"
    source="quoteAnswer"
    label="statistics_filters.quote_answer"
    choices={(['accepted', 'rejected', 'unanswered'] as const).map((id) => ({ id, name: `statistics_filters.quote_answers.${id}` }))}
  />,
  <DateInput key="abandonedFrom" source="abandonedFrom" label="statistics_filters.abandoned_from" />,
  <DateInput key="abandonedTo" source="abandonedTo" label="statistics_filters.abandoned_to" />,
  <TextInput key="device" source="device" label="statistics_filters.device" />,
  <TextInput key="model" source="model" label="statistics_filters.model" />,
  <TextInput key="fault" source="fault" label="statistics_filters.fault" />,
  <SelectInput
    key="collected"
    source="collected"
    label="statistics_filters.collected"
    choices={[
      { id: 'false', name: 'statistics_filters.collected_choices.false' },
      { id: 'true', name: 'statistics_filters.collected_choices.true' },
    ]}
  />,
];

type ListedRepair = Repair & { abandonment?: AbandonmentView | null };

/** The abandonment columns' cells: only while 'Posible abandono' filters the list (the rows carry them then). */
const stageText = (stage: AbandonmentStage | undefined) => (stage ? abandonmentStageLabels[stage] : '');

/** Long problem descriptions stay on one line; the whole text is in the tooltip. */
const ShortDescription = ({ text }: { text: string }) => (
  <Typography variant="body2" noWrap title={text} sx={{ maxWidth: { xs: 140, lg: 180, xl: 320 } }}>
    {text}
  </Typography>
);

/** The device; under 900 px its model too, whose own column then gives way. */
const DeviceCell = ({ repair }: { repair: Repair }) => (
  <>
    {repair.device}
    <Typography variant="caption" component="span" color="text.secondary" sx={onlyUnder('md')}>
      {repair.model}
    </Typography>
  </>
);

const noWrap = { whiteSpace: 'nowrap' } as const;

/**
 * On the counter's tablet the model moves under the device, and the description and the entry
 * day give way (they are on the detail): the row stays one screen wide.
 */
const RepairTable = () => {
  const { filterValues } = useListContext();
  const abandonment = Boolean(filterValues?.abandonment);
  return (
    <DataTable<ListedRepair>
      rowClick="show"
      bulkActionButtons={
        abandonment ? (
          <>
            <AbandonmentBulkActions />
            <BulkDeleteRecords />
          </>
        ) : (
          <BulkDeleteRecords />
        )
      }
      sx={{ '& thead th': { whiteSpace: 'nowrap' } }}
    >
      <DataTable.Col source="id">
        <IdLink />
      </DataTable.Col>
      <DataTable.Col source="clientName" sx={{ whiteSpace: { lg: 'nowrap' } }} />
      <DataTable.Col source="device" render={(repair) => <DeviceCell repair={repair as Repair} />} />
      <DataTable.Col source="model" sx={columnFrom('md')} />
      {!abandonment && (
        <DataTable.Col
          source="description"
          sx={columnFrom('lg')}
          render={(repair) => <ShortDescription text={repair.description} />}
        />
      )}
      <DataTable.Col source="status" render={(repair) => <StatusChip status={repair.status} />} />
      {abandonment && (
        <DataTable.Col
          source="noticeDay"
          label="abandonment.columns.noticeDay"
          disableSort
          sx={noWrap}
          render={(repair) => (repair.abandonment ? formatDay(repair.abandonment.noticeDay) : '')}
        />
      )}
      {abandonment && (
        <DataTable.Col
          source="daysWaiting"
          label="abandonment.columns.daysWaiting"
          disableSort
          align="right"
          render={(repair) => repair.abandonment?.daysWaiting ?? ''}
        />
      )}
      {abandonment && (
        <DataTable.Col
          source="storageOwed"
          label="abandonment.columns.storageOwed"
          disableSort
          align="right"
          sx={noWrap}
          render={(repair) => (repair.abandonment ? formatEuros(repair.abandonment.storageOwedCents) : '')}
        />
      )}
      {abandonment && (
        <DataTable.Col
          source="stage"
          label="abandonment.columns.stage"
          disableSort
          render={(repair) => stageText(repair.abandonment?.stage)}
        />
      )}
      {!abandonment && (
        <DataTable.Col source="priceCents" align="right" sx={noWrap} render={(repair) => priceText(repair.priceCents)} />
      )}
      {!abandonment && (
        <DataTable.Col
          source="entryDate"
          sx={{ ...columnFrom('md'), ...noWrap }}
          render={(repair) => (repair.entryDate ? formatDay(repair.entryDate) : '')}
        />
      )}
    </DataTable>
  );
};

export const RepairList = () => (
  <ShopList<Repair>
    filters={repairFilters}
    createLabel="resources.repairs.actions.create"
    loadFailed="resources.repairs.notifications.load_failed"
  >
    <AbandonmentReportArea>
      <RepairTable />
    </AbandonmentReportArea>
  </ShopList>
);
