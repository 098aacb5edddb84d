#!/usr/bin/env node
/*
 * Builds the web pages unless apps/web/dist was already built from the same inputs.
 * The inputs (web and contract sources, pages, configs, the lock file and VITE_*
 * variables) are hashed into dist/.build-fingerprint after each successful build.
 * `--force` builds whatever the fingerprint says (npm run build).
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(root, 'apps/web/dist');
const fingerprintFile = path.join(dist, '.build-fingerprint');
const inputs = ['apps/web', 'packages/contract', 'package.json', 'package-lock.json'];
const skipped = new Set(['node_modules', 'dist', '.vite']);

function* files(relative) {
  const absolute = path.join(root, relative);
  if (!fs.existsSync(absolute)) return;
  if (!fs.statSync(absolute).isDirectory()) {
    yield relative;
    return;
  }
  for (const entry of fs.readdirSync(absolute, { withFileTypes: true })) {
    if (skipped.has(entry.name)) continue;
    yield* files(path.posix.join(relative, entry.name));
  }
}

function fingerprint() {
  const hash = createHash('sha256');
  for (const file of [...inputs.flatMap((input) => [...files(input)])].sort()) {
    hash.update(
      `${file}\0${createHash('sha256')
        .update(fs.readFileSync(path.join(root, file)))
        .digest('hex')}\n`,
    );
  }
  for (const name of Object.keys(process.env)
    .filter((key) => key.startsWith('VITE_'))
    .sort()) {
    hash.update(`env ${name}=${process.env[name]}\n`);
  }
  return hash.digest('hex');
}

const force = process.argv.includes('--force');
const current = fingerprint();
const built = fs.existsSync(path.join(dist, 'index.html')) && fs.existsSync(fingerprintFile);
if (!force && built && fs.readFileSync(fingerprintFile, 'utf8').trim() === current) {
  console.log('The web pages in apps/web/dist are built from the current sources; not rebuilding.');
  process.exit(0);
}

const build = spawnSync('npm', ['run', 'build', '--workspace', 'apps/web'], {
  cwd: root,
  stdio: 'inherit',
  shell: process.platform === 'win32',
});
if (build.status !== 0) process.exit(build.status ?? 1);
fs.writeFileSync(fingerprintFile, `${current}\n`);
