import Typography from '@mui/material/Typography';
import { formatDay, PICKUP_STAGES, pickupStageLabels } from '@taller/domain';
import { DataTable, SelectInput } from 'react-admin';
import { BulkDeleteRecords, IdLink } from '../layout/ListRowActions';
import { columnFrom, onlyUnder, searchAndStatusFilters, ShopList } from '../layout/ShopList';
import type { Repair } from '../providers/types';
import { priceText } from '../shared/price';
import { statusChoices } from './choices';
import { StatusChip } from './StatusChip';

/** Finished devices still in the shop, by where they stand (the dashboard's 'Para recoger' links here). */
const pickupChoices = PICKUP_STAGES.map((id) => ({ id, name: pickupStageLabels[id] }));

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
];

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
export const RepairList = () => (
  <ShopList<Repair>
    filters={repairFilters}
    createLabel="resources.repairs.actions.create"
    loadFailed="resources.repairs.notifications.load_failed"
  >
    <DataTable<Repair>
      rowClick="show"
      bulkActionButtons={<BulkDeleteRecords />}
      sx={{ '& thead th': { whiteSpace: 'nowrap' } }}
    >
      <DataTable.Col source="id">
        <IdLink />
      </DataTable.Col>
      <DataTable.Col source="clientName" sx={{ whiteSpace: { lg: 'nowrap' } }} />
      <DataTable.Col source="device" render={(repair) => <DeviceCell repair={repair as Repair} />} />
      <DataTable.Col source="model" sx={columnFrom('md')} />
      <DataTable.Col
        source="description"
        sx={columnFrom('lg')}
        render={(repair) => <ShortDescription text={repair.description} />}
      />
      <DataTable.Col source="status" render={(repair) => <StatusChip status={repair.status} />} />
      <DataTable.Col source="priceCents" align="right" sx={noWrap} render={(repair) => priceText(repair.priceCents)} />
      <DataTable.Col
        source="entryDate"
        sx={{ ...columnFrom('md'), ...noWrap }}
        render={(repair) => (repair.entryDate ? formatDay(repair.entryDate) : '')}
      />
    </DataTable>
  </ShopList>
);
