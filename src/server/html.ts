const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** A value as text that stands safely in HTML: as an element's content or inside an attribute's quotes. */
export function escapeHtml(value: unknown): string {
  return String(value ?? '').replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]);
}

interface HtmlPage {
  lang: string;
  title: string;
  /** What else the head holds (its style, prefetches), as HTML. */
  head: string;
  body: string;
}

/**
 * A whole page the server writes itself (sign-in, a guest's link): in its language, fit to a phone's width and kept out
 * of search engines.
 */
export function htmlPage({ lang, title, head, body }: HtmlPage): string {
  return `<!doctype html>
<html lang="${escapeHtml(lang)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
${head}
</head>
<body>${body}</body>
</html>
`;
}
