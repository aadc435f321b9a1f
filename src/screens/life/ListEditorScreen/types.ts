import type { listsApi } from '@generated/client/api/lists';

export type ListVersion = Awaited<ReturnType<typeof listsApi.getOne>>;
export type Question = NonNullable<ListVersion['questions']>[number];
export type Part = NonNullable<ListVersion['categories']>[number];
export type QuestionKind = Question['kind'];

/** What the editor's form holds: the list version as it will be saved. */
export type ListValues = ListVersion;

export const QUESTION_KIND_ENUM = 'lists.questionKind';
export const QUESTION_KINDS: QuestionKind[] = ['yesNo', 'yesNoCritical', 'rating', 'number', 'text', 'photoMultipleUpload', 'videoMultipleUpload'];

/** A short id for a new category or area, unique within the list (questions get theirs from the server). */
export const newPartId = (prefix: 'c' | 'a') => `${prefix}-${Math.random().toString(36).slice(2, 10)}`;
