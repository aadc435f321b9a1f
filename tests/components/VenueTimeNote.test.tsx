import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { VenueTimeNote } from '@/app/widgets/VenueTimeNote';
import { pinClock } from '../support/pinnedClock';
import { renderPage } from '../support/renderWithAdmin';

pinClock('2026-07-01T12:00:00Z');

// Whatever zone the suite runs in, New Zealand keeps another time in July (UTC+12), and the runner's own zone none.
const own = Intl.DateTimeFormat().resolvedOptions().timeZone;

describe('the note on a venue’s time zone', () => {
  it('names the venue’s zone and its offset when it keeps another time than the reader’s', () => {
    renderPage(<VenueTimeNote timeZone="Pacific/Auckland" venue="Harbour Bar" />);
    expect(screen.getByText('Times are in Harbour Bar’s time zone: New Zealand Time (UTC+12:00).')).toBeInTheDocument();
  });

  it('speaks the reader’s language', () => {
    renderPage(<VenueTimeNote timeZone="Pacific/Auckland" venue="Harbour Bar" />, { locale: 'dan' });
    expect(screen.getByText(/^Tiderne er i tidszonen for Harbour Bar: .+ \(UTC\+12:00\)\.$/)).toBeInTheDocument();
  });

  it('says nothing when the venue keeps the reader’s time', () => {
    renderPage(<VenueTimeNote timeZone={own} venue="Nørrebro Social" />);
    expect(screen.queryByText(/time zone/)).toBeNull();
  });
});
