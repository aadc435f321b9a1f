/** The standard PDF fonts write Windows-1252; anything else is replaced so that a document always renders. */
export const printable = (text: string) => text.normalize('NFC').replace(/[^\x20-\x7E\u00A0-\u00FF\u2013\u2014\u2018\u2019\u201C\u201D\u2022\u20AC\u2026\n]/g, '?');
