import { Box } from '@mui/material';
import { useTranslate } from 'react-admin';
import { text, type TextKey } from './texts';
import type { DrawnSpan } from './useNightSpans';

/** A span in words: setup, hours and what decided it. */
export function useSpanLabel() {
  const translate = useTranslate();
  return (span: DrawnSpan) => translate(text('calendar.span'), { setup: span.name, from: span.fromTime, to: span.toTime, kind: translate(text(`calendar.kinds.${span.kind}` as TextKey)) });
}

/** A setup's stretch of a night on a day of the month: its colour, its name and, when the night is shared, its hours. */
export function SpanChip({ span, withTimes }: { span: DrawnSpan; withTimes: boolean }) {
  const label = useSpanLabel();
  return (
    <Box
      component="span"
      title={label(span)}
      data-setup-id={span.setupId}
      data-kind={span.kind}
      sx={{ display: 'block', bgcolor: span.colour, color: '#fff', borderRadius: 0.5, px: 0.5, fontSize: 12, lineHeight: '18px', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', textAlign: 'left' }}
    >
      {withTimes ? `${span.fromTime} ${span.name}` : span.name}
    </Box>
  );
}
