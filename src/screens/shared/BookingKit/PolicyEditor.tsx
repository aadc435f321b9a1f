import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import { Box, Button, Card, CardContent, IconButton, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { enumLabelKey } from '@/app/enums';
import dayjs from '@/shared/dayjs';
import { bookingHoursBounds, policyIssues, PolicyType, type Policy, type PolicyLimit, type SeatingStrategy } from '@/shared/bookings/policies';
import { clock } from '@/shared/clock';
import { kit, type KitKey } from './texts';

const POLICY_TYPES = Object.values(PolicyType);
const STRATEGY_TYPES = ['SeatingStrategyPreferredSeating', 'SeatingStrategyPreferFullTables', 'SeatingStrategyPenalizeBookedTables', 'SeatingStrategyPreferHighTableCapacityUsage'];
const ENUM = 'venueDetails';

/** Whether a list of policies breaks any rule of section 5 (the editor shows where). */
export const policiesValid = (policies: Policy[]) => policies.every((p) => policyIssues(p).length === 0);

function newLimit(type: string | null | undefined): PolicyLimit {
  switch (type) {
    case PolicyType.OpeningHours:
      return { limitType: 1, openingTime: '18:00', closingTime: '02:00' };
    case PolicyType.BookingHours:
      return { limitType: 2, bookingAllowedFrom: '', bookingAllowedUntil: '', target: 0 };
    case PolicyType.MinimumSpend:
      return { limitType: 2, minimumSpendAmount: { value: 0 } };
    default:
      return { limitType: 1, minPercentage: 0, maxPercentage: 100 };
  }
}

/** Opening hours are entered in venue time; where the viewer's zone differs, the same hours in their time. */
function localHours(limit: PolicyLimit, timeZone: string): string {
  const mine = Intl.DateTimeFormat().resolvedOptions().timeZone;
  if (!timeZone || mine === timeZone || !/^\d{1,2}:\d{2}$/.test(limit.openingTime ?? '') || !/^\d{1,2}:\d{2}$/.test(limit.closingTime ?? '')) return '';
  const today = clock.today();
  const local = (t: string) => dayjs.tz(`${today} ${t.padStart(5, '0')}`, 'YYYY-MM-DD HH:mm', timeZone).tz(mine).format('HH:mm');
  return ` · ${local(limit.openingTime!)}–${local(limit.closingTime!)} (${mine})`;
}

function LimitFields({ policy, limit, index, onChange, errorOf, currency, timeZone }: { policy: Policy; limit: PolicyLimit; index: number; onChange: (l: PolicyLimit) => void; errorOf: (path: string) => string | undefined; currency: string; timeZone: string }) {
  const translate = useTranslate();
  const set = (patch: Partial<PolicyLimit>) => onChange({ ...limit, ...patch });
  const at = (f: string) => `limits.${index}.${f}`;
  const field = (key: keyof PolicyLimit, label: KitKey, extra: object = {}) => (
    <TextField
      size="small"
      label={translate(kit(label))}
      value={(limit[key] as string | number | null | undefined) ?? ''}
      onChange={(e) => set({ [key]: e.target.type === 'number' ? (e.target.value === '' ? null : Number(e.target.value)) : e.target.value })}
      error={Boolean(errorOf(at(key)))}
      helperText={errorOf(at(key))}
      sx={{ width: 150 }}
      {...extra}
    />
  );
  const bounds = bookingHoursBounds(limit);
  return (
    <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', gap: 1, alignItems: 'flex-start' }}>
      <TextField select size="small" label={translate(kit('policy.limitType'))} value={limit.limitType ?? 1} onChange={(e) => set({ limitType: Number(e.target.value) })} sx={{ width: 130 }}>
        {[1, 2, 3].map((v) => (
          <MenuItem key={v} value={v}>
            {translate(enumLabelKey(`${ENUM}.limitType`, v))}
          </MenuItem>
        ))}
      </TextField>
      {policy.policyType === PolicyType.OpeningHours && (
        <>
          {field('openingTime', 'policy.openingTime', { placeholder: '18:00' })}
          {field('closingTime', 'policy.closingTime', { placeholder: '02:00' })}
          <Typography variant="caption" color="text.secondary" sx={{ alignSelf: 'center' }}>
            {translate(kit('policy.venueTime'), { zone: timeZone })}
            {localHours(limit, timeZone)}
          </Typography>
        </>
      )}
      {policy.policyType === PolicyType.BookingHours && (
        <>
          {field('bookingAllowedFrom', 'policy.from', { placeholder: translate(kit('policy.always')), helperText: errorOf(at('bookingAllowedFrom')) ?? (bounds.from === 'always' ? translate(kit('policy.always')) : translate(kit('policy.fromHint'))) })}
          {field('bookingAllowedUntil', 'policy.until', { placeholder: translate(kit('policy.exactTime')), helperText: errorOf(at('bookingAllowedUntil')) ?? (bounds.until === 'exactTime' ? translate(kit('policy.exactTime')) : translate(kit('policy.untilHint'))) })}
          <TextField select size="small" label={translate(kit('policy.target'))} value={limit.target ?? ''} onChange={(e) => set({ target: Number(e.target.value) })} error={Boolean(errorOf(at('target')))} helperText={errorOf(at('target'))} sx={{ width: 170 }}>
            {[0, 1].map((v) => (
              <MenuItem key={v} value={v}>
                {translate(enumLabelKey(`${ENUM}.bookingHoursTarget`, v))}
              </MenuItem>
            ))}
          </TextField>
        </>
      )}
      {policy.policyType === PolicyType.MinimumSpend && (
        <TextField
          size="small"
          type="number"
          label={`${translate(kit('policy.amount'))} (${currency})`}
          value={limit.minimumSpendAmount?.value === null || limit.minimumSpendAmount?.value === undefined ? '' : limit.minimumSpendAmount.value / 100}
          onChange={(e) => set({ minimumSpendAmount: { value: e.target.value === '' ? null : Math.round(Number(e.target.value) * 100), currency } })}
          error={Boolean(errorOf(at('minimumSpendAmount')) || errorOf(at('minimumSpendAmount.value')))}
          helperText={errorOf(at('minimumSpendAmount')) ?? errorOf(at('minimumSpendAmount.value'))}
          sx={{ width: 180 }}
        />
      )}
      {policy.policyType === PolicyType.TableBooking && (
        <>
          {field('minPercentage', 'policy.min', { type: 'number' })}
          {field('maxPercentage', 'policy.max', { type: 'number' })}
          {limit.limitType === 2 && limit.minPercentage === 0 && limit.maxPercentage === 0 && (
            <Typography variant="caption" color="text.secondary" sx={{ alignSelf: 'center', maxWidth: 220 }}>
              {translate(kit('policy.walkIn'))}
            </Typography>
          )}
        </>
      )}
    </Stack>
  );
}

/**
 * Policies of one level (venue, setup, section or table): a name, a type and limits (hard, soft or warning), each
 * checked by the rules of section 5 as they are typed. Empty booking-hours bounds show "Always" and "Exact time".
 */
export function PolicyEditor({ value, onChange, currency, timeZone }: { value: Policy[]; onChange: (p: Policy[]) => void; currency: string; timeZone: string }) {
  const translate = useTranslate();
  const update = (i: number, p: Policy) => onChange(value.map((x, j) => (j === i ? p : x)));
  return (
    <Stack spacing={1} role="group" aria-label={translate(kit('policy.policies'))}>
      <Typography variant="subtitle2">{translate(kit('policy.policies'))}</Typography>
      {value.map((policy, i) => {
        const issues = policyIssues(policy);
        const errorOf = (path: string) => {
          const issue = issues.find((x) => x.path === path);
          return issue ? translate(kit(`policy.errors.${issue.key}` as KitKey)) : undefined;
        };
        return (
          <Card key={i} variant="outlined">
            <CardContent sx={{ '&:last-child': { pb: 2 } }}>
              <Stack direction="row" spacing={1} sx={{ mb: 1, alignItems: 'flex-start' }}>
                <TextField size="small" label={translate(kit('policy.identifier'))} value={policy.identifier ?? ''} onChange={(e) => update(i, { ...policy, identifier: e.target.value })} error={Boolean(errorOf('identifier'))} helperText={errorOf('identifier')} />
                <TextField select size="small" label={translate(kit('policy.type'))} value={policy.policyType ?? ''} onChange={(e) => update(i, { ...policy, policyType: e.target.value, limits: [newLimit(e.target.value)] })} error={Boolean(errorOf('policyType'))} helperText={errorOf('policyType')} sx={{ minWidth: 180 }}>
                  {POLICY_TYPES.map((t) => (
                    <MenuItem key={t} value={t}>
                      {translate(enumLabelKey(`${ENUM}.policyType`, t))}
                    </MenuItem>
                  ))}
                </TextField>
                <Box sx={{ flex: 1 }} />
                <IconButton aria-label={`${translate(kit('actions.remove'))}: ${policy.identifier ?? ''}`} onClick={() => onChange(value.filter((_, j) => j !== i))}>
                  <DeleteIcon fontSize="small" />
                </IconButton>
              </Stack>
              <Stack spacing={1}>
                {(policy.limits ?? []).map((limit, li) => (
                  <Stack key={li} direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
                    <LimitFields policy={policy} limit={limit} index={li} onChange={(l) => update(i, { ...policy, limits: (policy.limits ?? []).map((x, k) => (k === li ? l : x)) })} errorOf={errorOf} currency={currency} timeZone={timeZone} />
                    <IconButton size="small" aria-label={translate(kit('actions.remove'))} onClick={() => update(i, { ...policy, limits: (policy.limits ?? []).filter((_, k) => k !== li) })}>
                      <DeleteIcon fontSize="small" />
                    </IconButton>
                  </Stack>
                ))}
                <Box>
                  <Button size="small" startIcon={<AddIcon />} onClick={() => update(i, { ...policy, limits: [...(policy.limits ?? []), newLimit(policy.policyType)] })} disabled={!policy.policyType}>
                    {translate(kit('policy.addLimit'))}
                  </Button>
                </Box>
              </Stack>
            </CardContent>
          </Card>
        );
      })}
      <Box>
        <Button size="small" startIcon={<AddIcon />} onClick={() => onChange([...value, { identifier: '', policyType: PolicyType.OpeningHours, limits: [newLimit(PolicyType.OpeningHours)] }])}>
          {translate(kit('policy.add'))}
        </Button>
      </Box>
    </Stack>
  );
}

/** Seating strategies of one level; they are always valid. */
export function StrategyEditor({ value, onChange }: { value: SeatingStrategy[]; onChange: (s: SeatingStrategy[]) => void }) {
  const translate = useTranslate();
  const update = (i: number, s: SeatingStrategy) => onChange(value.map((x, j) => (j === i ? s : x)));
  const num = (i: number, s: SeatingStrategy, key: keyof SeatingStrategy, label: KitKey) => (
    <TextField size="small" type="number" label={translate(kit(label))} value={(s[key] as number | null | undefined) ?? ''} onChange={(e) => update(i, { ...s, [key]: e.target.value === '' ? null : Number(e.target.value) })} sx={{ width: 150 }} />
  );
  return (
    <Stack spacing={1} role="group" aria-label={translate(kit('policy.strategies'))}>
      <Typography variant="subtitle2">{translate(kit('policy.strategies'))}</Typography>
      {value.map((s, i) => (
        <Stack key={i} direction="row" spacing={1} sx={{ flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
          <TextField select size="small" label={translate(kit('policy.strategy'))} value={s.seatingStrategyType ?? ''} onChange={(e) => update(i, { ...s, seatingStrategyType: e.target.value })} sx={{ minWidth: 220 }}>
            {STRATEGY_TYPES.map((t) => (
              <MenuItem key={t} value={t}>
                {translate(enumLabelKey(`${ENUM}.seatingStrategyType`, t))}
              </MenuItem>
            ))}
          </TextField>
          {num(i, s, 'matchScoreModifier', 'policy.match')}
          {num(i, s, 'unmatchedScoreModifier', 'policy.unmatched')}
          {num(i, s, 'scorePerUnusedSeatMultiplier', 'policy.perSeat')}
          <IconButton aria-label={translate(kit('actions.remove'))} onClick={() => onChange(value.filter((_, j) => j !== i))}>
            <DeleteIcon fontSize="small" />
          </IconButton>
        </Stack>
      ))}
      <Box>
        <Button size="small" startIcon={<AddIcon />} onClick={() => onChange([...value, { seatingStrategyType: 'SeatingStrategyPreferredSeating', matchScoreModifier: 20, unmatchedScoreModifier: 0, scorePerUnusedSeatMultiplier: 0 }])}>
          {translate(kit('policy.addStrategy'))}
        </Button>
      </Box>
    </Stack>
  );
}
