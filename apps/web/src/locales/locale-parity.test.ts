import { allStatusCodes } from '@vestibule/contract/status-codes';
import { describe, expect, it } from 'vitest';
import { languages } from '../lib/languages';

/* Every text exists in all four languages (ARCHITECTURE.md section 8), with the same placeholders. */

type Tree = { [key: string]: string | Tree };

const files = import.meta.glob<Tree>('./*/*.json', { eager: true, import: 'default' });

const flatten = (tree: Tree, prefix = ''): Record<string, string> =>
  Object.fromEntries(
    Object.entries(tree).flatMap(([key, value]) =>
      typeof value === 'string' ? [[`${prefix}${key}`, value]] : Object.entries(flatten(value, `${prefix}${key}.`)),
    ),
  );

const textsOf = (language: string, area: string) => flatten(files[`./${language}/${area}.json`] ?? {});
const areas = [...new Set(Object.keys(files).map((file) => file.split('/')[2]?.replace('.json', '') ?? ''))];
const placeholders = (text: string) => [...text.matchAll(/{{\s*(\w+)\s*}}/g)].map((match) => match[1]).sort();

describe('locale files', () => {
  it('exist for every language and area', () => {
    expect(areas.length).toBeGreaterThan(0);
    for (const language of languages) {
      for (const area of areas) expect(files[`./${language}/${area}.json`], `${language}/${area}.json`).toBeDefined();
    }
  });

  it.each(areas)('%s has the same keys and placeholders in every language, none blank', (area) => {
    const english = textsOf('en', area);
    for (const language of languages) {
      const texts = textsOf(language, area);
      expect(Object.keys(texts).sort(), `${language}/${area}.json keys`).toEqual(Object.keys(english).sort());
      for (const [key, text] of Object.entries(texts)) {
        expect(text.trim(), `${language}/${area}.json ${key}`).not.toBe('');
        expect(placeholders(text), `${language}/${area}.json ${key} placeholders`).toEqual(placeholders(english[key] ?? ''));
      }
    }
  });

  it('translate every status code of the contract', () => {
    for (const language of languages) {
      const codes = textsOf(language, 'codes');
      for (const status of allStatusCodes) expect(codes[String(status)], `${language} code ${status}`).toBeTruthy();
    }
  });
});
