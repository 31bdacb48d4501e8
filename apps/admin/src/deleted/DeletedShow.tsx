import Alert from '@mui/material/Alert';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatMadridDateTime } from '@taller/domain';
import { RecordContextProvider, ShowBase, useRecordContext, useTranslate } from 'react-admin';
import { Link } from 'react-router';
import { Detail, DetailList, Section } from '../layout/Section';
import { RepairHistory } from '../repairs/RepairHistory';
import { DeletedAt, KindChip } from './DeletedList';
import { historyOfKind } from './kinds';
import { DeletionSentence } from './WasDeleted';
import type { DeletedRecord } from './types';

const DeletedSummary = ({ record }: { record: DeletedRecord }) => {
  const translate = useTranslate();
  return (
    <Card sx={{ mb: 2 }}>
      <CardContent>
        <Stack spacing={1.5}>
          <Stack direction="row" spacing={1.5} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
            <Typography variant="h5" component="h1">
              {translate(`resources.deleted.page.show_${record.kind}`, { id: record.recordId })}
              {record.title ? ` · ${record.title}` : ''}
            </Typography>
            <KindChip record={record} />
          </Stack>
          <Alert severity="warning">
            <DeletionSentence record={record} />
          </Alert>
          <DetailList>
            {record.clientId != null && (
              <Detail label="resources.deleted.fields.clientName">
                <Link to={`/clients/${record.clientId}/show`}>{record.clientName || `#${record.clientId}`}</Link>
              </Detail>
            )}
            <Detail label="resources.deleted.fields.registeredAt">{formatMadridDateTime(record.registeredAt)}</Detail>
            <Detail label="resources.deleted.fields.deletedAt">
              <DeletedAt record={record} />
            </Detail>
          </DetailList>
        </Stack>
      </CardContent>
    </Card>
  );
};

const DeletedDetail = () => {
  const record = useRecordContext<DeletedRecord>();
  if (!record) return null;
  const history = historyOfKind[record.kind];
  // The history reads the record by its own number, as its live screen does.
  const asHistoryRecord = { id: record.recordId, version: record.version, clientId: record.clientId ?? 0, clientName: record.clientName ?? '' };
  return (
    <>
      <DeletedSummary record={record} />
      <Section title={history.title}>
        <RecordContextProvider value={asHistoryRecord}>
          <RepairHistory resource={record.resource} formatValue={history.format} title={history.title} />
        </RecordContextProvider>
      </Section>
    </>
  );
};

/** A deleted record: what it was, who deleted it and when, and every event of its history. */
export const DeletedShow = () => (
  <ShowBase>
    <Stack sx={{ mt: 2 }}>
      <DeletedDetail />
    </Stack>
  </ShowBase>
);
