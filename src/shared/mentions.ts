/**
 * Mentions in stored text. A mention is kept as `@[user:<id>]`, so that it names the person, not the name they had
 * when it was written; readers get the text with each token replaced by `@` and the person's name of today.
 */

const TOKEN = /@\[user:([^\]\s]+)\]/g;

export interface MentionedPerson {
  userId: string;
  name: string;
}

/** The user ids the stored text mentions, each once, in the order they first appear. */
export function mentionedUserIds(stored: string | null | undefined): string[] {
  return [...new Set([...(stored ?? '').matchAll(TOKEN)].map((m) => m[1]))];
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The text to store: every `@Name` of the given people becomes their token. A name counts where its `@` starts the
 * text or follows a blank and no letter or digit follows it (`@Anna` is not inside `@Annabel`); longer names are
 * matched first, so `@Anna Berg` wins over `@Anna`. Text already shaped like a token loses its bracket: only a pick
 * in the mention popup makes a mention. Answers the people found in the text.
 */
export function encodeMentions(text: string, people: readonly MentionedPerson[]): { stored: string; userIds: string[] } {
  let stored = text.replace(TOKEN, (_m, id: string) => `@user:${id}`);
  const found: string[] = [];
  const byLength = [...people].filter((p) => p.name.trim()).sort((a, b) => b.name.length - a.name.length);
  for (const person of byLength) {
    const pattern = new RegExp(`(^|\\s)@${escapeRegExp(person.name.trim())}(?![\\p{L}\\p{N}])`, 'gu');
    stored = stored.replace(pattern, (_m, before: string) => {
      if (!found.includes(person.userId)) found.push(person.userId);
      return `${before}@[user:${person.userId}]`;
    });
  }
  return { stored, userIds: found };
}

/** The stored text as people read it: each token becomes `@` and the person's name; someone no longer known shows as `@?`. */
export function renderMentions(stored: string, names: ReadonlyMap<string, string>): string {
  return stored.replace(TOKEN, (_m, id: string) => `@${names.get(id) ?? '?'}`);
}
