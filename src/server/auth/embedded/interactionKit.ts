import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Page } from './html';
import type { InteractionDetails, InteractionResult } from './oidc';
import type { PageLanguage } from './texts';
import type { SignInThrottle } from './throttle';

export type InteractionRequest = FastifyRequest<{ Params: { uid: string }; Body: Record<string, string | undefined> | undefined }>;

/** What the handlers of an interaction's pages share. */
export interface InteractionKit {
  /** The address the page's forms post to. */
  actionFor(uid: string): string;
  /** A posted form field, or an empty string. */
  field(request: InteractionRequest, name: string): string;
  /** The page's language: the portal's (`ui_locales` of the sign-in request), else the browser's. */
  languageOf(request: InteractionRequest, details?: InteractionDetails): PageLanguage;
  sendPage(reply: FastifyReply, page: Page, status?: number): FastifyReply;
  /** Ends the interaction with its result and sends the browser on to the provider. */
  finish(request: InteractionRequest, reply: FastifyReply, result: InteractionResult): Promise<FastifyReply>;
  /** Checked against when a user name is unknown, so an answer takes as long whether or not the user exists. */
  decoyHash: string;
  throttle: SignInThrottle;
}
