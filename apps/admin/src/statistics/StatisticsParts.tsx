import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import DownloadIcon from '@mui/icons-material/Download';
import type { ReactNode } from 'react';

/** A part of 'Estadísticas': its title, what it counts, its CSV, and the figures. */
export const Section = ({ id, title, caption, csv, children }: { id: string; title: string; caption: string; csv?: { href: string; label: string; hint: string }; children: ReactNode }) => (
  <Paper component="section" aria-labelledby={`${id}-title`} variant="outlined" sx={{ p: 2, minWidth: 0 }}>
    <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1, alignItems: 'baseline', justifyContent: 'space-between' }}>
      <Typography id={`${id}-title`} variant="h6" component="h2">
        {title}
      </Typography>
      {csv ? (
        <Button component="a" href={csv.href} download size="small" startIcon={<DownloadIcon />} title={csv.hint} aria-label={`${csv.label}: ${title}`}>
          {csv.label}
        </Button>
      ) : null}
    </Stack>
    <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
      {caption}
    </Typography>
    {children}
  </Paper>
);

/** A chart is a picture of the table beside it: screen readers and the keyboard use the table (the chart takes no focus). */
export const Chart = ({ label, children }: { label: string; children: ReactNode }) => (
  <Box role="img" aria-label={label} sx={{ width: '100%', minWidth: 0 }}>
    <Box aria-hidden>{children}</Box>
  </Box>
);
