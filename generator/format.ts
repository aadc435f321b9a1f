import { ts } from 'ts-morph';
import type { OutputFile } from './output';

export const FORMAT_SETTINGS: ts.FormatCodeSettings = {
  ...ts.getDefaultFormatCodeSettings('\n'),
  indentSize: 2,
  tabSize: 2,
  convertTabsToSpaces: true,
  indentStyle: ts.IndentStyle.Smart,
  semicolons: ts.SemicolonPreference.Insert,
  insertSpaceAfterOpeningAndBeforeClosingNonemptyBraces: true,
  insertSpaceAfterOpeningAndBeforeClosingJsxExpressionBraces: false,
};

/**
 * One language service over the file being laid out: formatting needs only the file's syntax tree, so nothing else
 * (no program, no library files) is ever read, and the hundreds of generated files take a moment.
 */
const current = { name: '', text: '', version: 0 };
const service = ts.createLanguageService({
  getCompilationSettings: () => ({ jsx: ts.JsxEmit.Preserve, noLib: true }),
  getScriptFileNames: () => [current.name],
  getScriptVersion: () => String(current.version),
  getScriptSnapshot: (name) => (name === current.name ? ts.ScriptSnapshot.fromString(current.text) : undefined),
  getCurrentDirectory: () => '/',
  getDefaultLibFileName: () => '/lib.d.ts',
  fileExists: (name) => name === current.name,
  readFile: (name) => (name === current.name ? current.text : undefined),
});

/** Whether the file is TypeScript, which the formatter lays out (SQL and JSON are emitted as they stay). */
export const isFormatted = (file: OutputFile) => /\.tsx?$/.test(file.path);

/** Lays out generated TypeScript with the compiler's own formatter, so templates need not get indentation right. */
export function formatFile(file: OutputFile): OutputFile {
  if (!isFormatted(file)) return file;
  current.name = `/${file.path}`;
  current.text = file.content;
  current.version += 1;
  const edits = service.getFormattingEditsForDocument(current.name, FORMAT_SETTINGS);
  let content = file.content;
  // Applied from the end, so each edit's offsets still point into the text as it was.
  for (const edit of [...edits].sort((a, b) => b.span.start - a.span.start)) {
    content = content.slice(0, edit.span.start) + edit.newText + content.slice(edit.span.start + edit.span.length);
  }
  return { path: file.path, content: content.endsWith('\n') ? content : `${content}\n` };
}
