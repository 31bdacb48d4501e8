import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import RestartAltIcon from '@mui/icons-material/RestartAlt';
import SaveIcon from '@mui/icons-material/Save';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  DEFAULT_NOTICE_TEMPLATES,
  ESSENTIAL_NOTICE_STEPS,
  messageChannelLabels,
  NOTICE_PLACEHOLDERS,
  NOTICE_PREVIEW_VALUES,
  NOTICE_STEPS,
  noticeMessages,
  noticeStepHints,
  noticeStepLabels,
  noticeStepPlaceholders,
  noticeTemplateLimits,
  renderTemplate,
  templateTextProblem,
  type NoticePlaceholder,
  type NoticeSettings,
  type NoticeSettingsChange,
  type NoticeStep,
  type NoticeTemplate,
  type NoticeValues,
} from '@taller/domain';
import { useId, useRef, useState, type Dispatch, type FormEvent, type ReactNode, type SetStateAction } from 'react';
import { HttpError, Title, useNotify } from 'react-admin';
import { fetchNoticeSettings, saveNoticeSettings, SHOP_SETTINGS_QUERY_KEY, type NoticeProfile } from './api';
import { noticeSettingsTexts } from '../i18n/noticeSettings.es';
import { useScreenTranslate } from '../shared/screenTexts';

const TEMPLATE_PARTS = ['subject', 'body', 'short'] as const satisfies readonly (keyof NoticeTemplate)[];
type TemplatePart = (typeof TEMPLATE_PARTS)[number];
const SHORT_MESSAGE_CHANNELS = ['sms', 'whatsapp'] as const;

const REQUIRED: Record<TemplatePart, string> = {
  subject: noticeMessages.subjectRequired,
  body: noticeMessages.bodyRequired,
  short: noticeMessages.shortRequired,
};

/** Where the server puts a field's message (`notices.templates.received.subject`), and where the screen looks for it. */
const templateKey = (step: NoticeStep, part?: TemplatePart) => `notices.templates.${step}${part ? `.${part}` : ''}`;
const stepKey = (step: NoticeStep) => `notices.steps.${step}`;

type Translate = ReturnType<typeof useScreenTranslate>;

/** What the server would refuse in a text, said before it is sent: empty, too long, a wrong placeholder or brace. */
function textProblem(step: NoticeStep, part: TemplatePart, text: string, translate: Translate): string | null {
  const trimmed = text.trim();
  if (trimmed === '') return REQUIRED[part];
  if (trimmed.length > noticeTemplateLimits[part]) return translate('notice_settings.fields.too_long', { max: noticeTemplateLimits[part], count: trimmed.length });
  return templateTextProblem(text, step);
}

const sameTemplate = (a: NoticeTemplate, b: NoticeTemplate) => TEMPLATE_PARTS.every((part) => a[part] === b[part]);

/** Only what differs from the settings shown: the steps and channels switched, and each step's template whole. */
function changeOf(saved: NoticeSettings, draft: NoticeSettings): NoticeSettingsChange {
  const change: NoticeSettingsChange = {};
  const switched = NOTICE_STEPS.filter((step) => draft.steps[step] !== saved.steps[step]);
  if (switched.length > 0) change.steps = Object.fromEntries(switched.map((step) => [step, draft.steps[step]]));
  for (const channel of SHORT_MESSAGE_CHANNELS) if (draft[channel] !== saved[channel]) change[channel] = draft[channel];
  const edited = NOTICE_STEPS.filter((step) => !sameTemplate(draft.templates[step], saved.templates[step]));
  if (edited.length > 0) change.templates = Object.fromEntries(edited.map((step) => [step, draft.templates[step]]));
  return change;
}

/**
 * The shop's own values for the preview: the example's customer and job are made up
 * (NOTICE_PREVIEW_VALUES), the shop that signs is this one, and the link is one like a customer gets.
 */
function shopPreviewValues(profile: NoticeProfile, translate: Translate): NoticeValues {
  return {
    taller: profile.identity.tradeName.trim() || translate('notice_settings.preview.shop_name'),
    telefono: profile.identity.phone.trim() || translate('notice_settings.preview.shop_phone'),
    enlace: `${window.location.origin}/seguimiento/…`,
  };
}

/** The server's messages that no field of the screen shows, so that none is lost. */
function unplacedErrors(errors: Record<string, string>): string[] {
  const placed = new Set<string>([
    ...NOTICE_STEPS.flatMap((step) => [stepKey(step), templateKey(step), ...TEMPLATE_PARTS.map((part) => templateKey(step, part))]),
    ...SHORT_MESSAGE_CHANNELS.map((channel) => `notices.${channel}`),
  ]);
  return Object.entries(errors)
    .filter(([key]) => !placed.has(key))
    .map(([, message]) => message);
}

/**
 * 'Avisos a clientes': on which steps of a job the customer is told, whether the short message
 * also goes by SMS or WhatsApp, and each step's texts with a preview. A part of the shop's
 * settings, the Administrador's alone (the server answers 403 to a Gerente): saving sends the
 * version shown, so a change made meanwhile elsewhere is refused, not overwritten.
 */
export const NoticeSettingsPage = () => {
  const translate = useScreenTranslate(noticeSettingsTexts);
  const settings = useQuery({ queryKey: SHOP_SETTINGS_QUERY_KEY, queryFn: ({ signal }) => fetchNoticeSettings(signal), retry: false });
  const forbidden = settings.error instanceof HttpError && settings.error.status === 403;
  // Outside the form, which starts afresh with each version: the steps opened stay open after saving.
  const [expanded, setExpanded] = useState<ReadonlySet<NoticeStep>>(new Set());
  return (
    <Box sx={{ py: 2, maxWidth: 1240 }}>
      <Title title={translate('notice_settings.title')} />
      <Typography variant="h5" component="h1">
        {translate('notice_settings.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1, mb: 2, maxWidth: 880 }}>
        {translate('notice_settings.intro')}
      </Typography>
      {forbidden ? (
        <Alert severity="error">{translate('notice_settings.messages.forbidden')}</Alert>
      ) : settings.error ? (
        <Alert severity="error">{settings.error instanceof Error ? settings.error.message : translate('notice_settings.messages.load_error')}</Alert>
      ) : !settings.data ? (
        <CircularProgress aria-label={translate('ra.page.loading')} />
      ) : (
        <NoticeSettingsForm key={settings.data.version} profile={settings.data} expanded={expanded} setExpanded={setExpanded} />
      )}
    </Box>
  );
};

interface FormProps {
  profile: NoticeProfile;
  expanded: ReadonlySet<NoticeStep>;
  setExpanded: Dispatch<SetStateAction<ReadonlySet<NoticeStep>>>;
}

function NoticeSettingsForm({ profile, expanded, setExpanded }: FormProps) {
  const translate = useScreenTranslate(noticeSettingsTexts);
  const notify = useNotify();
  const queries = useQueryClient();
  const [draft, setDraft] = useState<NoticeSettings>(() => structuredClone(profile.notices));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<{ message: string; details: string[]; stale: boolean } | null>(null);
  const [saving, setSaving] = useState(false);
  const dirty = Object.keys(changeOf(profile.notices, draft)).length > 0;
  const shopValues = shopPreviewValues(profile, translate);

  const forget = (key: string) =>
    setErrors((current) => (key in current ? Object.fromEntries(Object.entries(current).filter(([k]) => k !== key)) : current));
  const setStepOn = (step: NoticeStep, on: boolean) => {
    forget(stepKey(step));
    setDraft((d) => ({ ...d, steps: { ...d.steps, [step]: on } }));
  };
  const setTemplate = (step: NoticeStep, template: NoticeTemplate) => {
    for (const part of TEMPLATE_PARTS) if (template[part] !== draft.templates[step][part]) forget(templateKey(step, part));
    forget(templateKey(step));
    setDraft((d) => ({ ...d, templates: { ...d.templates, [step]: template } }));
  };
  const setChannel = (channel: (typeof SHORT_MESSAGE_CHANNELS)[number], on: boolean) => {
    forget(`notices.${channel}`);
    setDraft((d) => ({ ...d, [channel]: on }));
  };
  const open = (steps: readonly NoticeStep[]) => setExpanded((current) => new Set([...current, ...steps]));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const wrong = NOTICE_STEPS.filter((step) => TEMPLATE_PARTS.some((part) => textProblem(step, part, draft.templates[step][part], translate)));
    if (wrong.length > 0) {
      open(wrong);
      setFailure({ message: translate('notice_settings.messages.fix_texts'), details: wrong.map((step) => noticeStepLabels[step]), stale: false });
      return;
    }
    setSaving(true);
    try {
      const saved = await saveNoticeSettings(profile.version, changeOf(profile.notices, draft));
      setErrors({});
      notify(translate(saved.version === profile.version ? 'notice_settings.messages.unchanged' : 'notice_settings.messages.saved'), { type: 'success' });
      queries.setQueryData(SHOP_SETTINGS_QUERY_KEY, saved);
      await queries.invalidateQueries({ queryKey: ['shop-history'] });
    } catch (error) {
      const body = error instanceof HttpError ? (error.body as { errors?: Record<string, unknown> } | undefined) : undefined;
      const fieldErrors = Object.fromEntries(
        Object.entries(body?.errors ?? {}).filter(([key, value]) => key !== 'root' && typeof value === 'string'),
      ) as Record<string, string>;
      setErrors(fieldErrors);
      open(NOTICE_STEPS.filter((step) => Object.keys(fieldErrors).some((key) => key.startsWith(templateKey(step)))));
      setFailure({
        message: error instanceof Error ? error.message : String(error),
        details: unplacedErrors(fieldErrors),
        stale: error instanceof HttpError && error.status === 409,
      });
    } finally {
      setSaving(false);
    }
  };

  return (
    <Box component="form" noValidate onSubmit={submit} aria-busy={saving}>
      <Channels profile={profile} draft={draft} onChange={setChannel} errors={errors} />

      <Box component="section" aria-labelledby="notice-steps-title">
        <Typography id="notice-steps-title" variant="h6" component="h2">
          {translate('notice_settings.sections.steps')}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {translate('notice_settings.sections.steps_hint')}
        </Typography>
        {NOTICE_STEPS.map((step) => (
          <StepNotice
            key={step}
            step={step}
            on={draft.steps[step]}
            onSwitch={(on) => setStepOn(step, on)}
            template={draft.templates[step]}
            onTemplate={(template) => setTemplate(step, template)}
            errors={errors}
            shopValues={shopValues}
            expanded={expanded.has(step)}
            onExpand={(isExpanded) =>
              setExpanded((current) => {
                const next = new Set(current);
                if (isExpanded) next.add(step);
                else next.delete(step);
                return next;
              })
            }
          />
        ))}
      </Box>

      <Box
        sx={{
          position: 'sticky',
          bottom: 0,
          zIndex: 2,
          py: 1.5,
          bgcolor: 'background.default',
          borderTop: 1,
          borderColor: 'divider',
        }}
      >
        {failure ? (
          <Alert
            severity="error"
            sx={{ mb: 1.5 }}
            action={
              failure.stale ? (
                <Button color="inherit" size="small" onClick={() => queries.invalidateQueries({ queryKey: SHOP_SETTINGS_QUERY_KEY })}>
                  {translate('notice_settings.actions.reload')}
                </Button>
              ) : undefined
            }
          >
            {failure.message}
            {failure.details.length > 0 ? (
              <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
                {failure.details.map((detail) => (
                  <li key={detail}>{detail}</li>
                ))}
              </Box>
            ) : null}
          </Alert>
        ) : null}
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
          <Button type="submit" variant="contained" startIcon={<SaveIcon />} disabled={saving}>
            {translate('notice_settings.actions.save')}
          </Button>
          {dirty ? (
            <Typography variant="body2" color="text.secondary">
              {translate('notice_settings.messages.dirty')}
            </Typography>
          ) : null}
        </Stack>
      </Box>
    </Box>
  );
}

/** E-mail always; SMS and WhatsApp when the server has their provider (a switch that is on can still be turned off). */
function Channels({
  profile,
  draft,
  onChange,
  errors,
}: {
  profile: NoticeProfile;
  draft: NoticeSettings;
  onChange: (channel: (typeof SHORT_MESSAGE_CHANNELS)[number], on: boolean) => void;
  errors: Record<string, string>;
}) {
  const translate = useScreenTranslate(noticeSettingsTexts);
  const available = profile.noticeChannels ?? { sms: false, whatsapp: false };
  return (
    <Paper component="section" aria-labelledby="notice-channels-title" variant="outlined" sx={{ p: 2, mb: 3 }}>
      <Typography id="notice-channels-title" variant="h6" component="h2">
        {translate('notice_settings.sections.channels')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {translate('notice_settings.sections.channels_hint')}
      </Typography>
      <ChannelSwitch label={messageChannelLabels.email} hint={translate('notice_settings.channels.email_always')} checked disabled />
      {SHORT_MESSAGE_CHANNELS.map((channel) => (
        <ChannelSwitch
          key={channel}
          label={messageChannelLabels[channel]}
          hint={translate(available[channel] ? `notice_settings.channels.${channel}_hint` : `notice_settings.channels.${channel}_unavailable`)}
          checked={draft[channel]}
          disabled={!available[channel] && !draft[channel]}
          onChange={(on) => onChange(channel, on)}
          error={errors[`notices.${channel}`]}
        />
      ))}
    </Paper>
  );
}

function ChannelSwitch({
  label,
  hint,
  checked,
  disabled,
  onChange,
  error,
}: {
  label: string;
  hint: string;
  checked: boolean;
  disabled?: boolean;
  onChange?: (on: boolean) => void;
  error?: string;
}) {
  const hintId = useId();
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 2, py: 0.5 }}>
      <FormControlLabel
        sx={{ minWidth: 220 }}
        control={
          <Switch checked={checked} disabled={disabled} onChange={(e) => onChange?.(e.target.checked)} slotProps={{ input: { 'aria-describedby': hintId } }} />
        }
        label={label}
      />
      <Typography id={hintId} variant="body2" color={error ? 'error' : 'text.secondary'}>
        {error ?? hint}
      </Typography>
    </Box>
  );
}

interface StepNoticeProps {
  step: NoticeStep;
  on: boolean;
  onSwitch: (on: boolean) => void;
  template: NoticeTemplate;
  onTemplate: (template: NoticeTemplate) => void;
  errors: Record<string, string>;
  shopValues: NoticeValues;
  expanded: boolean;
  onExpand: (expanded: boolean) => void;
}

/** One step: whether it is told, and (folded) its three texts, the placeholders it knows and the preview. */
function StepNotice({ step, on, onSwitch, template, onTemplate, errors, shopValues, expanded, onExpand }: StepNoticeProps) {
  const translate = useScreenTranslate(noticeSettingsTexts);
  const id = useId();
  const essential = ESSENTIAL_NOTICE_STEPS.includes(step);
  const ownText = !sameTemplate(template, DEFAULT_NOTICE_TEMPLATES[step]);
  const values: NoticeValues = { ...shopValues, ...NOTICE_PREVIEW_VALUES[step] };
  const inputs = useRef<Partial<Record<TemplatePart, HTMLInputElement | HTMLTextAreaElement>>>({});
  // The text the cursor was last in: a placeholder chip goes there; the body until one was used.
  const lastPart = useRef<TemplatePart | null>(null);

  const insert = (name: NoticePlaceholder) => {
    const part = lastPart.current ?? 'body';
    const input = inputs.current[part];
    const text = template[part];
    const token = `{${name}}`;
    const start = lastPart.current && input ? (input.selectionStart ?? text.length) : text.length;
    const end = lastPart.current && input ? (input.selectionEnd ?? start) : start;
    onTemplate({ ...template, [part]: text.slice(0, start) + token + text.slice(end) });
    requestAnimationFrame(() => {
      input?.focus();
      input?.setSelectionRange(start + token.length, start + token.length);
    });
  };

  const stepError = errors[stepKey(step)] ?? errors[templateKey(step)];
  return (
    <Paper component="section" aria-labelledby={`${id}-title`} variant="outlined" sx={{ p: 2, mb: 2 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
        <Typography id={`${id}-title`} variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
          {noticeStepLabels[step]}
        </Typography>
        {essential ? <Chip size="small" color="warning" variant="outlined" label={translate('notice_settings.step.essential')} /> : null}
      </Box>
      <Typography variant="body2" color="text.secondary">
        {noticeStepHints[step]}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 2, mt: 0.5 }}>
        <FormControlLabel
          control={<Switch checked={on} onChange={(e) => onSwitch(e.target.checked)} slotProps={{ input: { 'aria-describedby': `${id}-kind` } }} />}
          label={translate('notice_settings.step.enabled')}
        />
        <Typography id={`${id}-kind`} variant="body2" sx={{ color: essential ? 'warning.dark' : 'text.secondary' }}>
          {translate(essential ? 'notice_settings.step.essential_hint' : 'notice_settings.step.courtesy_hint')}
        </Typography>
      </Box>
      {stepError ? (
        <Typography variant="body2" color="error" role="alert">
          {stepError}
        </Typography>
      ) : null}

      <Accordion
        disableGutters
        variant="outlined"
        expanded={expanded}
        onChange={(_, isExpanded) => onExpand(isExpanded)}
        slotProps={{ heading: { component: 'h4' } }}
        sx={{ mt: 1, '&::before': { display: 'none' } }}
      >
        <AccordionSummary expandIcon={<ExpandMoreIcon />} id={`${id}-texts`} aria-controls={`${id}-texts-panel`}>
          <Box sx={{ minWidth: 0 }}>
            <Typography component="span" sx={{ fontWeight: 600, display: 'block' }}>
              {translate('notice_settings.step.texts')}
              {ownText ? (
                <Typography component="span" variant="body2" color="text.secondary">
                  {' · '}
                  {translate('notice_settings.step.edited')}
                </Typography>
              ) : null}
            </Typography>
            <Typography component="span" variant="body2" color="text.secondary" noWrap sx={{ display: 'block' }}>
              {renderTemplate(template.subject, values)}
            </Typography>
          </Box>
        </AccordionSummary>
        <AccordionDetails>
          <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', lg: 'minmax(0, 7fr) minmax(0, 5fr)' } }}>
            <Stack spacing={2}>
              {TEMPLATE_PARTS.map((part) => (
                <TemplateText
                  key={part}
                  step={step}
                  part={part}
                  text={template[part]}
                  serverError={errors[templateKey(step, part)]}
                  onChange={(text) => onTemplate({ ...template, [part]: text })}
                  onFocus={() => (lastPart.current = part)}
                  inputRef={(element) => {
                    if (element) inputs.current[part] = element;
                  }}
                />
              ))}
              <Placeholders step={step} onInsert={insert} />
              <Box>
                <Button
                  size="small"
                  startIcon={<RestartAltIcon />}
                  disabled={sameTemplate(template, DEFAULT_NOTICE_TEMPLATES[step])}
                  onClick={() => onTemplate({ ...DEFAULT_NOTICE_TEMPLATES[step] })}
                >
                  {translate('notice_settings.actions.reset')}
                </Button>
              </Box>
            </Stack>
            <NoticePreview step={step} template={template} values={values} />
          </Box>
        </AccordionDetails>
      </Accordion>
    </Paper>
  );
}

function TemplateText({
  step,
  part,
  text,
  serverError,
  onChange,
  onFocus,
  inputRef,
}: {
  step: NoticeStep;
  part: TemplatePart;
  text: string;
  serverError?: string;
  onChange: (text: string) => void;
  onFocus: () => void;
  inputRef: (element: HTMLInputElement | HTMLTextAreaElement | null) => void;
}) {
  const translate = useScreenTranslate(noticeSettingsTexts);
  const problem = textProblem(step, part, text, translate) ?? serverError ?? null;
  const max = noticeTemplateLimits[part];
  return (
    <TextField
      name={`${step}.${part}`}
      label={translate(`notice_settings.fields.${part}`)}
      value={text}
      onChange={(e) => onChange(e.target.value)}
      onFocus={onFocus}
      inputRef={inputRef}
      multiline={part === 'body'}
      minRows={part === 'body' ? 5 : undefined}
      fullWidth
      required
      error={Boolean(problem)}
      helperText={
        <Box component="span" sx={{ display: 'flex', justifyContent: 'space-between', gap: 2 }}>
          <span>{problem ?? ' '}</span>
          <Box component="span" sx={{ flexShrink: 0 }}>
            {translate('notice_settings.fields.counter', { count: text.trim().length, max })}
          </Box>
        </Box>
      }
    />
  );
}

/** The placeholders the step knows, each a chip that puts `{name}` where the cursor was. */
function Placeholders({ step, onInsert }: { step: NoticeStep; onInsert: (name: NoticePlaceholder) => void }) {
  const translate = useScreenTranslate(noticeSettingsTexts);
  const id = useId();
  return (
    <Box role="group" aria-labelledby={id}>
      <Typography id={id} variant="body2" sx={{ fontWeight: 600 }}>
        {translate('notice_settings.fields.placeholders')}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, my: 1 }}>
        {noticeStepPlaceholders[step].map((name) => (
          <Tooltip key={name} title={NOTICE_PLACEHOLDERS[name]}>
            <Chip
              size="small"
              variant="outlined"
              color="primary"
              label={`{${name}}`}
              aria-label={translate('notice_settings.fields.insert', { name, description: NOTICE_PLACEHOLDERS[name] })}
              // The text keeps its focus and cursor, so the placeholder lands where the cursor was.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => onInsert(name)}
              sx={{ fontFamily: 'monospace' }}
            />
          </Tooltip>
        ))}
      </Box>
      <Typography variant="caption" color="text.secondary" component="p">
        {translate('notice_settings.fields.placeholders_hint')}
      </Typography>
    </Box>
  );
}

/** The notice as a customer would read it, filled with the example's made-up customer and job and the shop's own name. */
function NoticePreview({ step, template, values }: { step: NoticeStep; template: NoticeTemplate; values: NoticeValues }) {
  const translate = useScreenTranslate(noticeSettingsTexts);
  const id = useId();
  const shown = (text: string) => renderTemplate(text, values) || translate('notice_settings.preview.empty');
  const essential = ESSENTIAL_NOTICE_STEPS.includes(step);
  return (
    <Box role="group" aria-labelledby={id} sx={{ p: 2, borderRadius: 1, border: 1, borderStyle: 'dashed', borderColor: 'divider', bgcolor: 'grey.50', alignSelf: 'start' }}>
      <Typography id={id} variant="subtitle2" component="h5">
        {translate('notice_settings.preview.title')}
      </Typography>
      <Typography variant="caption" color="text.secondary" component="p" sx={{ mb: 1.5 }}>
        {translate('notice_settings.preview.hint')}
      </Typography>

      <PreviewLabel>{translate('notice_settings.preview.email')}</PreviewLabel>
      <Paper variant="outlined" sx={{ p: 1.5, mb: 1 }}>
        <Typography variant="body2" sx={{ pb: 1, mb: 1, borderBottom: 1, borderColor: 'divider' }}>
          <strong>{translate('notice_settings.preview.subject')}</strong> {shown(template.subject)}
        </Typography>
        <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {shown(template.body)}
        </Typography>
      </Paper>
      <Typography variant="caption" color="text.secondary" component="p" sx={{ mb: 2 }}>
        {translate(essential ? 'notice_settings.preview.after_body_essential' : 'notice_settings.preview.after_body')}
      </Typography>

      <PreviewLabel>{translate('notice_settings.preview.short')}</PreviewLabel>
      <Typography
        variant="body2"
       
        sx={{ p: 1.5, mb: 1, maxWidth: 360, borderRadius: 2, borderTopLeftRadius: 0, bgcolor: 'background.paper', border: 1, borderColor: 'divider', overflowWrap: 'anywhere' }}
      >
        {shown(template.short)}
      </Typography>
      <Typography variant="caption" color="text.secondary" component="p">
        {translate('notice_settings.preview.after_short')}
      </Typography>
    </Box>
  );
}

const PreviewLabel = ({ children }: { children: ReactNode }) => (
  <Typography variant="overline" color="text.secondary" component="p" sx={{ lineHeight: 1.6 }}>
    {children}
  </Typography>
);
