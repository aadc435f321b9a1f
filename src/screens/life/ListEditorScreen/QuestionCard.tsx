import { Box, Card, CardContent, Stack, Typography } from '@mui/material';
import { BooleanInput, NumberInput, SelectInput, maxValue, minValue, useLocaleState, useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { EnumInput, MultilingualTextInput, pickText } from '@/app/inputs';
import type { LocaleCode } from '@/i18n/locales';
import { OrderActions } from './OrderActions';
import { text } from './texts';
import { QUESTION_KIND_ENUM, type ListValues, type Part } from './types';

interface QuestionCardProps {
  index: number;
  count: number;
  onMove: (from: number, to: number) => void;
  onRemove: (index: number) => void;
}

function usePartChoices(name: 'categories' | 'areas') {
  const [locale] = useLocaleState();
  const parts = (useWatch<ListValues>({ name }) as Part[] | undefined) ?? [];
  return parts.map((p) => ({ id: p.id, name: pickText(p.name, locale as LocaleCode) || p.id }));
}

/** One question of a draft: kind, text, guidance, category, area, weight and whether it must be answered. */
export function QuestionCard({ index, count, onMove, onRemove }: QuestionCardProps) {
  const translate = useTranslate();
  const categories = usePartChoices('categories');
  const areas = usePartChoices('areas');
  const source = (field: string) => `questions.${index}.${field}`;
  const label = translate(text('question.number'), { number: index + 1 });
  return (
    <Card variant="outlined" component="section" aria-label={label} data-testid="question-card">
      <CardContent>
        <Stack direction="row" sx={{ alignItems: 'center', mb: 1 }}>
          <Typography variant="subtitle2" component="h3" sx={{ flex: 1 }}>
            {label}
          </Typography>
          <OrderActions index={index} count={count} name={label} onMove={onMove} onRemove={onRemove} size="small" />
        </Stack>
        <MultilingualTextInput source={source('text')} label={text('fields.text')} />
        <MultilingualTextInput source={source('help')} label={text('fields.help')} multiline helperText={false} />
        <Box sx={{ display: 'grid', gap: 2, mt: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 200px), 1fr))', alignItems: 'start' }}>
          <EnumInput source={source('kind')} enumKey={QUESTION_KIND_ENUM} label={text('fields.kind')} helperText={false} />
          <SelectInput source={source('categoryId')} label={text('fields.category')} choices={categories} translateChoice={false} emptyText={text('fields.none')} helperText={false} />
          <SelectInput source={source('areaId')} label={text('fields.area')} choices={areas} translateChoice={false} emptyText={text('fields.none')} helperText={false} />
          <NumberInput source={source('weight')} label={text('fields.weight')} min={0} max={10} step={0.5} validate={[minValue(0), maxValue(10)]} helperText={false} />
          <BooleanInput source={source('required')} label={text('fields.required')} helperText={false} />
        </Box>
      </CardContent>
    </Card>
  );
}
