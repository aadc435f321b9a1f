import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/DeleteOutline';
import { Alert, Autocomplete, Box, Button, IconButton, List, ListItem, ListItemText, Stack, Table, TableBody, TableCell, TableHead, TableRow, TextField, Typography } from '@mui/material';
import { useMemo, useState } from 'react';
import { useTranslate } from 'react-admin';
import type { StockProductRecord } from '@generated/shared/types/stockProducts';
import { quantity } from '../PosShared/money';
import { text } from './texts';
import type { CountLine } from './useCounts';

/** The products of a Draft count: removed or added until it is activated. */
export function DraftLines({ lines, products, save, saving }: { lines: CountLine[]; products: StockProductRecord[]; save: (lines: CountLine[]) => Promise<unknown>; saving: boolean }) {
  const translate = useTranslate();
  const [draft, setDraft] = useState(lines);
  const [adding, setAdding] = useState<StockProductRecord | null>(null);
  const byId = new Map(products.map((p) => [p.id, p]));
  const dirty = JSON.stringify(draft) !== JSON.stringify(lines);
  const present = new Set(draft.map((l) => l.stockProductId));
  return (
    <Box>
      {!draft.length && <Typography color="text.secondary">{translate(text('detail.noLines'))}</Typography>}
      <List dense aria-label={translate('resources.stockCounts.fields.lines')}>
        {draft.map((l) => {
          const name = byId.get(l.stockProductId)?.name ?? l.stockProductId;
          return (
            <ListItem
              key={l.lineId ?? l.stockProductId}
              divider
              secondaryAction={
                <IconButton edge="end" aria-label={translate(text('detail.removeLine'), { name })} onClick={() => setDraft((d) => d.filter((x) => x !== l))}>
                  <DeleteIcon />
                </IconButton>
              }
            >
              <ListItemText primary={name} secondary={byId.get(l.stockProductId)?.number} />
            </ListItem>
          );
        })}
      </List>
      <Stack direction="row" spacing={1} sx={{ mt: 1, alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
        <Autocomplete
          size="small"
          sx={{ minWidth: 280 }}
          options={products.filter((p) => !present.has(p.id) && p.isActive !== false)}
          value={adding}
          getOptionLabel={(p) => p.name}
          onChange={(_e, p) => setAdding(p)}
          renderInput={(params) => <TextField {...params} label={translate(text('detail.product'))} />}
        />
        <Button
          startIcon={<AddIcon />}
          disabled={!adding}
          onClick={() => {
            if (adding) setDraft((d) => [...d, { stockProductId: adding.id, lineId: null, locationId: null, expectedQuantity: null, countedQuantity: null }]);
            setAdding(null);
          }}
        >
          {translate(text('detail.addProduct'))}
        </Button>
        <Box sx={{ flex: 1 }} />
        <Button variant="outlined" disabled={!dirty || saving} onClick={() => void save(draft)}>
          {translate(text('detail.saveLines'))}
        </Button>
      </Stack>
    </Box>
  );
}

/** Counting an Active count: counted quantities per line, saved as the count goes, the difference to what was expected. */
export function CountingTable({
  lines,
  nameOf,
  locationName,
  save,
  saving,
  onComplete,
  readOnly,
}: {
  lines: CountLine[];
  nameOf: (id: string) => string;
  locationName: (id: string | null | undefined) => string;
  save?: (lines: CountLine[]) => Promise<unknown>;
  saving?: boolean;
  onComplete?: (lines: CountLine[], dirty: boolean) => void;
  readOnly: boolean;
}) {
  const translate = useTranslate();
  const [values, setValues] = useState<Record<string, string>>(() => Object.fromEntries(lines.map((l) => [l.lineId ?? '', l.countedQuantity === null || l.countedQuantity === undefined ? '' : String(l.countedQuantity)])));
  const [filter, setFilter] = useState('');
  const current = useMemo(() => lines.map((l) => ({ ...l, countedQuantity: values[l.lineId ?? ''] === '' || values[l.lineId ?? ''] === undefined ? null : Number(values[l.lineId ?? '']) })), [lines, values]);
  const dirty = current.some((l, i) => (l.countedQuantity ?? null) !== (lines[i].countedQuantity ?? null));
  const counted = current.filter((l) => l.countedQuantity !== null).length;
  const shown = current.filter((l) => !filter.trim() || nameOf(l.stockProductId).toLowerCase().includes(filter.trim().toLowerCase()));
  return (
    <Box>
      {!readOnly && (
        <Stack direction="row" spacing={2} sx={{ mb: 1, alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
          <TextField size="small" type="search" label={translate(text('detail.filter'))} value={filter} onChange={(e) => setFilter(e.target.value)} />
          <Typography variant="body2" aria-live="polite">
            {translate(text('detail.progress'), { counted, total: lines.length })}
          </Typography>
          <Box sx={{ flex: 1 }} />
          <Button onClick={() => setValues((v) => Object.fromEntries(lines.map((l) => [l.lineId ?? '', v[l.lineId ?? ''] !== '' && v[l.lineId ?? ''] !== undefined ? v[l.lineId ?? ''] : String(Math.max(0, l.expectedQuantity ?? 0))])))}>
            {translate(text('detail.fill'))}
          </Button>
          <Button variant="outlined" disabled={!dirty || saving} onClick={() => void save?.(current)}>
            {translate(text('detail.saveCounts'))}
          </Button>
          <Button variant="contained" disabled={counted < lines.length} onClick={() => onComplete?.(current, dirty)}>
            {translate(text('detail.complete'))}
          </Button>
        </Stack>
      )}
      {dirty && !readOnly && (
        <Alert severity="info" sx={{ mb: 1 }}>
          {translate(text('detail.unsaved'))}
        </Alert>
      )}
      <Table size="small" aria-label={translate('resources.stockCounts.fields.lines')}>
        <TableHead>
          <TableRow>
            <TableCell>{translate(text('detail.product'))}</TableCell>
            <TableCell>{translate(text('detail.location'))}</TableCell>
            <TableCell align="right">{translate(text('detail.expected'))}</TableCell>
            <TableCell sx={{ width: 150 }}>{translate(text('detail.counted'))}</TableCell>
            <TableCell align="right">{translate(text('detail.difference'))}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {shown.map((l) => {
            const difference = l.countedQuantity === null ? null : Math.round((l.countedQuantity - (l.expectedQuantity ?? 0)) * 100) / 100;
            return (
              <TableRow key={l.lineId}>
                <TableCell>{nameOf(l.stockProductId)}</TableCell>
                <TableCell>{locationName(l.locationId)}</TableCell>
                <TableCell align="right">{quantity(l.expectedQuantity)}</TableCell>
                <TableCell>
                  {readOnly ? (
                    quantity(l.countedQuantity)
                  ) : (
                    <TextField
                      size="small"
                      type="number"
                      value={values[l.lineId ?? ''] ?? ''}
                      onChange={(e) => setValues((v) => ({ ...v, [l.lineId ?? '']: e.target.value }))}
                      slotProps={{ htmlInput: { min: 0, step: 'any', 'aria-label': `${translate(text('detail.counted'))}: ${nameOf(l.stockProductId)}` } }}
                    />
                  )}
                </TableCell>
                <TableCell align="right" sx={{ color: difference && difference < 0 ? 'error.main' : undefined }}>
                  {difference === null ? '' : `${difference > 0 ? '+' : ''}${quantity(difference)}`}
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </Box>
  );
}
