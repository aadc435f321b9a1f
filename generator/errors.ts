/** A problem in the schema, reported as `<file>: <key>: <message>` lines. */
export class SchemaError extends Error {
  override name = 'SchemaError';
}
