import fs from 'node:fs';
import path from 'node:path';

/*
 * The test files that never reach a database: those from which no chain of
 * relative imports leads to test/test-database.ts. They need no second run on
 * PostgreSQL.
 */

const importPattern = /(?:from|import)\s*\(?\s*'(\.{1,2}\/[^']+)'/g;

export function databaseFreeTests(root: string): string[] {
  const gateway = path.join(root, 'test', 'test-database.ts');
  const reaches = new Map<string, boolean>();
  const reachesDatabase = (file: string): boolean => {
    const known = reaches.get(file);
    if (known !== undefined) return known;
    reaches.set(file, false); // an import cycle ends here
    const source = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '';
    const answer =
      file === gateway ||
      [...source.matchAll(importPattern)].some((match) =>
        reachesDatabase(path.resolve(path.dirname(file), match[1]!.replace(/\.js$/, '.ts'))),
      );
    reaches.set(file, answer);
    return answer;
  };
  return testFiles(root)
    .filter((file) => !reachesDatabase(file))
    .map((file) => path.relative(root, file));
}

function testFiles(root: string): string[] {
  return ['src', 'test'].flatMap((folder) =>
    (fs.readdirSync(path.join(root, folder), { recursive: true }) as string[])
      .filter((name) => name.endsWith('.test.ts'))
      .map((name) => path.join(root, folder, name)),
  );
}
