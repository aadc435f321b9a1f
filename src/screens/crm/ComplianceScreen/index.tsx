import { Card, CardContent, Tab, Tabs } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useSearchParams } from 'react-router';
import { ControllerTab } from './ControllerTab';
import { CookiesTab } from './CookiesTab';
import { DocumentsTab } from './DocumentsTab';
import { PermissionsTab } from './PermissionsTab';
import { PopupTab } from './PopupTab';
import { ProcessorsTab } from './ProcessorsTab';
import { text } from './texts';

const TABS = ['documents', 'processors', 'controller', 'permissions', 'popup', 'cookies'] as const;
type TabId = (typeof TABS)[number];

/** Compliance (route /crm/legaldocuments): legal documents, data processors, the data controller, guest permissions, the cookie popup and register. */
export default function ComplianceScreen() {
  const translate = useTranslate();
  const [params, setParams] = useSearchParams();
  const tab: TabId = TABS.find((t) => t === params.get('tab')) ?? 'documents';
  const select = (next: TabId) =>
    setParams(
      (current) => {
        const out = new URLSearchParams(current);
        if (next === 'documents') out.delete('tab');
        else out.set('tab', next);
        return out;
      },
      { replace: true },
    );
  return (
    <Card>
      <Tabs value={tab} onChange={(_e, next: TabId) => select(next)} variant="scrollable" scrollButtons="auto" aria-label={translate(text('tabs.label'))}>
        {TABS.map((t) => (
          <Tab key={t} value={t} label={translate(text(`tabs.${t}`))} id={`compliance-tab-${t}`} aria-controls={`compliance-tabpanel-${t}`} />
        ))}
      </Tabs>
      <CardContent role="tabpanel" id={`compliance-tabpanel-${tab}`} aria-labelledby={`compliance-tab-${tab}`}>
        {tab === 'documents' && <DocumentsTab />}
        {tab === 'processors' && <ProcessorsTab />}
        {tab === 'controller' && <ControllerTab />}
        {tab === 'permissions' && <PermissionsTab />}
        {tab === 'popup' && <PopupTab />}
        {tab === 'cookies' && <CookiesTab />}
      </CardContent>
    </Card>
  );
}
