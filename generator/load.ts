import { readdirSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { z } from 'zod';
import { permissionCatalogueSchema, resourceSchema, shellSchema } from '../schema/dsl';
import { SchemaError } from './errors';

export type ParsedResource = z.output<typeof resourceSchema>;
export type ParsedShell = z.output<typeof shellSchema>;
export type ParsedPermissions = z.output<typeof permissionCatalogueSchema>;

export interface LoadedResource {
  /** Path relative to the repository root, with forward slashes. */
  file: string;
  /** The schema folder the file sits in: shell, venue, life, crm, ... */
  area: string;
  def: ParsedResource;
}

export interface LoadedSchema {
  shell: ParsedShell;
  shellFile: string;
  permissions: ParsedPermissions;
  permissionsFile: string;
  resources: LoadedResource[];
}

const SHELL_FILE = 'schema/shell/shell.ts';
const PERMISSIONS_FILE = 'schema/shell/permissions.ts';

function listSchemaFiles(root: string): string[] {
  const schemaDir = join(root, 'schema');
  const files: string[] = [];
  for (const area of readdirSync(schemaDir).sort()) {
    const areaDir = join(schemaDir, area);
    if (area === 'dsl' || !statSync(areaDir).isDirectory()) continue;
    for (const name of readdirSync(areaDir).sort()) {
      if (name.endsWith('.ts') && !name.endsWith('.d.ts')) files.push(relative(root, join(areaDir, name)).split(sep).join('/'));
    }
  }
  return files;
}

function formatIssues(file: string, issues: z.core.$ZodIssue[]): string {
  return issues
    .map((issue) => {
      const key = issue.path.length ? issue.path.map(String).join('.') : '(root)';
      return `${file}: ${key}: ${issue.message}`;
    })
    .join('\n');
}

async function importDefault(root: string, file: string): Promise<unknown> {
  try {
    const mod = (await import(pathToFileURL(join(root, file)).href)) as { default?: unknown };
    if (mod.default === undefined) throw new SchemaError(`${file}: (root): the file has no default export`);
    return mod.default;
  } catch (error) {
    if (error instanceof SchemaError) throw error;
    throw new SchemaError(`${file}: (root): the file cannot be loaded: ${(error as Error).message}`);
  }
}

/** Imports and validates every schema file. Errors name the file and the key. */
export async function loadSchema(root: string): Promise<LoadedSchema> {
  const files = listSchemaFiles(root);
  if (!files.includes(SHELL_FILE)) throw new SchemaError(`${SHELL_FILE}: (root): the shell definition is missing`);
  if (!files.includes(PERMISSIONS_FILE)) throw new SchemaError(`${PERMISSIONS_FILE}: (root): the permission catalogue is missing`);
  const errors: string[] = [];

  const shellResult = shellSchema.safeParse(await importDefault(root, SHELL_FILE));
  if (!shellResult.success) errors.push(formatIssues(SHELL_FILE, shellResult.error.issues));
  const permissionsResult = permissionCatalogueSchema.safeParse(await importDefault(root, PERMISSIONS_FILE));
  if (!permissionsResult.success) errors.push(formatIssues(PERMISSIONS_FILE, permissionsResult.error.issues));

  const resources: LoadedResource[] = [];
  for (const file of files) {
    if (file === SHELL_FILE || file === PERMISSIONS_FILE) continue;
    const result = resourceSchema.safeParse(await importDefault(root, file));
    if (!result.success) {
      errors.push(formatIssues(file, result.error.issues));
      continue;
    }
    resources.push({ file, area: file.split('/')[1], def: result.data });
  }
  if (errors.length) throw new SchemaError(errors.join('\n'));
  return { shell: shellResult.data!, shellFile: SHELL_FILE, permissions: permissionsResult.data!, permissionsFile: PERMISSIONS_FILE, resources };
}
