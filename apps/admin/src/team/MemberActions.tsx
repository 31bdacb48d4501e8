import BlockIcon from '@mui/icons-material/Block';
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutline';
import MailOutlineIcon from '@mui/icons-material/MailOutline';
import { useState } from 'react';
import { Button, Confirm, useGetIdentity, useNotify, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import { disableMember, enableMember, sendResetLink } from './api';
import type { MailNotice, StaffMember } from './types';

const messageOf = (error: unknown) => (error instanceof Error && error.message ? error.message : 'ra.notification.http_error');

/** One action of the detail, after a confirmation that says what it will do. */
const ConfirmedAction = ({
  label,
  icon,
  title,
  content,
  run,
  color,
}: {
  label: string;
  icon: React.ReactElement;
  title: string;
  content: string;
  run: () => Promise<void>;
  color?: 'error' | 'primary';
}) => {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  return (
    <>
      <Button label={label} onClick={() => setOpen(true)} color={color} disabled={busy}>
        {icon}
      </Button>
      <Confirm
        isOpen={open}
        loading={busy}
        title={title}
        content={content}
        confirm="resources.staff.actions.confirm"
        cancel="ra.action.cancel"
        onConfirm={async () => {
          setBusy(true);
          try {
            await run();
          } finally {
            setBusy(false);
            setOpen(false);
          }
        }}
        onClose={() => setOpen(false)}
      />
    </>
  );
};

/**
 * Disable (which ends the account's sessions) or enable, and send a link to choose a password.
 * The server keeps the rules (the last active Administrador, one's own account); a refusal is
 * shown as it says it.
 */
export const MemberActions = ({ onMail }: { onMail: (notice: MailNotice) => void }) => {
  const member = useRecordContext<StaffMember>();
  const { identity } = useGetIdentity();
  const notify = useNotify();
  const refresh = useRefresh();
  const translate = useTranslate();
  if (!member) return null;
  const self = identity?.id === member.id;
  const vars = { name: member.name, email: member.email };
  return (
    <>
      {member.active ? (
        <ConfirmedAction
          label="resources.staff.actions.disable"
          icon={<BlockIcon />}
          color="error"
          title={translate('resources.staff.confirm.disable_title', vars)}
          content={translate('resources.staff.confirm.disable', vars)}
          run={async () => {
            try {
              const answer = await disableMember(member.id);
              notify('resources.staff.notifications.disabled', { type: 'success', messageArgs: { ...vars, smart_count: answer.endedSessions } });
            } catch (error) {
              notify(messageOf(error), { type: 'error' });
            }
            refresh();
          }}
        />
      ) : (
        <ConfirmedAction
          label="resources.staff.actions.enable"
          icon={<CheckCircleOutlineIcon />}
          title={translate('resources.staff.confirm.enable_title', vars)}
          content={translate('resources.staff.confirm.enable', vars)}
          run={async () => {
            try {
              await enableMember(member.id);
              notify('resources.staff.notifications.enabled', { type: 'success', messageArgs: vars });
            } catch (error) {
              notify(messageOf(error), { type: 'error' });
            }
            refresh();
          }}
        />
      )}
      {member.active && !self ? (
        <ConfirmedAction
          label="resources.staff.actions.send_reset"
          icon={<MailOutlineIcon />}
          title={translate('resources.staff.confirm.reset_title', vars)}
          content={translate('resources.staff.confirm.reset', vars)}
          run={async () => {
            try {
              const answer = await sendResetLink(member.id);
              onMail(answer.mail);
            } catch (error) {
              notify(messageOf(error), { type: 'error' });
            }
          }}
        />
      ) : null}
    </>
  );
};
