import { Box, Tab, Tabs } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Route, Routes, useSearchParams } from 'react-router';
import { EmailTemplateEditor } from './EmailTemplateEditor';
import { EmailTemplateList } from './EmailTemplateList';
import { MessageTemplates } from './MessageTemplates';
import { text } from './texts';

function Home() {
  const translate = useTranslate();
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') === 'message' ? 'message' : 'email';
  return (
    <Box>
      <Tabs
        value={tab}
        onChange={(_e, next: string) => setParams((p) => new URLSearchParams({ ...Object.fromEntries(p), tab: next }))}
        sx={{ borderBottom: 1, borderColor: 'divider', mb: 2 }}
        aria-label={translate(text('tabs.label'))}
      >
        <Tab value="email" label={translate(text('tabs.email'))} />
        <Tab value="message" label={translate(text('tabs.message'))} />
      </Tabs>
      <Box role="tabpanel">{tab === 'email' ? <EmailTemplateList /> : <MessageTemplates />}</Box>
    </Box>
  );
}

/** Email templates (Campaign or Automation) and the inbox message templates of each venue (route /crm/email-templates). */
export default function EmailTemplatesScreen() {
  return (
    <Routes>
      <Route index element={<Home />} />
      <Route path=":id" element={<EmailTemplateEditor />} />
    </Routes>
  );
}
