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

const EMAIL_STYLE = [/^(?!.*expression)[-#(),.%\w\s"']+$/i];
const EMAIL_TABLE_ATTRIBUTES = ['align', 'valign', 'width', 'height', 'bgcolor', 'border', 'cellpadding', 'cellspacing', 'style', 'role'];

/**
 * Email template HTML: what email clients render (table layouts with presentational attributes and inline styles,
 * images, links), never scripts, forms, frames or event handlers. Handlebar placeholders are text and survive, in
 * attributes too (`href="{{guest_unsubscribe_url}}"`).
 */
export function sanitizeEmailHtml(html: string): string {
  return sanitizeHtml(html, {
    allowedTags: [...sanitizeHtml.defaults.allowedTags, 'img', 'h1', 'h2', 'span', 'u', 's', 'font', 'center'],
    allowedAttributes: {
      '*': ['style', 'align', 'class', 'dir'],
      a: ['href', 'name', 'target', 'rel', 'title', 'style'],
      img: ['src', 'alt', 'title', 'width', 'height', 'style', 'border'],
      table: EMAIL_TABLE_ATTRIBUTES,
      tbody: EMAIL_TABLE_ATTRIBUTES,
      thead: EMAIL_TABLE_ATTRIBUTES,
      tr: EMAIL_TABLE_ATTRIBUTES,
      td: [...EMAIL_TABLE_ATTRIBUTES, 'colspan', 'rowspan'],
      th: [...EMAIL_TABLE_ATTRIBUTES, 'colspan', 'rowspan'],
      font: ['color', 'face', 'size'],
    },
    allowedStyles: {
      '*': Object.fromEntries(
        [
          'color', 'background-color', 'background', 'text-align', 'vertical-align', 'font-size', 'font-family', 'font-weight', 'font-style', 'line-height', 'letter-spacing',
          'text-decoration', 'text-transform', 'padding', 'padding-top', 'padding-right', 'padding-bottom', 'padding-left', 'margin', 'margin-top', 'margin-right',
          'margin-bottom', 'margin-left', 'width', 'max-width', 'min-width', 'height', 'border', 'border-top', 'border-right', 'border-bottom', 'border-left',
          'border-radius', 'border-collapse', 'display',
        ].map((p) => [p, EMAIL_STYLE]),
      ),
    },
    allowedSchemes: ['http', 'https', 'mailto', 'tel'],
    allowedSchemesByTag: { img: ['http', 'https', 'data'] },
    allowProtocolRelative: false,
  });
}
