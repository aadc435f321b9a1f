import { readFileSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import Handlebars from 'handlebars';

const dir = join(dirname(fileURLToPath(import.meta.url)), 'templates');
const hbs = Handlebars.create();

hbs.registerHelper('json', (value: unknown) => JSON.stringify(value));
hbs.registerHelper('eq', (a: unknown, b: unknown) => a === b);
hbs.registerHelper('join', (items: string[], separator: string) => items.join(typeof separator === 'string' ? separator : ', '));

const compiled = new Map<string, Handlebars.TemplateDelegate>();
for (const name of readdirSync(dir).sort()) {
  if (name.endsWith('.hbs')) compiled.set(name.replace(/\.hbs$/, ''), hbs.compile(readFileSync(join(dir, name), 'utf8'), { noEscape: true, strict: true }));
}

/** Renders `generator/templates/<name>.hbs`; generated code is never HTML-escaped. */
export function render(name: string, data: object): string {
  const template = compiled.get(name);
  if (!template) throw new Error(`no template named ${name}`);
  return template(data).replace(/\n{3,}/g, '\n\n');
}
