import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { emitApi } from './emit/api';
import { emitI18n } from './emit/i18n';
import { emitServer } from './emit/server';
import { emitShared } from './emit/shared';
import { emitShellTables } from './emit/shellTables';
import { emitViews } from './emit/views';
import { SchemaError } from './errors';
import { formatFile } from './format';
import { formatWithManifest } from './formatManifest';
import { checkImplementations } from './implementations';
import { loadSchema } from './load';
import { buildModel, type Model } from './model';
import { staleFiles, writeOutput, type OutputFile } from './output';

function emit(model: Model): OutputFile[] {
  return [...emitShared(model), ...emitServer(model), ...emitApi(model), ...emitShellTables(model), ...emitI18n(model), ...emitViews(model)];
}

const byPath = (a: OutputFile, b: OutputFile) => a.path.localeCompare(b.path);

/** Every file the schema produces, sorted by path, each formatted afresh. */
export function produce(model: Model): OutputFile[] {
  return emit(model).map(formatFile).sort(byPath);
}

export async function generate(root: string, options: { check: boolean }): Promise<{ files: OutputFile[]; stale: string[] }> {
  const model = buildModel(await loadSchema(root));
  checkImplementations(root, model);
  const files = formatWithManifest(root, emit(model)).sort(byPath);
  if (options.check) return { files, stale: staleFiles(root, files) };
  writeOutput(root, files);
  return { files, stale: [] };
}

async function main() {
  const root = join(dirname(fileURLToPath(import.meta.url)), '..');
  const check = process.argv.includes('--check');
  try {
    const { files, stale } = await generate(root, { check });
    if (check) {
      if (stale.length) {
        console.error(`Generated code is stale; run npm run generate and commit. Stale files:\n${stale.map((f) => `  ${f}`).join('\n')}`);
        process.exit(1);
      }
      console.log(`Generated code is up to date (${files.length} files).`);
    } else {
      console.log(`Generated ${files.length} files into generated/.`);
    }
  } catch (error) {
    if (error instanceof SchemaError) {
      console.error(`Schema error:\n${error.message}`);
      process.exit(1);
    }
    throw error;
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) await main();
