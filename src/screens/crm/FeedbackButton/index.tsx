import FeedbackIcon from '@mui/icons-material/FeedbackOutlined';
import { Box, IconButton, Rating, Tooltip, Typography } from '@mui/material';
import { useState } from 'react';
import { maxLength, required, TextInput, useInput, useNotify, useTranslate } from 'react-admin';
import { useLocation } from 'react-router';
import { feedbackApi } from '@generated/client/api/feedback';
import type { FeedbackInput } from '@generated/shared/types/feedback';
import { EnumInput } from '@/app/inputs/EnumInput';
import { FormDialog } from '@/app/widgets/dialogs/FormDialog';
import { text } from './texts';

function RatingInput() {
  const translate = useTranslate();
  const { field } = useInput({ source: 'rating' });
  return (
    <Box sx={{ mb: 1 }}>
      <Typography component="legend" variant="body2" color="text.secondary">
        {translate(text('rating'))}
      </Typography>
      <Rating name="rating" value={field.value ?? null} onChange={(_e, value) => field.onChange(value !== null && Number.isFinite(value) ? value : null)} />
    </Box>
  );
}

/** The app bar's feedback button: a short form sent to POST /api/Feedback with the page it was sent from. */
export function FeedbackButton() {
  const translate = useTranslate();
  const notify = useNotify();
  const location = useLocation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Tooltip title={translate(text('open'))}>
        <IconButton color="inherit" aria-label={translate(text('open'))} onClick={() => setOpen(true)}>
          <FeedbackIcon />
        </IconButton>
      </Tooltip>
      {open && (
        <FormDialog<FeedbackInput>
          title={translate(text('title'))}
          defaultValues={{ category: 'Idea', message: '', rating: null, page: location.pathname }}
          onSave={async (values) => {
            await feedbackApi.create({ body: { ...values, page: location.pathname } });
            notify(text('sent'), { type: 'success' });
          }}
          onClose={() => setOpen(false)}
        >
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            {translate(text('intro'))}
          </Typography>
          <EnumInput source="category" enumKey="feedback.feedbackCategory" label="resources.feedback.fields.category" validate={required()} />
          <TextInput source="message" label="resources.feedback.fields.message" validate={[required(), maxLength(4000)]} multiline minRows={4} autoFocus />
          <RatingInput />
        </FormDialog>
      )}
    </>
  );
}

export default FeedbackButton;
