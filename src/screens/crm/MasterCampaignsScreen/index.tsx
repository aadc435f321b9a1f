import { Route, Routes } from 'react-router';
import { MasterDetailPage } from './MasterDetailPage';
import { MasterList } from './MasterList';

/** Head office's master campaigns and one campaign with its venues (routes /crm/campaigns and /crm/campaigns/{id}). */
export default function MasterCampaignsScreen() {
  return (
    <Routes>
      <Route index element={<MasterList />} />
      <Route path=":id" element={<MasterDetailPage />} />
    </Routes>
  );
}
