import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { EditButton, ListButton, Show, TopToolbar, useRecordContext, useTranslate } from 'react-admin';
import { useLocation } from 'react-router';
import { madridInstant } from './dates';
import { MailNoticeAlert } from './MailNoticeAlert';
import { MemberActions } from './MemberActions';
import { MemberHistory } from './MemberHistory';
import { StateChip } from './StateChip';
import type { MailNotice, StaffMember } from './types';

const Field = ({ label, children }: { label: string; children: React.ReactNode }) => {
  const translate = useTranslate();
  return (
    <div>
      <Typography variant="caption" color="text.secondary" component="dt">
        {translate(label)}
      </Typography>
      <Typography variant="body1" component="dd" sx={{ m: 0 }}>
        {children}
      </Typography>
    </div>
  );
};

const MemberDetail = ({ notice, setNotice }: { notice: MailNotice | null; setNotice: (n: MailNotice | null) => void }) => {
  const member = useRecordContext<StaffMember>();
  const translate = useTranslate();
  if (!member) return null;
  return (
    <Stack spacing={2} sx={{ p: 2 }}>
      {notice ? <MailNoticeAlert notice={notice} onClose={() => setNotice(null)} /> : null}
      <Stack direction="row" spacing={1.5} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography variant="h5" component="h1">
          {member.name}
        </Typography>
        <StateChip member={member} />
      </Stack>
      <Stack component="dl" direction={{ xs: 'column', md: 'row' }} spacing={3} sx={{ m: 0 }}>
        <Field label="resources.staff.fields.email">{member.email}</Field>
        <Field label="resources.staff.fields.role">{member.roleLabel}</Field>
        <Field label="resources.staff.fields.lastSignInAt">{madridInstant(member.lastSignInAt)}</Field>
        <Field label="resources.staff.fields.createdAt">{madridInstant(member.createdAt)}</Field>
      </Stack>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <MemberActions onMail={setNotice} />
      </Stack>
      <Card variant="outlined">
        <CardContent>
          <Typography variant="h6" component="h2" gutterBottom>
            {translate('resources.staff.history.title')}
          </Typography>
          <MemberHistory />
        </CardContent>
      </Card>
    </Stack>
  );
};

/** A member of the team: who, role, state, last sign-in; disable/enable, a reset link, the history. */
export const TeamShow = () => {
  const created = (useLocation().state as { mail?: MailNotice } | null)?.mail ?? null;
  const [notice, setNotice] = useState<MailNotice | null>(created);
  return (
    <Show
      actions={
        <TopToolbar>
          <ListButton />
          <EditButton label="resources.staff.actions.edit" />
        </TopToolbar>
      }
    >
      <MemberDetail notice={notice} setNotice={setNotice} />
    </Show>
  );
};
