import AddIcon from '@mui/icons-material/Add';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import { Alert, Button } from '@mui/material';
import { useState } from 'react';
import { BooleanField, Create, DataTable, Edit, List, ReferenceField, SearchInput, TopToolbar, useNotify, useRecordContext, useRefresh, useTranslate, type RaRecord } from 'react-admin';
import { Navigate, Route, Routes, useLocation, useNavigate, useParams } from 'react-router';
import { meetingsApi } from '@generated/client/api/meetings';
import type { MeetingRecord } from '@generated/shared/types/meetings';
import { EnumField, ListValuesField } from '@/app/fields';
import { EnumInput } from '@/app/inputs';
import { useSelectionDefaults } from '@/app/selection/useSelectionDefaults';
import { EmptyList } from '@/app/views';
import { CopyDialog } from './CopyDialog';
import { MeetingForm } from './MeetingForm';
import { MeetingsExport } from './MeetingsExport';
import { text } from './texts';
import { useCanEditMeetings } from './useCanEditMeetings';

const BASE = '/life/meetings';
const filters = [<SearchInput key="q" source="q" alwaysOn />, <EnumInput key="type" source="type" enumKey="meetings.meetingType" />];

function MeetingList() {
  const translate = useTranslate();
  const navigate = useNavigate();
  const { search } = useLocation();
  const notify = useNotify();
  const refresh = useRefresh();
  const [copying, setCopying] = useState<MeetingRecord | null>(null);
  const canEdit = useCanEditMeetings();
  return (
    <>
      {!canEdit && <Alert severity="info" sx={{ mb: 2 }}>{translate(text('readOnly'))}</Alert>}
      <List title={false}
        resource="meetings"
        filters={filters}
        sort={{ field: 'title', order: 'ASC' }}
        empty={<EmptyList />}
        actions={
          <TopToolbar sx={{ flexWrap: 'wrap' }}>
            {canEdit && (
              <Button startIcon={<AddIcon />} onClick={() => navigate(`${BASE}/create${search}`)}>
                {translate(text('actions.create'))}
              </Button>
            )}
            <MeetingsExport />
          </TopToolbar>
        }
      >
        <DataTable rowClick={(id) => `${BASE}/${id}${search}`} bulkActionButtons={false}>
          <DataTable.Col source="title" />
          <DataTable.Col source="type">
            <EnumField source="type" enumKey="meetings.meetingType" />
          </DataTable.Col>
          <DataTable.Col source="venueId">
            <ReferenceField source="venueId" reference="venues" link={false} emptyText={translate(text('allVenues'))} />
          </DataTable.Col>
          <DataTable.Col source="steps" disableSort>
            <ListValuesField source="steps" enumKey="meetings.stepType" />
          </DataTable.Col>
          <DataTable.Col source="isActive">
            <BooleanField source="isActive" />
          </DataTable.Col>
          {canEdit && (
            <DataTable.Col label="" disableSort>
              <CopyButton onCopy={setCopying} />
            </DataTable.Col>
          )}
        </DataTable>
      </List>
      {copying && (
        <CopyDialog
          meeting={copying}
          copy={async (body) => {
            const copy = await meetingsApi.copy({ body: { ...body, country: body.country as MeetingRecord['country'] } });
            notify(text('copy.done'), { type: 'success', messageArgs: { title: copy.title } });
            refresh();
          }}
          onClose={() => setCopying(null)}
        />
      )}
    </>
  );
}

function CopyButton({ onCopy }: { onCopy: (meeting: MeetingRecord) => void }) {
  const translate = useTranslate();
  const record = useRecordContext<RaRecord>();
  if (!record) return null;
  return (
    <Button
      size="small"
      startIcon={<ContentCopyIcon />}
      aria-label={translate(text('actions.copyOf'), { title: record.title })}
      onClick={(e) => {
        e.stopPropagation();
        onCopy(record as unknown as MeetingRecord);
      }}
    >
      {translate(text('actions.copy'))}
    </Button>
  );
}

function MeetingEdit() {
  const translate = useTranslate();
  const { id } = useParams();
  const { search } = useLocation();
  const canEdit = useCanEditMeetings();
  return (
    <>
      {!canEdit && <Alert severity="info" sx={{ mb: 2 }}>{translate(text('readOnly'))}</Alert>}
      <Edit title={false} resource="meetings" id={id} mutationMode="pessimistic" redirect={() => `${BASE.slice(1)}${search}`}>
        <MeetingForm readOnly={!canEdit} />
      </Edit>
    </>
  );
}

function MeetingCreate() {
  const { search } = useLocation();
  const canEdit = useCanEditMeetings();
  const defaultValues = useSelectionDefaults({ country: 'activeCountry' }, { type: 'Weekly', isActive: true, steps: ['venueTaskReview', 'summary'] });
  if (!canEdit) return <Navigate to={`${BASE}${search}`} replace />;
  return (
    <Create title={false} resource="meetings" redirect={() => `${BASE.slice(1)}${search}`}>
      <MeetingForm defaultValues={defaultValues} />
    </Create>
  );
}

/** LIFE meeting definitions (routes /life/meetings and /life/meetings/{id}): list, create, edit and copy; read-only without vp.life.meetings.edit. */
export default function MeetingDefinitionsScreen() {
  return (
    <Routes>
      <Route index element={<MeetingList />} />
      <Route path="create" element={<MeetingCreate />} />
      <Route path=":id" element={<MeetingEdit />} />
    </Routes>
  );
}
