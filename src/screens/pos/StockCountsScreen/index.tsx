import { Route, Routes, useLocation } from 'react-router';
import { VenuePage } from '../PosShared/VenuePage';
import { CountDetail } from './CountDetail';
import { CountList } from './CountList';
import { Stocktake } from './Stocktake';

/**
 * Stock counts of a venue (/vp/poc/stock-counts, Upkeep's /procurement/poc/stock-counts) and the stocktake page
 * (/vp/pim/stocktake), which opens the venue's active count for counting.
 */
export default function StockCountsScreen() {
  return (
    <VenuePage>
      {(venueId, country) => (
        <Routes>
          <Route index element={<CountListOrStocktake venueId={venueId} country={country} />} />
          <Route path=":countId" element={<CountDetail venueId={venueId} country={country} />} />
        </Routes>
      )}
    </VenuePage>
  );
}

function CountListOrStocktake(props: Parameters<typeof CountList>[0]) {
  const { pathname } = useLocation();
  return pathname.startsWith('/vp/pim/stocktake') ? <Stocktake {...props} /> : <CountList {...props} />;
}
