import { Route, Routes } from 'react-router';
import { VenuePage } from '../PosShared/VenuePage';
import { OrderDetail } from './OrderDetail';
import { OrderList } from './OrderList';

/** Purchase orders of a venue: /vp/poc/purchase-orders, /vp/pim/orders (with suggestions from par levels) and Upkeep's /procurement/poc/purchase-orders. */
export default function PurchaseOrdersScreen() {
  return (
    <VenuePage>
      {(venueId, country) => (
        <Routes>
          <Route index element={<OrderList venueId={venueId} country={country} />} />
          <Route path=":orderId" element={<OrderDetail venueId={venueId} country={country} />} />
        </Routes>
      )}
    </VenuePage>
  );
}
