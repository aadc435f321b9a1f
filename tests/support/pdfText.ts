import { join } from 'node:path';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

/** The text of a PDF, page after page, as a reader would copy it (pdfjs with its own standard fonts). */
export async function pdfText(data: Uint8Array): Promise<string> {
  const standardFontDataUrl = `${join(process.cwd(), 'node_modules/pdfjs-dist/standard_fonts')}/`;
  const pdf = await getDocument({ data: new Uint8Array(data), standardFontDataUrl, useSystemFonts: false }).promise;
  const pages: string[] = [];
  for (let i = 1; i <= pdf.numPages; i++) {
    const content = await (await pdf.getPage(i)).getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  return pages.join('\n');
}
