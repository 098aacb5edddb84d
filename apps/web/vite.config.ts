import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { lazyFormValidator, lazyVendorImports } from './build/lazy-vendor-code';

const root = path.dirname(fileURLToPath(import.meta.url));
const apiServer = 'http://localhost:8080';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
const compressible = /\.(js|mjs|css|html|svg|json|txt)$/;

/**
 * Writes a .br and a .gz beside each text file of the build, at the highest levels, once;
 * the server sends whichever the browser accepts. A twin that saves nothing is not written.
 */
function precompress(): Plugin {
  const compressFile = async (file: string) => {
    const content = await fs.readFile(file);
    const twins = await Promise.all([
      brotli(content, {
        params: {
          [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
          [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: content.length,
        },
      }).then((bytes) => ({ suffix: '.br', bytes })),
      gzip(content, { level: zlib.constants.Z_BEST_COMPRESSION }).then((bytes) => ({ suffix: '.gz', bytes })),
    ]);
    await Promise.all(
      twins.filter(({ bytes }) => bytes.length < content.length).map(({ suffix, bytes }) => fs.writeFile(file + suffix, bytes)),
    );
  };
  return {
    name: 'vestibule-precompress',
    apply: 'build',
    async writeBundle(options, bundle) {
      const outDir = options.dir ?? path.join(root, 'dist');
      const names = Object.keys(bundle).filter((name) => compressible.test(name));
      await Promise.all(names.map((name) => compressFile(path.join(outDir, name))));
    },
  };
}

/**
 * The pages' policy forbids eval. Building its first object schema, zod probes for eval with a `new Function`
 * that the browser reports as a violation even though zod catches it; jitless mode skips the probe. Setting it
 * where zod defines its settings runs it before any schema exists, whichever chunk loads zod first.
 */
function zodJitless(): Plugin {
  return {
    name: 'vestibule-zod-jitless',
    transform(code, id) {
      if (!/[\\/]zod[\\/]v4[\\/]core[\\/]core\.js$/.test(id)) return null;
      if (!code.includes('export function config('))
        this.error(`zod's ${id} no longer defines config(): set jitless another way`);
      return { code: `${code}\nconfig({ jitless: true });\n`, map: null };
    },
  };
}

/**
 * Six pages: sign-in, forgot password, the visitor's invitation, the reception tablet, the reception terminal
 * and the console (whose paths fall back to index.html on the server).
 */
export default defineConfig({
  root,
  plugins: [react(), zodJitless(), lazyVendorImports(), lazyFormValidator(), precompress()],
  envPrefix: 'VITE_',
  resolve: {
    // `@ant-design/icons/<Name>` is typed but points at the CommonJS build: each icon then carries its own
    // wrapper and a second copy of the icon base, about 3x the bytes of the ES module antd itself uses.
    alias: [{ find: /^@ant-design\/icons\/([A-Z]\w+)$/, replacement: '@ant-design/icons/es/icons/$1.js' }],
  },
  build: {
    outDir: path.join(root, 'dist'),
    emptyOutDir: true,
    target: 'es2022',
    rollupOptions: {
      input: {
        signin: path.join(root, 'signin.html'),
        forgot: path.join(root, 'forgot.html'),
        invite: path.join(root, 'invite.html'),
        approval: path.join(root, 'approval.html'),
        pad: path.join(root, 'pad.html'),
        stage: path.join(root, 'stage.html'),
        index: path.join(root, 'index.html'),
      },
    },
  },
  server: {
    port: 5173,
    proxy: { '/api': apiServer, '/files': apiServer, '/qcvisit': apiServer },
  },
});
