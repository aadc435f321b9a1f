// Generated from schema/setup/setupProducts.ts by `npm run generate`. Do not edit.
import { call, type CallOptions, type EndpointDescriptor, type Jsonify } from '@/data/kit';
import type { SetupProductsResults } from '@/shared/setup/setupProducts';
import type { SetupProductInput } from '@generated/shared/types/setupProducts';

export const setupProductsEndpoints = {
  update: { "resource": "setupProducts", "name": "update", "surface": "setup", "method": "PUT", "path": "/products/{id}", "params": { "id": { "in": "path" } }, "body": "record", "returns": "result", "error": "Unable to put products" },
} satisfies Record<string, EndpointDescriptor>;

/** Typed calls of Product (setup API). */
export const setupProductsApi = {
  /** PUT /products/{id} */
  update: (input: { "id": string; body: SetupProductInput; }, options?: CallOptions) =>
    call<Jsonify<SetupProductsResults['update']>>(setupProductsEndpoints.update, input, options),
};
