import { Box, Stack, Typography, useTheme } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { plan } from './texts';

export interface LegendItem {
  key: string;
  swatch: ReactNode;
  text: string;
}

const Swatch = ({ children }: { children: ReactNode }) => (
  <svg width={28} height={20} viewBox="0 0 28 20" aria-hidden="true" style={{ flex: 'none' }}>
    {children}
  </svg>
);

/** The drawing's key, every sign with its words: `extra` comes first (the floor view's table states). */
export function Legend({ extra = [] }: { extra?: LegendItem[] }) {
  const translate = useTranslate();
  const theme = useTheme();
  const line = theme.palette.text.primary;
  const items: LegendItem[] = [
    ...extra,
    { key: 'low', swatch: <rect x={3} y={3} width={22} height={14} rx={3} fill="none" stroke={line} />, text: translate(plan('legend.low')) },
    { key: 'high', swatch: <><rect x={3} y={3} width={22} height={14} rx={3} fill="none" stroke={line} /><rect x={6} y={6} width={16} height={8} rx={2} fill="none" stroke={line} /></>, text: translate(plan('legend.high')) },
    { key: 'round', swatch: <circle cx={14} cy={10} r={7} fill="none" stroke={line} />, text: translate(plan('legend.round')) },
    { key: 'seats', swatch: <><circle cx={8} cy={10} r={3} fill="none" stroke={line} /><circle cx={20} cy={10} r={3} fill="none" stroke={line} /></>, text: translate(plan('legend.seats')) },
    { key: 'inactive', swatch: <rect x={3} y={3} width={22} height={14} rx={3} fill="none" stroke={line} strokeDasharray="4 3" />, text: translate(plan('legend.inactive')) },
    { key: 'combination', swatch: <rect x={2} y={2} width={24} height={16} rx={5} fill="none" stroke={theme.palette.text.secondary} strokeDasharray="5 3" />, text: translate(plan('legend.combination')) },
    { key: 'area', swatch: <rect x={2} y={2} width={24} height={16} rx={4} fill={theme.palette.primary.main} fillOpacity={0.12} stroke={theme.palette.primary.main} />, text: translate(plan('legend.area')) },
  ];
  return (
    <Box component="section" aria-label={translate(plan('legend.title'))}>
      <Typography variant="subtitle2" component="h2" gutterBottom>
        {translate(plan('legend.title'))}
      </Typography>
      <Stack component="ul" direction="row" useFlexGap flexWrap="wrap" columnGap={2} rowGap={0.5} sx={{ m: 0, p: 0, listStyle: 'none' }}>
        {items.map((item) => (
          <Stack component="li" key={item.key} direction="row" spacing={0.75} alignItems="center">
            <Swatch>{item.swatch}</Swatch>
            <Typography variant="body2">{item.text}</Typography>
          </Stack>
        ))}
      </Stack>
    </Box>
  );
}
