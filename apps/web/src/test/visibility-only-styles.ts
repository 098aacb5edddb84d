/*
 * Role queries ask, for every element they pass, whether it is hidden, and jsdom answers by matching the element
 * against every rule of every style sheet: with antd's thousands of rules that was most of the web tier's time.
 * Hidden means `display` or `visibility` (dom-accessibility-api, @testing-library/dom), so rules that set neither
 * are dropped as antd injects them; what a query can see stays exactly as it was.
 */

const decidesVisibility = (style: CSSStyleDeclaration) =>
  style.getPropertyValue('display') !== '' || style.getPropertyValue('visibility') !== '' || style.getPropertyValue('all') !== '';

function dropOtherRules(rules: CSSRuleList, remove: (index: number) => void): void {
  for (let index = rules.length - 1; index >= 0; index -= 1) {
    const rule = rules[index];
    if (rule instanceof CSSMediaRule) {
      dropOtherRules(rule.cssRules, (inner) => rule.deleteRule(inner));
      if (rule.cssRules.length === 0) remove(index);
    } else if (rule instanceof CSSStyleRule && !decidesVisibility(rule.style)) {
      remove(index);
    }
  }
}

function trimSheet(node: Node): void {
  if (!(node instanceof HTMLStyleElement) || !node.sheet) return;
  const sheet = node.sheet;
  dropOtherRules(sheet.cssRules, (index) => sheet.deleteRule(index));
}

const watchedHeads = new WeakSet<HTMLHeadElement>();

/** Keeps only the rules that can hide an element, in every style element of the head (where antd puts them). */
export function keepOnlyVisibilityRules(): void {
  // Test files that share a worker may share its document too: one watcher is enough.
  if (watchedHeads.has(document.head)) return;
  watchedHeads.add(document.head);
  new MutationObserver((records) => {
    for (const record of records) {
      const target = record.target.nodeType === Node.TEXT_NODE ? record.target.parentNode : record.target;
      if (target) trimSheet(target);
      record.addedNodes.forEach(trimSheet);
    }
  }).observe(document.head, { childList: true, subtree: true, characterData: true });
  document.head.querySelectorAll('style').forEach(trimSheet);
}
