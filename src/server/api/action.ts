import type { Readable } from 'node:stream';
import type { RequestContext } from './context';

export type { RequestContext } from './context';

/** A named server behaviour behind an endpoint: validated input in, a JSON-ready result (or a file) out. */
export type DomainAction<I, O> = (ctx: RequestContext, input: I) => Promise<O>;

/** Declares an action with its input type, so that the result type flows to the browser's typed calls. */
export function defineAction<I, O>(action: DomainAction<I, O>): DomainAction<I, O> {
  return action;
}

/** A file an action sends back instead of JSON: whole, or as a stream sent while it is produced. */
export class FileResult {
  constructor(
    readonly fileName: string,
    readonly contentType: string,
    readonly body: Buffer | Readable,
  ) {}
}
