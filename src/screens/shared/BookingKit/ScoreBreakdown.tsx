import { Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useNumbers } from '@/i18n/useNumbers';
import type { ScorePart } from '@/shared/bookings/scoring';
import { renderViolationText } from '@/shared/bookings/violationTexts';
import { kit, type KitKey } from './texts';

const LEVELS: Record<number, KitKey> = { 0: 'score.levels.venue', 10: 'score.levels.setup', 20: 'score.levels.section', 30: 'score.levels.table' };

/** One part of a table's score in words: "+5 fills the table (prefers full tables)", "−10 uses 4 of 8 seats". */
export function useScoreWords() {
  const translate = useTranslate();
  const { signed } = useNumbers();
  return (part: ScorePart): string => {
    const args = {
      points: signed(part.points),
      guests: part.guests ?? 0,
      seats: part.seats ?? 0,
      unused: Math.max(0, (part.seats ?? 0) - (part.guests ?? 0)),
      level: part.level !== undefined && LEVELS[part.level] ? translate(kit(LEVELS[part.level])) : '',
      message: part.text ? renderViolationText(part.text, (key, values) => translate(kit(`violations.${key}`), values)) : (part.message ?? ''),
    };
    const matched = part.matched ? 'matched' : 'unmatched';
    switch (part.reason) {
      case 'preferredSeating':
      case 'fullTable':
      case 'bookedTonight':
        return translate(kit(`score.${part.reason}.${matched}`), args);
      default:
        return translate(kit(`score.${part.reason}`), args);
    }
  };
}

/** Why a table got its score: each part in words, the total last. */
export function ScoreBreakdown({ parts, score, id }: { parts: ScorePart[]; score: number | null; id?: string }) {
  const translate = useTranslate();
  const words = useScoreWords();
  const { decimal } = useNumbers();
  return (
    <Box id={id} sx={{ pl: 1, borderLeft: 2, borderColor: 'divider' }}>
      <Typography variant="caption" component="p" sx={{ fontWeight: 600 }}>
        {translate(kit('score.why'))}
      </Typography>
      <Box component="ul" sx={{ m: 0, pl: 2, typography: 'caption' }}>
        {parts.map((p, i) => (
          <li key={i}>{words(p)}</li>
        ))}
      </Box>
      {score !== null && (
        <Typography variant="caption" component="p">
          = {decimal(score)}
        </Typography>
      )}
    </Box>
  );
}
