import { Alert, Button, Stack, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { BooleanInput, Form, HttpError, SaveButton, TextArrayInput, useNotify, useTranslate } from 'react-admin';
import { eodReportRulesApi } from '@generated/client/api/eodReportRules';
import type { EodReportRuleInput } from '@generated/shared/types/eodReportRules';
import type { CountryCode } from '@generated/shared/shell';
import { enumLabelKey } from '@/app/enums';
import { EnumArrayInput } from '@/app/inputs';
import { TimeInput } from '@/app/inputs/dates';
import { useSelection } from '@/app/selection/useSelection';
import { LoadingScreen } from '@/app/widgets/LoadingScreen';
import { text } from './texts';
import { useCanWrite } from '@/app/access/useCanWrite';
import { OutlinedSection } from '@/app/widgets/OutlinedSection';

function CountryRules({ country }: { country: CountryCode }) {
  const translate = useTranslate();
  const notify = useNotify();
  const client = useQueryClient();
  const key = ['eodReportRules', country];
  const rules = useQuery({ queryKey: key, queryFn: () => eodReportRulesApi.getForCountry({ country }) });
  const [error, setError] = useState<{ message: string; stale: boolean } | null>(null);
  const countryName = translate(enumLabelKey('shared.country', country));
  const mayEdit = useCanWrite('eodReportRules.update', { country });

  if (rules.isPending) return <LoadingScreen text={translate(text('loading'))} />;
  if (rules.isError) return <Alert severity="error" action={<Button color="inherit" size="small" onClick={() => void rules.refetch()}>{translate(text('retry'))}</Button>}>{rules.error.message}</Alert>;

  const submit = async (values: Record<string, unknown>) => {
    setError(null);
    try {
      const v = values as unknown as EodReportRuleInput;
      const saved = await eodReportRulesApi.update({
        body: { country, version: rules.data.version, requireBiImage: Boolean(v.requireBiImage), requireRevenue: Boolean(v.requireRevenue), requireSummary: Boolean(v.requireSummary), deadline: v.deadline || null, notifyRoles: v.notifyRoles ?? [], recipients: (v.recipients ?? []).filter(Boolean) },
      });
      client.setQueryData(key, saved);
      notify(text('saved'), { type: 'success', messageArgs: { country: countryName } });
      return undefined;
    } catch (failure) {
      setError({ message: (failure as Error).message, stale: failure instanceof HttpError && failure.status === 409 });
      return failure instanceof HttpError ? (failure.body?.errors as Record<string, string> | undefined) : undefined;
    }
  };

  return (
    <Form key={rules.data.version} record={{ ...rules.data, id: rules.data.id ?? country }} onSubmit={submit} disabled={!mayEdit}>
      <Stack spacing={2} sx={{ maxWidth: 880 }}>
        <Typography color="text.secondary">{translate(text('intro'), { country: countryName })}</Typography>
        {!rules.data.id && <Alert severity="info">{translate(text('notSaved'), { country: countryName })}</Alert>}
        {error && (
          <Alert severity={error.stale ? 'warning' : 'error'} action={error.stale ? <Button color="inherit" size="small" onClick={() => void client.invalidateQueries({ queryKey: key })}>{translate(text('reload'))}</Button> : undefined}>
            {error.stale ? `${error.message} ${translate(text('stale'))}` : error.message}
          </Alert>
        )}
        <OutlinedSection title={translate(text('sections.required'))} component="h2" variant="h6">
          <BooleanInput source="requireBiImage" label="resources.eodReportRules.fields.requireBiImage" helperText={false} />
          <BooleanInput source="requireRevenue" label="resources.eodReportRules.fields.requireRevenue" helperText={false} />
          <BooleanInput source="requireSummary" label="resources.eodReportRules.fields.requireSummary" helperText={false} />
        </OutlinedSection>
        <OutlinedSection title={translate(text('sections.deadline'))} help={translate(text('sections.deadlineHelp'))} component="h2" variant="h6">
          <TimeInput source="deadline" label="resources.eodReportRules.fields.deadline" helperText={false} sx={{ maxWidth: 320 }} />
        </OutlinedSection>
        <OutlinedSection title={translate(text('sections.notify'))} help={translate(text('sections.notifyHelp'))} component="h2" variant="h6">
          <EnumArrayInput source="notifyRoles" enumKey="eodReportRules.notifyRole" label="resources.eodReportRules.fields.notifyRoles" helperText={false} />
          <TextArrayInput source="recipients" label="resources.eodReportRules.fields.recipients" helperText={false} />
        </OutlinedSection>
        {mayEdit && (
          <div>
            <SaveButton label={text('save')} />
          </div>
        )}
      </Stack>
    </Form>
  );
}

/** The end-of-day report rules of the active country (route /life/eod). */
export default function EodRulesScreen() {
  const translate = useTranslate();
  const { countryId } = useSelection();
  if (!countryId) return <Alert severity="info">{translate(text('noCountry'))}</Alert>;
  return <CountryRules key={countryId} country={countryId as CountryCode} />;
}
