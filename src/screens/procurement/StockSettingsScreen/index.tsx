import { Alert, Box, Paper, Stack, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Form, NumberInput, SaveButton, TextInput, maxLength, maxValue, minValue, number, regex, required, useNotify, useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { stockSettingsApi } from '@generated/client/api/stockSettings';
import type { CountryCode } from '@generated/shared/shell';
import type { StockSettingRecord } from '@generated/shared/types/stockSettings';
import { useSelection } from '@/app/selection/useSelection';
import { formatDateTime } from '@/shared/format';
import { useCanWrite } from '@/app/access/useCanWrite';
import { clock } from '@/shared/clock';
import { QueryView } from '../../pos/PosShared/QueryView';
import { shared } from '../../pos/PosShared/texts';
import { SaveErrorAlert, useFormSave } from '@/app/widgets';
import { text } from './texts';

const f = (field: string) => `resources.stockSettings.fields.${field}`;
export const stockSettingsKey = (country: string) => ['pos', 'stockSettings', country];

interface Values {
  countIntervalDays: number | null;
  varianceTolerancePercentage: number | null;
  purchaseOrderPrefix: string;
  defaultLeadTimeDays: number | null;
}

/** The prefix with an example of the order numbers it gives, as the user types. */
function PrefixInput({ disabled }: { disabled: boolean }) {
  const translate = useTranslate();
  const prefix = (useWatch({ name: 'purchaseOrderPrefix' }) as string | undefined) || 'PO';
  const example = `${prefix}-${clock.now().getFullYear()}-0001`;
  return (
    <TextInput
      source="purchaseOrderPrefix"
      label={f('purchaseOrderPrefix')}
      disabled={disabled}
      parse={(v: string) => (v ?? '').toUpperCase()}
      validate={[required(), maxLength(8), regex(/^[A-Z0-9-]+$/, text('prefixFormat'))]}
      helperText={translate(text('help.purchaseOrderPrefix'), { example })}
    />
  );
}

function SettingsForm({ country, saved, readOnly }: { country: CountryCode; saved: Values & { version: number; updatedAt?: string | null }; readOnly: boolean }) {
  const translate = useTranslate();
  const notify = useNotify();
  const client = useQueryClient();
  const { error, setError, submit } = useFormSave(async (v: Values) => {
    const answer = await stockSettingsApi.update({
        countryId: country,
        body: {
          country,
          version: saved.version,
          countIntervalDays: v.countIntervalDays,
          varianceTolerancePercentage: v.varianceTolerancePercentage,
          purchaseOrderPrefix: v.purchaseOrderPrefix,
          defaultLeadTimeDays: v.defaultLeadTimeDays,
        },
      });
      notify(text('saved'), { type: 'success' });
      client.setQueryData(stockSettingsKey(country), answer);
  });
  const reload = async () => {
    setError(null);
    await client.invalidateQueries({ queryKey: stockSettingsKey(country) });
  };
  const help = (key: 'countIntervalDays' | 'varianceTolerancePercentage' | 'defaultLeadTimeDays') => translate(text(`help.${key}`));
  return (
    <Paper sx={{ p: 3, maxWidth: 640 }}>
      <Typography sx={{ mb: 2 }}>{translate(text('intro'))}</Typography>
      {readOnly && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {translate(shared('states.readOnly'))}
        </Alert>
      )}
      {saved.version === 0 ? (
        <Alert severity="info" sx={{ mb: 2 }}>
          {translate(text('defaults'))}
        </Alert>
      ) : (
        saved.updatedAt && (
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            {translate(text('lastSaved'), { at: formatDateTime(saved.updatedAt) })}
          </Typography>
        )
      )}
      <SaveErrorAlert error={error} staleText={translate(text('stale'))} reloadText={translate(text('reload'))} onReload={() => void reload()} />
      <Form record={{ id: country, ...saved }} onSubmit={submit}>
        <Stack>
          <NumberInput source="countIntervalDays" label={f('countIntervalDays')} disabled={readOnly} step={1} validate={[required(), number(), minValue(1), maxValue(365)]} helperText={help('countIntervalDays')} />
          <NumberInput source="varianceTolerancePercentage" label={f('varianceTolerancePercentage')} disabled={readOnly} validate={[required(), minValue(0), maxValue(100)]} helperText={help('varianceTolerancePercentage')} />
          <PrefixInput disabled={readOnly} />
          <NumberInput source="defaultLeadTimeDays" label={f('defaultLeadTimeDays')} disabled={readOnly} step={1} validate={[required(), minValue(0), maxValue(60)]} helperText={help('defaultLeadTimeDays')} />
        </Stack>
        {!readOnly && (
          <Box sx={{ mt: 2 }}>
            <SaveButton />
          </Box>
        )}
      </Form>
    </Paper>
  );
}

/** Upkeep: the stock settings of the selected country (route /procurement/settings), saved with their version. */
export default function StockSettingsScreen() {
  const { countryId } = useSelection();
  const canEdit = useCanWrite('stockSettings.update', { country: countryId });
  const settings = useQuery({ queryKey: stockSettingsKey(countryId), queryFn: () => stockSettingsApi.get({ countryId }) });
  return (
    <QueryView query={settings}>
      {(answer) => {
        const data = answer as unknown as StockSettingRecord;
        return (
          <SettingsForm
            key={`${countryId}-${data.version}`}
            country={countryId}
            saved={{
              version: data.version,
              updatedAt: data.updatedAt ?? null,
              countIntervalDays: data.countIntervalDays ?? null,
              varianceTolerancePercentage: data.varianceTolerancePercentage ?? null,
              purchaseOrderPrefix: data.purchaseOrderPrefix,
              defaultLeadTimeDays: data.defaultLeadTimeDays ?? null,
            }}
            readOnly={!canEdit}
          />
        );
      }}
    </QueryView>
  );
}
