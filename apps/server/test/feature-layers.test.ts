import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/*
 * The server's features stand in layers: when one imports another, the other
 * never imports it back, however far round. Whatever both need moves down (to
 * the lower feature or to the platform), comes in as a function, or travels as
 * an event on the bus. Tests may reach any feature and are not counted.
 */

const featuresDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../src/features');

type FeatureGraph = Map<string, Set<string>>;

const importSource = /(?:\bfrom\s*|\bimport\s*\(?\s*)['"]([^'"]+)['"]/g;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [file] : [];
  });
}

/** Each feature folder with the other feature folders its files import. */
function featureImports(): FeatureGraph {
  const graph: FeatureGraph = new Map();
  for (const feature of readdirSync(featuresDir, { withFileTypes: true }).filter((entry) => entry.isDirectory())) {
    const imported = new Set<string>();
    for (const file of sourceFiles(path.join(featuresDir, feature.name))) {
      for (const [, source] of readFileSync(file, 'utf8').matchAll(importSource)) {
        if (!source!.startsWith('.')) continue;
        const [other, ...rest] = path.relative(featuresDir, path.resolve(path.dirname(file), source!)).split(path.sep);
        if (other && other !== '..' && rest.length > 0 && other !== feature.name) imported.add(other);
      }
    }
    graph.set(feature.name, imported);
  }
  return graph;
}

/** Every loop of the graph once, as the features on it from its first in name order back to that one. */
function featureLoops(graph: FeatureGraph): string[] {
  const loops = new Set<string>();
  const walk = (start: string, at: string, trail: string[]) => {
    for (const next of graph.get(at) ?? []) {
      if (next === start) loops.add([...trail, start].join(' -> '));
      // Each loop is reported from its first feature in name order, so only later ones are walked into.
      else if (next > start && !trail.includes(next)) walk(start, next, [...trail, next]);
    }
  };
  for (const feature of [...graph.keys()].sort()) walk(feature, feature, [feature]);
  return [...loops];
}

describe('server features import each other in layers', () => {
  it('finds no loop among the features', () => {
    const graph = featureImports();
    expect(graph.get('visits')).toContain('approvals');
    expect(featureLoops(graph)).toEqual([]);
  });

  it('names every loop a graph has, short or long', () => {
    const graph: FeatureGraph = new Map([
      ['account', new Set(['auth'])],
      ['auth', new Set(['account'])],
      ['approvals', new Set(['visits'])],
      ['visits', new Set(['invitations', 'files'])],
      ['invitations', new Set(['approvals'])],
      ['files', new Set()],
    ]);
    expect(featureLoops(graph).sort()).toEqual(['account -> auth -> account', 'approvals -> visits -> invitations -> approvals']);
    graph.get('auth')!.delete('account');
    graph.get('invitations')!.delete('approvals');
    expect(featureLoops(graph)).toEqual([]);
  });
});
