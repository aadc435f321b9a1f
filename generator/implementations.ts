import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { Project, type SourceFile, type Symbol as MorphSymbol, type Type } from 'ts-morph';
import { SchemaError } from './errors';
import type { Model } from './model';

interface Wanted {
  /** The schema file and key that name the implementation. */
  origin: string;
  file: string;
  exportName: 'default' | string;
  kind: 'screen' | 'action';
}

function wantedImplementations(model: Model): Wanted[] {
  const wanted: Wanted[] = [];
  for (const r of model.resources) {
    (r.def.routes ?? []).forEach((route, index) => {
      if (route.screen) {
        wanted.push({ origin: `${r.file}: routes.${index}.screen`, file: `src/screens/${r.area}/${route.screen}/index.tsx`, exportName: 'default', kind: 'screen' });
      }
    });
    for (const e of r.endpoints) {
      if (e.def.action) {
        wanted.push({ origin: `${r.file}: endpoints.${e.name}.action`, file: `src/server/domain/${r.area}/${r.name}.ts`, exportName: e.def.action, kind: 'action' });
      }
    }
  }
  return wanted;
}

function exportedSymbol(sf: SourceFile, name: string): MorphSymbol | undefined {
  const symbol = name === 'default' ? sf.getDefaultExportSymbol() : sf.getExportSymbols().find((s) => s.getName() === name);
  return symbol?.isAlias() ? symbol.getAliasedSymbol() : symbol;
}

/**
 * Checks with the TypeScript type checker that every custom screen is a React component and every domain
 * action a `DomainAction`, in the file the schema's conventions name.
 */
export function checkImplementations(root: string, model: Model): void {
  const wanted = wantedImplementations(model);
  const errors: string[] = [];
  const present = wanted.filter((w) => {
    if (existsSync(join(root, w.file))) return true;
    errors.push(`${w.origin}: ${w.file} does not exist`);
    return false;
  });
  if (present.length) {
    const project = new Project({ tsConfigFilePath: join(root, 'tsconfig.json'), skipAddingFilesFromTsConfig: true });
    const files = new Map<string, SourceFile>();
    for (const w of present) if (!files.has(w.file)) files.set(w.file, project.addSourceFileAtPath(join(root, w.file)));
    const probe = project.createSourceFile(
      join(root, 'generator', '__probe__.ts'),
      [
        "import type { ComponentType } from 'react';",
        "import type { DomainAction } from '@/server/api/action';",
        'export declare const screen: ComponentType<Record<string, never>>;',
        'export declare const action: DomainAction<never, unknown>;',
      ].join('\n'),
      { overwrite: true },
    );
    project.resolveSourceFileDependencies();
    const checker = project.getTypeChecker();
    const target: Record<Wanted['kind'], Type> = {
      screen: probe.getVariableDeclarationOrThrow('screen').getType(),
      action: probe.getVariableDeclarationOrThrow('action').getType(),
    };
    for (const w of present) {
      const sf = files.get(w.file)!;
      const symbol = exportedSymbol(sf, w.exportName);
      if (!symbol) {
        errors.push(`${w.origin}: ${w.file} has no ${w.exportName === 'default' ? 'default export' : `export named ${w.exportName}`}`);
        continue;
      }
      const type = checker.getTypeOfSymbolAtLocation(symbol, sf);
      if (!type.isAssignableTo(target[w.kind])) {
        const expected = w.kind === 'screen' ? 'a React component taking no props' : 'a DomainAction (see src/server/api/action.ts)';
        errors.push(`${w.origin}: ${w.file} export ${w.exportName} is not ${expected}; it is ${type.getText(sf)}`);
      }
    }
  }
  if (errors.length) throw new SchemaError(errors.join('\n'));
}
