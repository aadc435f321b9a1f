import { describe, expect, it } from 'vitest';
import { answerPoints, CRITICAL_CAP, scoreLevel, scoreSession } from '@/shared/listScores';

describe('score colours (specification section 9)', () => {
  it('maintenance reviews: green from 3.5, warning from 3, danger below 3', () => {
    for (const type of ['MaintenanceReviewLight', 'MaintenanceReviewThorough']) {
      expect(scoreLevel(type, 3.5)).toBe('success');
      expect(scoreLevel(type, 3.49)).toBe('warning');
      expect(scoreLevel(type, 3)).toBe('warning');
      expect(scoreLevel(type, 2.99)).toBe('error');
    }
  });
  it('other lists: green from 3.9, warning from 3.2, danger below 3.2', () => {
    for (const type of ['VenueVisitLight', 'BarsWithRestaurantsThorough', 'BarsAndNightclubsThorough', 'CompetitorVisit', 'FireProtectionMeasures']) {
      expect(scoreLevel(type, 3.9)).toBe('success');
      expect(scoreLevel(type, 3.89)).toBe('warning');
      expect(scoreLevel(type, 3.2)).toBe('warning');
      expect(scoreLevel(type, 3.19)).toBe('error');
    }
  });
  it('no score, no colour', () => {
    expect(scoreLevel('VenueVisitLight', null)).toBeNull();
  });
});

describe('scoring a session', () => {
  it('counts yes as 5, no as 1 and ratings as given; other kinds do not count', () => {
    expect(answerPoints('yesNo', 'yes')).toBe(5);
    expect(answerPoints('yesNoCritical', 'no')).toBe(1);
    expect(answerPoints('rating', '4')).toBe(4);
    expect(answerPoints('rating', '7')).toBeNull();
    expect(answerPoints('text', 'fine')).toBeNull();
    expect(answerPoints('number', '3')).toBeNull();
  });
  it('is the weighted mean, per category too, and a critical no caps it', () => {
    const answers = [
      { kind: 'rating', value: '4', weight: 2, categoryId: 'a' },
      { kind: 'yesNo', value: 'no', weight: 1, categoryId: 'b' },
      { kind: 'text', value: 'ok', categoryId: 'b' },
    ];
    expect(scoreSession(answers)).toEqual({ score: 3, hasCriticalFailure: false, byCategory: { a: 4, b: 1 } });
    const critical = scoreSession([...answers, { kind: 'yesNoCritical', value: 'no', categoryId: 'b' }, { kind: 'rating', value: '5', weight: 10 }]);
    expect(critical.hasCriticalFailure).toBe(true);
    expect(critical.score).toBe(CRITICAL_CAP);
    expect(scoreSession([{ kind: 'text', value: 'x' }]).score).toBeNull();
  });
});
