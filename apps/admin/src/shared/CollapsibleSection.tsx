import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import ButtonBase from '@mui/material/ButtonBase';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Collapse from '@mui/material/Collapse';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useState, type ReactNode } from 'react';
import { useTranslate } from 'react-admin';

/**
 * One section of a detail screen that the reader may fold away (spec §2: "collapsible
 * sections"): a titled card, announced as a region named by its heading. The heading is the
 * toggle (a real button, so Tab and Enter/Space work), `actions` sit beside it.
 */
export const CollapsibleSection = ({
  title,
  titleArgs,
  actions,
  defaultOpen = true,
  children,
}: {
  /** An i18n key. */
  title: string;
  titleArgs?: Record<string, unknown>;
  actions?: ReactNode;
  defaultOpen?: boolean;
  children: ReactNode;
}) => {
  const translate = useTranslate();
  const headingId = useId();
  const contentId = useId();
  const [open, setOpen] = useState(defaultOpen);
  return (
    <Card variant="outlined" component="section" aria-labelledby={headingId}>
      <CardContent sx={{ '&:last-child': { pb: 2 } }}>
        <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography id={headingId} variant="h6" component="h2" sx={{ flex: '1 1 auto', m: 0 }}>
            <ButtonBase
              aria-expanded={open}
              aria-controls={contentId}
              onClick={() => setOpen((was) => !was)}
              sx={{
                font: 'inherit',
                gap: 0.5,
                borderRadius: 1,
                px: 0.5,
                ml: -0.5,
                '&.Mui-focusVisible': { outline: 2, outlineColor: 'primary.main', outlineStyle: 'solid' },
              }}
            >
              <ExpandMoreIcon
                aria-hidden
                sx={{ transition: 'transform 150ms', transform: open ? 'rotate(0deg)' : 'rotate(-90deg)' }}
              />
              {translate(title, titleArgs)}
            </ButtonBase>
          </Typography>
          {actions}
        </Stack>
        <Collapse in={open} id={contentId} timeout="auto">
          <div style={{ paddingTop: 12 }}>{children}</div>
        </Collapse>
      </CardContent>
    </Card>
  );
};
