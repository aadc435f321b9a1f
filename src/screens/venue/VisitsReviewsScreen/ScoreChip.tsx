import { Chip, type ChipProps } from '@mui/material';
import { useTranslate } from 'react-admin';
import { scoreLevel } from '@/shared/listScores';
import { text } from './texts';

/** A score coloured by the thresholds of its list type (green, warning, danger), or a dash without a score. */
export function ScoreChip({ listType, score, size = 'small' }: { listType: string; score: number | null | undefined; size?: ChipProps['size'] }) {
  const translate = useTranslate();
  const level = scoreLevel(listType, score);
  if (!level || score === null || score === undefined) return <Chip size={size} variant="outlined" label="–" />;
  return <Chip size={size} color={level} label={score.toFixed(2).replace('.', ',')} data-level={level} aria-label={`${translate(text('table.score'))} ${score.toFixed(2)}`} sx={{ fontWeight: 600, minWidth: 56 }} />;
}
