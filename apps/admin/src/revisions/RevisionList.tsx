import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatDay, formatMadridDateTime, madridDay } from '@taller/domain';
import type { MouseEvent } from 'react';
import { DataTable, useCreatePath, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router';
import { BulkDeleteRecords, IdLink, RowDeleteButton } from '../layout/ListRowActions';
import { NoResults, searchAndStatusFilters, ShopList } from '../layout/ShopList';
import { listStatusChoices } from './choices';
import { RevisionStatusChip } from './RevisionStatusChip';
import type { Revision } from './types';

const revisionFilters = searchAndStatusFilters('revisions', listStatusChoices);


/**
 * A cell's text on at most two lines (the whole text in the tooltip): wrapping rather than
 * one long line lets the table fit the counter's tablet as well as a desktop screen.
 */
const Clamp = ({ text, maxWidth, secondary }: { text: string; maxWidth: object; secondary?: boolean }) => (
  <Typography
    variant="body2"
    title={text}
    color={secondary ? 'text.secondary' : undefined}
    sx={{
      maxWidth,
      display: '-webkit-box',
      WebkitBoxOrient: 'vertical',
      WebkitLineClamp: 2,
      overflow: 'hidden',
      overflowWrap: 'anywhere',
    }}
  >
    {text}
  </Typography>
);

/** Device and model; under 900 px the problem too, whose own column is then hidden. */
const DeviceCell = ({ revision }: { revision: Revision }) => (
  <>
    <Clamp text={[revision.device, revision.model].filter(Boolean).join(' · ')} maxWidth={{ xs: 200, xl: 240 }} />
    <Box sx={{ display: { xs: 'block', md: 'none' } }}>
      <Clamp text={revision.description} maxWidth={{ xs: 200 }} secondary />
    </Box>
  </>
);

/** The status, and for a converted revision the repair it became (a link that does not open the row). */
const StatusCell = ({ revision }: { revision: Revision }) => {
  const translate = useTranslate();
  const createPath = useCreatePath();
  const repairId = revision.convertedToRepairId;
  return (
    <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
      <RevisionStatusChip revision={revision} />
      {repairId != null && (
        <Link
          variant="body2"
          component={RouterLink}
          to={createPath({ resource: 'repairs', id: repairId, type: 'show' })}
          onClick={(event: MouseEvent) => event.stopPropagation()}
        >
          {translate('resources.revisions.actions.open_repair', { id: repairId })}
        </Link>
      )}
    </Stack>
  );
};

const CreatedDay = ({ instant }: { instant: string }) => (
  <time dateTime={instant} title={formatMadridDateTime(instant)}>
    {formatDay(madridDay(instant))}
  </time>
);

/**
 * Columns that give way under 900 px (the problem moves under the device; one revision is then
 * deleted by its checkbox) and under 1200 px (the creation day stays on the detail page).
 */
const HIDE_UNDER_MD = 'revision-col-wide';
const HIDE_UNDER_LG = 'revision-col-wider';

export const RevisionList = () => (
  <ShopList<Revision>
    title="resources.revisions.page.list"
    filters={revisionFilters}
    createLabel="resources.revisions.actions.create"
    loadFailed="resources.revisions.notifications.load_failed"
  >
    <DataTable<Revision>
      rowClick="show"
      bulkActionButtons={<BulkDeleteRecords />}
      empty={<NoResults resource="revisions" />}
      sx={{
        [`& .${HIDE_UNDER_MD}`]: { display: { xs: 'none', md: 'table-cell' } },
        [`& .${HIDE_UNDER_LG}`]: { display: { xs: 'none', lg: 'table-cell' } },
      }}
    >
      <DataTable.Col source="id">
        <IdLink />
      </DataTable.Col>
      <DataTable.Col
        source="clientName"
        render={(revision) => <Clamp text={revision.clientName} maxWidth={{ xs: 140, xl: 200 }} />}
      />
      <DataTable.Col source="device" render={(revision) => <DeviceCell revision={revision as Revision} />} />
      <DataTable.Col
        source="description"
        headerClassName={HIDE_UNDER_MD}
        cellClassName={HIDE_UNDER_MD}
        render={(revision) => <Clamp text={revision.description} maxWidth={{ xs: 220, xl: 360 }} secondary />}
      />
      <DataTable.Col
        source="createdAt"
        headerClassName={HIDE_UNDER_LG}
        cellClassName={HIDE_UNDER_LG}
        render={(revision) => <CreatedDay instant={revision.createdAt} />}
      />
      <DataTable.Col source="date" render={(revision) => (revision.date ? formatDay(revision.date) : '')} />
      <DataTable.Col source="status" render={(revision) => <StatusCell revision={revision as Revision} />} />
      <DataTable.Col
        label="resources.revisions.fields.actions"
        disableSort
        align="right"
        headerClassName={HIDE_UNDER_MD}
        cellClassName={HIDE_UNDER_MD}
      >
        <RowDeleteButton />
      </DataTable.Col>
    </DataTable>
  </ShopList>
);
