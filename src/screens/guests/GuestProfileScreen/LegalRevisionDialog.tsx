import { Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { QueryView } from '@/app/widgets/QueryView';
import { formatDateTime } from '@/shared/format';
import { text } from './texts';
import { useLegalRevision } from './useConsentHistory';

/** The text of a legal document revision as it was published: what the guest agreed to. */
export function LegalRevisionDialog({ id, revision, onClose }: { id: string; revision: number; onClose: () => void }) {
  const translate = useTranslate();
  const query = useLegalRevision(id, revision);
  return (
    <Dialog open onClose={onClose} maxWidth="md" fullWidth aria-labelledby="legal-revision-title">
      <DialogTitle id="legal-revision-title">{query.data ? translate(text('consentHistory.documentTitle'), { name: query.data.name, revision }) : translate(text('consentHistory.documentLoading'))}</DialogTitle>
      <DialogContent>
        <QueryView query={query}>
          {(doc) => (
            <>
              <Typography variant="body2" color="text.secondary">
                {translate(text(doc.isCurrent ? 'consentHistory.publishedCurrent' : 'consentHistory.published'), { date: formatDateTime(doc.publishedAt) })}
              </Typography>
              {/* Legal texts are sanitised by the server when they are saved. */}
              <Box sx={{ '& h2': { typography: 'h6', mt: 2 }, '& p': { my: 1 }, overflowWrap: 'anywhere' }} dangerouslySetInnerHTML={{ __html: doc.content }} />
            </>
          )}
        </QueryView>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate(text('consentHistory.close'))}</Button>
      </DialogActions>
    </Dialog>
  );
}
