import { Card, CardContent, Chip, Stack, Typography } from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import { enumLabelKey } from '@/app/enums';
import { pickText } from '@/app/inputs';
import type { LocaleCode } from '@/i18n/locales';
import { RecordTable } from '@/app/widgets/RecordTable';
import { text } from './texts';
import { QUESTION_KIND_ENUM, type ListVersion } from './types';

/** A version that cannot change (published, archived, or a draft the user may only read). */
export function ListView({ list }: { list: ListVersion }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const pick = (value: Parameters<typeof pickText>[0]) => pickText(value, locale as LocaleCode);
  const nameOf = (parts: ListVersion['categories'], id: string | null | undefined) => pick(parts?.find((p) => p.id === id)?.name) || '';
  return (
    <Stack spacing={2}>
      {pick(list.description) && <Typography color="text.secondary">{pick(list.description)}</Typography>}
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
        <Typography variant="subtitle2">{translate(text('sections.categories'))}:</Typography>
        {(list.categories ?? []).map((c) => (
          <Chip key={c.id} size="small" label={pick(c.name)} />
        ))}
      </Stack>
      {(list.areas ?? []).length > 0 && (
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
          <Typography variant="subtitle2">{translate(text('sections.areas'))}:</Typography>
          {(list.areas ?? []).map((a) => (
            <Chip key={a.id} size="small" variant="outlined" label={pick(a.name)} />
          ))}
        </Stack>
      )}
      <Card variant="outlined">
        <CardContent>
          {!(list.questions ?? []).length ? (
            <Typography color="text.secondary">{translate(text('states.noQuestions'))}</Typography>
          ) : (
            <RecordTable
              caption={translate(text('sections.questions'))}
              rows={(list.questions ?? []).map((q, i) => ({ id: q.id, number: i + 1, q }))}
              columns={[
                { label: '#', render: ({ number }) => number },
                {
                  label: translate(text('fields.text')),
                  render: ({ q }) => (
                    <>
                      <Typography variant="body2">{pick(q.text) || translate(text('question.unnamed'))}</Typography>
                      {pick(q.help) && <Typography variant="caption" color="text.secondary">{pick(q.help)}</Typography>}
                    </>
                  ),
                },
                { label: translate(text('fields.kind')), render: ({ q }) => <Chip size="small" label={translate(enumLabelKey(QUESTION_KIND_ENUM, q.kind))} color={q.kind === 'yesNoCritical' ? 'error' : 'default'} variant="outlined" /> },
                { label: translate(text('fields.category')), render: ({ q }) => nameOf(list.categories, q.categoryId) },
                { label: translate(text('fields.area')), render: ({ q }) => nameOf(list.areas, q.areaId) },
                { label: translate(text('fields.weight')), align: 'right', render: ({ q }) => q.weight ?? 1 },
              ]}
            />
          )}
        </CardContent>
      </Card>
    </Stack>
  );
}
