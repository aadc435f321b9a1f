import type { Messages } from '../messages';

/** The screens' texts in this language only (see screenMessagesPlugin.ts). */
export default import.meta.glob<Messages>('../../screens/*/*/messages.ts', { query: { locale: 'eng' }, import: 'default', eager: true });
