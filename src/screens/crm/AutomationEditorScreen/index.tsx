import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Box, Button } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { Link as RouterLink, useParams } from 'react-router';
import { automationsApi } from '@generated/client/api/automations';
import { QueryView } from '../CrmCommon/QueryView';
import { common } from '../CrmCommon/texts';
import { keys } from '../AutomationsScreen/texts';
import { AutomationForm } from './AutomationForm';

/** One automation (route /crm/templates/{id}; `new` starts one). */
export default function AutomationEditorScreen() {
  const translate = useTranslate();
  const { id = 'new' } = useParams();
  const query = useQuery({ queryKey: keys.one(id), queryFn: () => automationsApi.getOne({ id }), enabled: id !== 'new' });
  return (
    <Box>
      <Button component={RouterLink} to="/crm/automations" startIcon={<ArrowBackIcon />} sx={{ mb: 1 }}>
        {translate(common('actions.back'))}
      </Button>
      {id === 'new' ? <AutomationForm /> : <QueryView query={query}>{(automation) => <AutomationForm key={automation.version} automation={automation} />}</QueryView>}
    </Box>
  );
}
