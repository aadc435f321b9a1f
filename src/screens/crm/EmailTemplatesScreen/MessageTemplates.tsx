import EditIcon from '@mui/icons-material/Edit';
import { Autocomplete, Box, TextField, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { useSearchParams } from 'react-router';
import { useCanWrite } from '@/app/access/useCanWrite';
import { enumLabelKey } from '@/app/enums';
import { messageTemplatesApi } from '@generated/client/api/messageTemplates';
import type { MessageTemplateRecord } from '@generated/shared/types/messageTemplates';
import { useVenueOptions } from '../CrmCommon/access';
import { IconAction } from '@/app/widgets/IconAction';
import { CrmList } from '../CrmCommon/CrmList';
import { StatusChip } from '../CrmCommon/StatusChip';
import { common, LIST_STALE_TIME } from '../CrmCommon/texts';
import { useDuplicateDelete } from '../CrmCommon/useDuplicateDelete';
import { useEnabledColumn } from '../CrmCommon/useEnabledColumn';
import { MessageTemplateDialog } from './MessageTemplateDialog';
import { FORMAT_ENUM, keys, text } from './texts';

type Editing = { template?: MessageTemplateRecord } | null;

/** The inbox reply templates of one venue (chosen here, kept in the URL): HTML or plain text, enabled or not. */
export function MessageTemplates() {
  const translate = useTranslate();
  const venues = useVenueOptions('vp.crm.emailtemplates.view');
  const [params, setParams] = useSearchParams();
  const venueId = params.get('venue') ?? '';
  const venue = venues.find((v) => v.id === venueId) ?? null;
  const [editing, setEditing] = useState<Editing>(null);
  const mayEdit = useCanWrite('messageTemplates.update', { venueId });
  const query = useQuery({ queryKey: keys.messages(venueId), queryFn: () => messageTemplatesApi.getList({ venueId }), enabled: Boolean(venueId), staleTime: LIST_STALE_TIME });
  const invalidate = [keys.messages(venueId)];
  const enabled = useEnabledColumn<MessageTemplateRecord>({ label: translate('resources.messageTemplates.fields.enabled'), mayEdit, toggle: (t) => messageTemplatesApi.update({ body: { ...t, enabled: !t.enabled } }), invalidate });
  const rows = useDuplicateDelete<MessageTemplateRecord>({
    duplicate: (t) => messageTemplatesApi.create({ body: { venueId: t.venueId, name: `${translate(text('messages.copyOf'))} ${t.name}`.slice(0, 200), enabled: false, template: t.template } }),
    remove: (t) => messageTemplatesApi.delete({ id: t.id }),
    invalidate,
  });
  const editLabel = translate(common('actions.edit'));

  const choose = (id: string | null) =>
    setParams((p) => {
      const next = new URLSearchParams(p);
      if (id) next.set('venue', id);
      else next.delete('venue');
      return next;
    });

  const venuePicker = (
    <Autocomplete
      options={venues}
      value={venue}
      onChange={(_e, v) => choose(v?.id ?? null)}
      getOptionLabel={(v) => v.name}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      renderInput={(props) => <TextField {...props} size="small" label={translate(common('labels.venue'))} />}
      sx={{ minWidth: 300 }}
    />
  );
  return (
    <>
      {!venueId ? (
        <>
          <Box sx={{ mb: 2 }}>{venuePicker}</Box>
          <Typography color="text.secondary">{translate(text('messages.chooseVenue'))}</Typography>
        </>
      ) : (
        <CrmList
          query={query}
          caption={translate(text('tabs.message'))}
          emptyText={translate(text('messages.empty'))}
          filters={venuePicker}
          create={mayEdit ? { label: translate(text('messages.new')), onClick: () => setEditing({}) } : undefined}
          actions={
            mayEdit
              ? (t) => (
                  <>
                    <IconAction label={`${editLabel}: ${t.name}`} title={editLabel} icon={<EditIcon fontSize="small" />} onClick={() => setEditing({ template: t })} />
                    {rows.buttons(t)}
                  </>
                )
              : undefined
          }
          exportName="message-templates"
          columns={[
            { label: translate('resources.messageTemplates.fields.name'), cell: { kind: 'text', value: (t) => t.name }, render: (t) => t.name },
            { label: translate(text('messages.format')), cell: { kind: 'text', value: (t) => translate(enumLabelKey(FORMAT_ENUM, t.template.templateType)) }, render: (t) => <StatusChip enumKey={FORMAT_ENUM} value={t.template.templateType} /> },
            enabled,
            { label: translate(text('messages.text')), cell: { kind: 'text', value: (t) => t.template.subject || t.template.body.replace(/<[^>]+>/g, ' ') }, render: (t) => t.template.subject || t.template.body.replace(/<[^>]+>/g, ' '), sx: { maxWidth: 360, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' } },
          ]}
        />
      )}
      {editing && venue && <MessageTemplateDialog venue={venue} template={editing.template} onClose={() => setEditing(null)} />}
      {rows.dialog}
    </>
  );
}
