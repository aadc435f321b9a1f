import { screen } from '@testing-library/react';
import { useEffect, useRef } from 'react';
import { Route, Routes, useLocation, useNavigate } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { RouteGuard } from '@/app/routing/RouteGuard';
import { selectionStore } from '@/app/selection/selectionStore';
import { renderPage, sessionWith } from '../support/renderWithAdmin';

const session = sessionWith(
  { globalPermissions: ['vp.vp.venuetasks.show'], venuePermissions: [] },
  { venues: [{ venueId: 'venue-1', name: 'Nørrebro Social', logoUrl: null, country: 'dk', timeZone: 'Europe/Copenhagen' }] },
);

/**
 * What the shell's selection effect does: it saw the page's URL when it ran and writes the selection's query into it,
 * which lands after the guard's redirect when both answer in one render.
 */
function LateSelectionEffect() {
  const navigate = useNavigate();
  const seen = useRef<string | null>(useLocation().pathname);
  useEffect(() => {
    if (!seen.current) return;
    navigate(`${seen.current}?venueId=venue-1`, { replace: true });
    seen.current = null;
  }, [navigate]);
  return null;
}

beforeEach(() => selectionStore.set({ venueId: 'venue-1' }));

describe('a page the user may not open', () => {
  it('ends on the no-access page even when the selection is written into its URL after the redirect', async () => {
    renderPage(
      <>
        <Routes>
          <Route
            path="/vp/drive"
            element={
              <RouteGuard route={{ permission: 'vp.vp.venuedrive.show', venueScoped: true, service: 'venue' }}>
                <p>Drive</p>
              </RouteGuard>
            }
          />
          <Route path="/pages/no-access" element={<p>No access</p>} />
        </Routes>
        <LateSelectionEffect />
      </>,
      { path: '/vp/drive', session },
    );
    expect(await screen.findByText('No access')).toBeInTheDocument();
    expect(screen.queryByText('Drive')).not.toBeInTheDocument();
  });
});
