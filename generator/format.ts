import { Project, QuoteKind, ts } from 'ts-morph';
import type { OutputFile } from './output';

const project = new Project({ useInMemoryFileSystem: true, manipulationSettings: { quoteKind: QuoteKind.Single } });

const settings: ts.FormatCodeSettings = {
  indentSize: 2,
  tabSize: 2,
  convertTabsToSpaces: true,
  indentStyle: ts.IndentStyle.Smart,
  semicolons: ts.SemicolonPreference.Insert,
  insertSpaceAfterOpeningAndBeforeClosingNonemptyBraces: true,
  insertSpaceAfterOpeningAndBeforeClosingJsxExpressionBraces: false,
};

/** Lays out generated TypeScript with the compiler's own formatter, so templates need not get indentation right. */
export function formatFile(file: OutputFile): OutputFile {
  if (!/\.tsx?$/.test(file.path)) return file;
  const source = project.createSourceFile(`/${file.path}`, file.content, { overwrite: true });
  source.formatText(settings);
  const content = source.getFullText();
  project.removeSourceFile(source);
  return { path: file.path, content: content.endsWith('\n') ? content : `${content}\n` };
}
