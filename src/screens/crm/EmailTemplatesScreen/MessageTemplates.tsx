import AddIcon from '@mui/icons-material/Add';
import EditIcon from '@mui/icons-material/Edit';
import { Autocomplete, Box, Button, IconButton, Switch, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, TextField, Tooltip, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { useSearchParams } from 'react-router';
import { messageTemplatesApi } from '@generated/client/api/messageTemplates';
import type { MessageTemplateRecord } from '@generated/shared/types/messageTemplates';
import { useVenueOptions } from '../CrmCommon/access';
import { ConfirmDialog } from '../CrmCommon/ConfirmDialog';
import { DuplicateDeleteButtons } from '../CrmCommon/DuplicateDeleteButtons';
import { QueryView } from '../CrmCommon/QueryView';
import { StatusChip } from '../CrmCommon/StatusChip';
import { common, LIST_STALE_TIME } from '../CrmCommon/texts';
import { useCrmMutation } from '../CrmCommon/useCrmMutation';
import { MessageTemplateDialog } from './MessageTemplateDialog';
import { FORMAT_ENUM, keys, text } from './texts';
import { useCanWrite } from '@/app/access/useCanWrite';

type Editing = { template?: MessageTemplateRecord } | null;

/** The inbox reply templates of one venue (chosen here, kept in the URL): HTML or plain text, enabled or not. */
export function MessageTemplates() {
  const translate = useTranslate();
  const venues = useVenueOptions('vp.crm.emailtemplates.view');
  const [params, setParams] = useSearchParams();
  const venueId = params.get('venue') ?? '';
  const venue = venues.find((v) => v.id === venueId) ?? null;
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<MessageTemplateRecord | null>(null);
  const mayEdit = useCanWrite('messageTemplates.update', { venueId });
  const query = useQuery({ queryKey: keys.messages(venueId), queryFn: () => messageTemplatesApi.getList({ venueId }), enabled: Boolean(venueId), staleTime: LIST_STALE_TIME });
  const invalidate = [keys.messages(venueId)];
  const toggle = useCrmMutation({ mutationFn: (t: MessageTemplateRecord) => messageTemplatesApi.update({ body: { ...t, enabled: !t.enabled } }), invalidate, success: common('done.saved') });
  const duplicate = useCrmMutation({
    mutationFn: (t: MessageTemplateRecord) => messageTemplatesApi.create({ body: { venueId: t.venueId, name: `${translate(text('messages.copyOf'))} ${t.name}`.slice(0, 200), enabled: false, template: t.template } }),
    invalidate,
    success: common('done.duplicated'),
  });
  const remove = useCrmMutation({ mutationFn: (id: string) => messageTemplatesApi.delete({ id }), invalidate, success: common('done.deleted'), notifyErrors: false });

  const choose = (id: string | null) =>
    setParams((p) => {
      const next = new URLSearchParams(p);
      if (id) next.set('venue', id);
      else next.delete('venue');
      return next;
    });

  return (
    <Box>
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', mb: 2, flexWrap: 'wrap' }}>
        <Autocomplete
          options={venues}
          value={venue}
          onChange={(_e, v) => choose(v?.id ?? null)}
          getOptionLabel={(v) => v.name}
          isOptionEqualToValue={(a, b) => a.id === b.id}
          renderInput={(props) => <TextField {...props} size="small" label={translate(common('labels.venue'))} />}
          sx={{ minWidth: 300 }}
        />
        <Box sx={{ flex: 1 }} />
        {mayEdit && (
          <Button variant="contained" startIcon={<AddIcon />} disabled={!venueId} onClick={() => setEditing({})}>
            {translate(text('messages.new'))}
          </Button>
        )}
      </Box>
      {!venueId ? (
        <Typography color="text.secondary">{translate(text('messages.chooseVenue'))}</Typography>
      ) : (
        <QueryView query={query} isEmpty={(d) => d.length === 0} emptyText={translate(text('messages.empty'))}>
          {(list) => (
            <TableContainer>
              <Table size="small" aria-label={translate(text('tabs.message'))}>
                <TableHead>
                  <TableRow>
                    <TableCell>{translate('resources.messageTemplates.fields.name')}</TableCell>
                    <TableCell>{translate(text('messages.format'))}</TableCell>
                    <TableCell>{translate('resources.messageTemplates.fields.enabled')}</TableCell>
                    <TableCell>{translate(text('messages.text'))}</TableCell>
                    <TableCell />
                  </TableRow>
                </TableHead>
                <TableBody>
                  {list.map((t) => (
                    <TableRow key={t.id} hover>
                      <TableCell>{t.name}</TableCell>
                      <TableCell>
                        <StatusChip enumKey={FORMAT_ENUM} value={t.template.templateType} />
                      </TableCell>
                      <TableCell>
                        <Switch checked={Boolean(t.enabled)} disabled={!mayEdit} onChange={() => toggle.mutate(t)} slotProps={{ input: { 'aria-label': `${translate('resources.messageTemplates.fields.enabled')}: ${t.name}` } }} />
                      </TableCell>
                      <TableCell sx={{ maxWidth: 360, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>{t.template.subject || t.template.body.replace(/<[^>]+>/g, ' ')}</TableCell>
                      <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                        {mayEdit && (
                          <>
                            <Tooltip title={translate(common('actions.edit'))}>
                              <IconButton onClick={() => setEditing({ template: t })} aria-label={`${translate(common('actions.edit'))}: ${t.name}`}>
                                <EditIcon fontSize="small" />
                              </IconButton>
                            </Tooltip>
                            <DuplicateDeleteButtons name={t.name} onDuplicate={() => duplicate.mutate(t)} onDelete={() => setDeleting(t)} />
                          </>
                        )}
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </TableContainer>
          )}
        </QueryView>
      )}
      {editing && venue && <MessageTemplateDialog venue={venue} template={editing.template} onClose={() => setEditing(null)} />}
      {deleting && (
        <ConfirmDialog
          title={translate(common('confirm.deleteTitle'), { name: deleting.name })}
          text={translate(common('confirm.deleteText'))}
          confirmLabel={translate(common('actions.delete'))}
          danger
          onConfirm={() => remove.mutateAsync(deleting.id)}
          onClose={() => setDeleting(null)}
        />
      )}
    </Box>
  );
}
