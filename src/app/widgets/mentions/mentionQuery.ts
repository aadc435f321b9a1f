/** The characters a mention query may hold, as the tag search accepts them (spec: letters, spaces, Nordic letters). */
const QUERY_CHAR = /[a-zA-ZæøåÆØÅäöÄÖ ]/;

/** An `@query` being typed: `start` is the index of the `@`, `end` the caret. */
export interface MentionMatch {
  start: number;
  end: number;
  query: string;
}

/** The `@query` that ends at the caret, or null when the caret is not inside one. */
export function findMention(text: string, caret: number): MentionMatch | null {
  let from = caret;
  while (from > 0 && QUERY_CHAR.test(text[from - 1])) from--;
  const at = from - 1;
  if (at < 0 || text[at] !== '@') return null;
  // An `@` inside a word is an e-mail address or a handle, not the start of a mention.
  if (at > 0 && !/\s/.test(text[at - 1])) return null;
  return { start: at, end: caret, query: text.slice(from, caret) };
}

/** The text with the mention replaced by `@name ` and the caret placed after it. */
export function insertMention(text: string, match: MentionMatch, name: string): { text: string; caret: number } {
  const mention = `@${name} `;
  // The space after the name would double one already following the caret.
  const rest = text.slice(match.end).replace(/^ /, '');
  return { text: text.slice(0, match.start) + mention + rest, caret: match.start + mention.length };
}
