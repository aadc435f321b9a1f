/**
 * jsdom answers `getComputedStyle` by testing every style rule of the document against the element and each of its
 * ancestors, and forgets the answers on any DOM change. Emotion leaves several hundred rules in the document, almost all
 * keyed by a class the element does not have, so most of a component test's time went to selector matching (MUI's
 * auto-sizing text areas, poppers and Testing Library's visibility checks ask for computed styles after every render).
 *
 * A rule can only match an element that has the tag name and every class its selector names in the last compound (the
 * part after the last combinator). This wraps jsdom's rule check with that test and asks jsdom only when it passes, so the answer is
 * the same and only the hopeless rules (most of them, including jsdom's own default sheet) are skipped. Selectors it cannot read safely are always passed to jsdom.
 */

/** What an element must have for a compound selector to match it: a tag name (lower case) and classes. */
interface Subject {
  tag: string | null;
  classes: string[];
}
type Alternatives = Subject[] | null;

/** Splits at the characters `isStop` accepts that stand outside brackets, parentheses and strings. */
function splitTopLevel(text: string, isStop: (c: string) => boolean): string[] {
  const parts: string[] = [];
  let depth = 0;
  let quote = '';
  let start = 0;
  for (let i = 0; i < text.length; i += 1) {
    const c = text[i];
    if (quote) {
      if (c === quote) quote = '';
    } else if (c === '"' || c === "'") quote = c;
    else if (c === '(' || c === '[') depth += 1;
    else if (c === ')' || c === ']') depth -= 1;
    else if (depth === 0 && isStop(c)) {
      parts.push(text.slice(start, i));
      start = i + 1;
    }
  }
  parts.push(text.slice(start));
  return parts;
}

const isCombinator = (c: string) => c === ' ' || c === '>' || c === '+' || c === '~' || c === '\n' || c === '\t';

/** What each alternative of a selector list requires of its subject, or null when one requires nothing we can test. */
function subjectsOf(selectorList: string): Alternatives {
  if (selectorList.includes('\\') || selectorList.includes('|')) return null;
  const alternatives: Subject[] = [];
  for (const complex of splitTopLevel(selectorList, (c) => c === ',')) {
    const compounds = splitTopLevel(complex.trim(), isCombinator);
    // The type selector and classes stand before the first attribute, pseudo-class or pseudo-element.
    const head = /^[^[(:]*/.exec(compounds[compounds.length - 1])![0];
    const [tag, ...rest] = head.split('.');
    const classes = rest.map((name) => name.split('#')[0]);
    const tagName = tag.split('#')[0].toLowerCase();
    if (classes.some((name) => name === '')) return null;
    const subject = { tag: tagName === '' || tagName === '*' ? null : tagName, classes };
    if (subject.tag === null && classes.length === 0) return null;
    alternatives.push(subject);
  }
  return alternatives;
}

interface ElementImpl {
  localName: string;
  getAttributeNS(namespace: string | null, name: string): string | null;
}
interface CheckResult {
  match: boolean;
  pseudoElement: string | null;
}
interface DomSelector {
  check(selector: string, element: ElementImpl): CheckResult;
}

const NO_MATCH: CheckResult = { match: false, pseudoElement: null };

export function prefilterStyleRulesByClass(doc: Document): void {
  // Class names compare case-insensitively in quirks mode; the prefilter is only exact in standards mode.
  if (doc.compatMode !== 'CSS1Compat') return;
  const implKey = Object.getOwnPropertySymbols(doc).find((s) => s.description === 'impl');
  const domSelector = implKey && (doc as unknown as Record<symbol, { _domSelector?: DomSelector }>)[implKey]._domSelector;
  if (!domSelector || typeof domSelector.check !== 'function') return;
  const check = domSelector.check.bind(domSelector);
  const parsed = new Map<string, Alternatives>();
  domSelector.check = (selector, element) => {
    let alternatives = parsed.get(selector);
    if (alternatives === undefined) {
      alternatives = subjectsOf(selector);
      parsed.set(selector, alternatives);
    }
    if (alternatives) {
      const own = new Set((element.getAttributeNS(null, 'class') ?? '').split(/\s+/));
      const tag = element.localName.toLowerCase();
      if (!alternatives.some((s) => (s.tag === null || s.tag === tag) && s.classes.every((name) => own.has(name)))) return NO_MATCH;
    }
    return check(selector, element);
  };
}
