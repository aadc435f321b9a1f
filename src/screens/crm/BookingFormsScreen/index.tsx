import { Route, Routes } from 'react-router';
import { BookingFormEditorPage } from './BookingFormEditorPage';
import { BookingFormList } from './BookingFormList';

/** Booking forms and one form's fields (routes /crm/booking-forms and /crm/booking-forms/{id}). */
export default function BookingFormsScreen() {
  return (
    <Routes>
      <Route index element={<BookingFormList />} />
      <Route path=":id" element={<BookingFormEditorPage />} />
    </Routes>
  );
}
