import { describe, expect, it } from 'vitest';
import { narrowingQuery, passesNarrowing } from '@/shared/pushNarrowing';
import { pushNarrowingSchema } from '@/shared/pushNarrowingSchema';

const conversation = { id: 'c1', venueId: 'venue-1', isOpen: true, assignee: null, topics: ['Birthday', 'VIP'], mailFolder: 'inbox' };

describe('push narrowing (spec 001 §4)', () => {
  it('lets everything through without a narrowing', () => {
    expect(passesNarrowing(null, 'venue-1', conversation)).toBe(true);
    expect(passesNarrowing({}, 'venue-1', conversation)).toBe(true);
  });

  it('ignores venues outside the chosen set', () => {
    expect(passesNarrowing({ venueIds: ['venue-1', 'venue-2'] }, 'venue-1', conversation)).toBe(true);
    expect(passesNarrowing({ venueIds: ['venue-2'] }, 'venue-1', conversation)).toBe(false);
    expect(passesNarrowing({ venueIds: ['venue-2'] }, null, conversation)).toBe(false);
  });

  it('keeps only what matches the filter: every field, one of its values; a list field when it holds one', () => {
    expect(passesNarrowing({ filter: { mailFolder: ['inbox'], isOpen: [true] } }, 'venue-1', conversation)).toBe(true);
    expect(passesNarrowing({ filter: { mailFolder: ['spam'] } }, 'venue-1', conversation)).toBe(false);
    expect(passesNarrowing({ filter: { mailFolder: ['inbox'], isOpen: [false] } }, 'venue-1', conversation)).toBe(false);
    expect(passesNarrowing({ filter: { topics: ['VIP', 'Allergies'] } }, 'venue-1', conversation)).toBe(true);
    expect(passesNarrowing({ filter: { topics: ['Allergies'] } }, 'venue-1', conversation)).toBe(false);
    // A missing field is null: "unassigned" is a filter on null.
    expect(passesNarrowing({ filter: { assignee: [null] } }, 'venue-1', conversation)).toBe(true);
    expect(passesNarrowing({ filter: { guestId: [null] } }, 'venue-1', conversation)).toBe(true);
  });

  it('drops what matches the negative filter, after the venue set and the filter', () => {
    expect(passesNarrowing({ negativeFilter: { isOpen: [false] } }, 'venue-1', conversation)).toBe(true);
    expect(passesNarrowing({ negativeFilter: { topics: ['VIP'] } }, 'venue-1', conversation)).toBe(false);
    expect(passesNarrowing({ negativeFilter: { topics: ['VIP'], isOpen: [false] } }, 'venue-1', conversation)).toBe(true);
    expect(passesNarrowing({ venueIds: ['venue-1'], filter: { mailFolder: ['inbox'] }, negativeFilter: { assignee: [null] } }, 'venue-1', conversation)).toBe(false);
  });

  it('travels as one query parameter and is validated', () => {
    expect(narrowingQuery(undefined)).toBe('');
    expect(narrowingQuery({})).toBe('');
    const narrowing = { venueIds: ['venue-1'], negativeFilter: { isOpen: [false] } };
    const query = new URLSearchParams(narrowingQuery(narrowing));
    expect(pushNarrowingSchema.parse(JSON.parse(query.get('narrowing')!))).toEqual(narrowing);
    expect(pushNarrowingSchema.safeParse({ venueIds: [] }).success).toBe(false);
    expect(pushNarrowingSchema.safeParse({ filter: { isOpen: [] } }).success).toBe(false);
    expect(pushNarrowingSchema.safeParse({ filter: { 'a.b': ['x'] } }).success).toBe(false);
    expect(pushNarrowingSchema.safeParse({ other: 1 }).success).toBe(false);
  });
});
