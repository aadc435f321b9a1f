import sanitizeHtml from 'sanitize-html';

/**
 * Rich text as the portal keeps it: formatting, lists, links, images and tables, never scripts, styles that
 * execute, event handlers or foreign frames. Links open in a new tab without access to the portal.
 */
export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, {
    allowedTags: [...sanitizeHtml.defaults.allowedTags, 'img', 'h1', 'h2', 'span', 'u', 's'],
    allowedAttributes: {
      a: ['href', 'name', 'target', 'rel'],
      img: ['src', 'alt', 'title', 'width', 'height'],
      span: ['style'],
      p: ['style'],
      td: ['colspan', 'rowspan'],
      th: ['colspan', 'rowspan'],
    },
    allowedStyles: { '*': { color: [/^#[0-9a-f]{3,6}$/i, /^rgb\(/], 'text-align': [/^(left|right|center|justify)$/], 'font-size': [/^\d+(px|em|%)$/] } },
    allowedSchemes: ['http', 'https', 'mailto', 'tel'],
    allowedSchemesByTag: { img: ['http', 'https', 'data'] },
    transformTags: { a: sanitizeHtml.simpleTransform('a', { target: '_blank', rel: 'noopener noreferrer' }) },
  });
}

/** Text that must carry no markup at all (comments, names): tags are removed, entities kept as text. */
export function sanitizePlainText(text: string): string {
  return sanitizeHtml(text, { allowedTags: [], allowedAttributes: {}, disallowedTagsMode: 'discard' }).replace(/&amp;/g, '&').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&#39;/g, "'");
}
