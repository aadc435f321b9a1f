import { Route, Routes } from 'react-router';
import { VenueEdit } from './VenueEdit';
import { VenueList } from './VenueList';

/** POS venues of the selected country (route /procurement/poc/venues) and one venue's set-up (venues/venue-edit/{id}). */
export default function PosVenuesScreen() {
  return (
    <Routes>
      <Route index element={<VenueList />} />
      <Route path="venue-edit/:id" element={<VenueEdit />} />
    </Routes>
  );
}
