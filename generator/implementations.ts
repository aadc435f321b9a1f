import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { SchemaError } from './errors';
import { resultsTypeName } from './emit/shared';
import type { Model } from './model';

/**
 * Checks that every custom screen and every resource with domain actions has its files (the actions and the types
 * of what they answer) where the conventions put them,
 * so that a typo in the schema is named at once. Whether the file exports the right things is the type checker's
 * job: the screens' and the domain actions' registries satisfy generated types.
 */
export function checkImplementations(root: string, model: Model): void {
  const errors: string[] = [];
  for (const r of model.resources) {
    (r.def.routes ?? []).forEach((route, index) => {
      const file = `src/screens/${r.area}/${route.screen}/index.tsx`;
      if (route.screen && !existsSync(join(root, file))) errors.push(`${r.file}: routes.${index}.screen: ${file} does not exist`);
    });
    const acting = r.endpoints.find((e) => e.def.action);
    const file = `src/server/domain/${r.area}/${r.name}.ts`;
    if (acting && !existsSync(join(root, file))) errors.push(`${r.file}: endpoints.${acting.name}.action: ${file} does not exist`);
    const answering = r.endpoints.find((e) => e.def.action && e.returns === 'result');
    const results = `src/shared/${r.area}/${r.name}.ts`;
    if (answering && !existsSync(join(root, results))) {
      errors.push(`${r.file}: endpoints.${answering.name}.action: ${results} does not exist; it declares ${resultsTypeName(r)}, what the actions answer`);
    }
  }
  if (errors.length) throw new SchemaError(errors.join('\n'));
}
