import { render, screen } from '@testing-library/react';
import { Collapse, Modal, Select, Table, Tabs } from 'antd';
import { describe, expect, it } from 'vitest';

const visibilityOfEveryElement = () =>
  Array.from(document.body.querySelectorAll('*'), (element) => {
    const style = getComputedStyle(element);
    return `${element.tagName}.${element.className} ${style.display} ${style.visibility}`;
  });

const headStyles = () => Array.from(document.head.querySelectorAll('style'));
const ruleCount = (styles: HTMLStyleElement[]) => styles.reduce((count, style) => count + (style.sheet?.cssRules.length ?? 0), 0);

function AntdScreen() {
  return (
    <>
      <Tabs items={[1, 2].map((key) => ({ key: String(key), label: `Tab ${key}`, children: <p>Pane {key}</p> }))} />
      <Select open={false} options={[{ value: 1, label: 'One' }]} />
      <Collapse items={[{ key: 1, label: 'Closed panel', children: 'Inside' }]} />
      <Table rowKey="id" columns={[{ title: 'Name', dataIndex: 'name' }]} dataSource={[{ id: 1, name: 'Ann' }]} />
      <Modal open={false} title="Closed dialog" />
    </>
  );
}

describe('test style sheets keep only the rules that hide', () => {
  it('keeps a rule that sets display or visibility, inside media rules too, and drops one that only colours', async () => {
    const style = document.createElement('style');
    style.textContent =
      '.gone { display: none; color: red } .veiled { visibility: hidden } .tinted { color: red } ' +
      '@media screen { .narrow { display: none } .wide { color: blue } }';
    document.head.append(style);
    try {
      await Promise.resolve();
      const selectors = (rules: CSSRuleList): string[] =>
        Array.from(rules, (rule) =>
          rule instanceof CSSMediaRule ? `@media { ${selectors(rule.cssRules).join(' ')} }` : (rule as CSSStyleRule).selectorText,
        );
      expect(selectors(style.sheet!.cssRules)).toEqual(['.gone', '.veiled', '@media { .narrow }']);
    } finally {
      style.remove();
    }
  });

  it('drops the rest of antd rules, and every element is shown or hidden exactly as with all of them', async () => {
    render(<AntdScreen />);
    await screen.findByRole('tab', { name: 'Tab 1' });
    const trimmed = visibilityOfEveryElement();
    const styles = headStyles();
    const kept = ruleCount(styles);

    // The same CSS again, whole, in sheets outside the head (which is the only place trimmed).
    const whole = styles.map((style) => {
      const copy = document.createElement('style');
      copy.textContent = style.textContent;
      return copy;
    });
    styles.forEach((style) => style.remove());
    document.body.append(...whole);
    try {
      expect(ruleCount(whole)).toBeGreaterThan(kept * 3);
      expect(visibilityOfEveryElement().filter((line) => !line.startsWith('STYLE.'))).toEqual(trimmed);
      expect(trimmed.some((line) => line.endsWith(' hidden'))).toBe(true);
    } finally {
      whole.forEach((style) => style.remove());
      document.head.append(...styles);
    }
  });
});
