// Generated from schema/crm/feedback.ts by `npm run generate`. Do not edit.
import { call, type CallOptions, type EndpointDescriptor, type Jsonify } from '@/data/kit';
import type { FeedbackResults } from '@/shared/crm/feedback';
import type { FeedbackInput } from '@generated/shared/types/feedback';

export const feedbackEndpoints = {
  create: { "resource": "feedback", "name": "create", "surface": "crm", "method": "POST", "path": "/Feedback", "params": {}, "body": "record", "returns": "result", "error": "Unable to submit feedback" },
} satisfies Record<string, EndpointDescriptor>;

/** Typed calls of Feedback (crm API). */
export const feedbackApi = {
  /** POST /Feedback */
  create: (input: { body: FeedbackInput; }, options?: CallOptions) =>
    call<Jsonify<FeedbackResults['submit']>>(feedbackEndpoints.create, input, options),
};
