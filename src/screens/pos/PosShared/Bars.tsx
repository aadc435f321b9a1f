import { Box, Card, CardContent, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';

export interface BarRow {
  key: string;
  label: string;
  value: number;
  /** The value as shown. */
  text: string;
  color?: string | null;
}

/** A table whose rows carry a bar proportional to their value: a light chart that also reads as a table. */
export function BarTable({ title, head, rows }: { title: string; head: [string, string]; rows: BarRow[] }) {
  const max = Math.max(1, ...rows.map((r) => Math.abs(r.value)));
  return (
    <Box>
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        {title}
      </Typography>
      <Table size="small" aria-label={title}>
        <TableHead>
          <TableRow>
            <TableCell>{head[0]}</TableCell>
            <TableCell sx={{ width: '40%' }} />
            <TableCell align="right">{head[1]}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((r) => (
            <TableRow key={r.key}>
              <TableCell>{r.label}</TableCell>
              <TableCell aria-hidden>
                <Box sx={{ height: 10, borderRadius: 1, bgcolor: r.color ?? 'primary.main', width: `${(Math.abs(r.value) / max) * 100}%`, minWidth: r.value ? 2 : 0 }} />
              </TableCell>
              <TableCell align="right" sx={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>
                {r.text}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}

/** A bar table in a card of its own, `flex` wide beside its neighbours in a row of cards. */
export function BarCard({ flex = 1, ...table }: Parameters<typeof BarTable>[0] & { flex?: number }) {
  return (
    <Card sx={{ flex }}>
      <CardContent>
        <BarTable {...table} />
      </CardContent>
    </Card>
  );
}

/** A headline figure. */
export function Figure({ label, value, detail }: { label: string; value: string; detail?: string }) {
  return (
    <Box sx={{ p: 2, border: 1, borderColor: 'divider', borderRadius: 1, minWidth: 180 }}>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography variant="h5" component="p" sx={{ fontVariantNumeric: 'tabular-nums' }}>
        {value}
      </Typography>
      {detail && (
        <Typography variant="caption" color="text.secondary">
          {detail}
        </Typography>
      )}
    </Box>
  );
}
