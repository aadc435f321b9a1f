import { Card, CardContent, Tab, Tabs } from '@mui/material';
import { useTranslate } from 'react-admin';
import { ControllerTab } from './ControllerTab';
import { CookiesTab } from './CookiesTab';
import { DocumentsTab } from './DocumentsTab';
import { PermissionsTab } from './PermissionsTab';
import { PopupTab } from './PopupTab';
import { ProcessorsTab } from './ProcessorsTab';
import { text } from './texts';
import { useTabParam } from '@/app/navigation/useTabParam';

const TABS = ['documents', 'processors', 'controller', 'permissions', 'popup', 'cookies'] as const;
type TabId = (typeof TABS)[number];

/** Compliance (route /crm/legaldocuments): legal documents, data processors, the data controller, guest permissions, the cookie popup and register. */
export default function ComplianceScreen() {
  const translate = useTranslate();
  const [tab, select] = useTabParam(TABS, 'documents', { omitInitial: true });
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
