/**
 * Scores of list sessions on a 1-5 scale and their colours (specification section 9). Shared by the server (which
 * computes a session's score), the demo seed and the browser (which colours it).
 */

export const MAINTENANCE_REVIEW_TYPES = ['MaintenanceReviewLight', 'MaintenanceReviewThorough'] as const;

export type ScoreLevel = 'success' | 'warning' | 'error';

export function isMaintenanceReview(listType: string | null | undefined): boolean {
  return (MAINTENANCE_REVIEW_TYPES as readonly string[]).includes(listType ?? '');
}

/** The thresholds of a list type: green from `good`, warning from `warning`, danger below. */
export function scoreThresholds(listType: string | null | undefined): { good: number; warning: number } {
  return isMaintenanceReview(listType) ? { good: 3.5, warning: 3 } : { good: 3.9, warning: 3.2 };
}

/** The colour of a score: maintenance reviews are green from 3.5, warning from 3; other lists green from 3.9, warning from 3.2. */
export function scoreLevel(listType: string | null | undefined, score: number | null | undefined): ScoreLevel | null {
  if (score === null || score === undefined || Number.isNaN(score)) return null;
  const { good, warning } = scoreThresholds(listType);
  if (score >= good) return 'success';
  if (score >= warning) return 'warning';
  return 'error';
}

export interface ScorableAnswer {
  kind: string;
  value?: string | null;
  weight?: number | null;
  categoryId?: string | null;
}

/** A critical question answered "no" caps the session's score here, below every list's danger threshold. */
export const CRITICAL_CAP = 2;

/** Points of one answer: yes 5, no 1, a rating as given (1-5); other kinds and unanswered questions do not count. */
export function answerPoints(kind: string, value: string | null | undefined): number | null {
  if (value === null || value === undefined || value === '') return null;
  if (kind === 'yesNo' || kind === 'yesNoCritical') return value === 'yes' ? 5 : value === 'no' ? 1 : null;
  if (kind === 'rating') {
    const n = Number(value);
    return Number.isInteger(n) && n >= 1 && n <= 5 ? n : null;
  }
  return null;
}

const round = (n: number) => Math.round(n * 100) / 100;

function weighted(answers: ScorableAnswer[]): number | null {
  let sum = 0;
  let weights = 0;
  for (const a of answers) {
    const points = answerPoints(a.kind, a.value);
    const weight = a.weight ?? 1;
    if (points === null || weight <= 0) continue;
    sum += points * weight;
    weights += weight;
  }
  return weights ? sum / weights : null;
}

/**
 * A session's score: the weighted mean of its scorable answers, rounded to two decimals; a critical "no" caps it at
 * CRITICAL_CAP. Each category also gets its own (uncapped) mean.
 */
export function scoreSession(answers: ScorableAnswer[]): { score: number | null; hasCriticalFailure: boolean; byCategory: Record<string, number | null> } {
  const hasCriticalFailure = answers.some((a) => a.kind === 'yesNoCritical' && a.value === 'no');
  const mean = weighted(answers);
  const score = mean === null ? null : round(hasCriticalFailure ? Math.min(mean, CRITICAL_CAP) : mean);
  const byCategory: Record<string, number | null> = {};
  for (const id of new Set(answers.map((a) => a.categoryId).filter((c): c is string => Boolean(c)))) {
    const m = weighted(answers.filter((a) => a.categoryId === id));
    byCategory[id] = m === null ? null : round(m);
  }
  return { score, hasCriticalFailure, byCategory };
}
