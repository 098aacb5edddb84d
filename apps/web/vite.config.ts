import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin, type UserConfig } from 'vite';
import { colorHelperApart, lazyFormValidator, lazyVendorImports, withoutStylePrefixer } from './build/vendor-trims';

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

/** The company's pages: sign-in, forgot password and the console (whose paths fall back to index.html on the server). */
export const companyPages = ['signin', 'forgot', 'index'];
/** The visitors' and devices' pages: the invitation, an approver's link, the reception tablet and the terminal. */
export const visitorPages = ['invite', 'approval', 'pad', 'stage'];

/*
 * Each group of pages is built apart (`npm run build` builds both), into chunks of its own: people move between
 * the pages of one group (a reception terminal passes signin.html once), and chunks shared by both groups would split along
 * the pages of either (decision 0004).
 */
export function webConfig(pages: string[], emptyOutDir: boolean): UserConfig {
  return {
    root,
    plugins: [
      react(),
      zodJitless(),
      lazyVendorImports(),
      lazyFormValidator(),
      colorHelperApart(),
      withoutStylePrefixer(),
      precompress(),
    ],
    envPrefix: 'VITE_',
    resolve: {
      // `@ant-design/icons/<Name>` is typed but points at the CommonJS build: each icon then carries its own
      // wrapper and a second copy of the icon base, about 3x the bytes of the ES module antd itself uses.
      alias: [{ find: /^@ant-design\/icons\/([A-Z]\w+)$/, replacement: '@ant-design/icons/es/icons/$1.js' }],
    },
    build: {
      outDir: path.join(root, 'dist'),
      emptyOutDir,
      target: 'es2022',
      // Browsers that do not preload modules (before Firefox 115 and Safari 17) fetch them when imported, as
      // the pages expect anyway: Vite's polyfill for them would weigh on every page's first load. A lazy screen's
      // chunk imports every script it needs itself (Rollup hoists transitive imports), so listing them again for
      // each dynamic import saves no round trip and would carry every chunk's name in the console's first load;
      // its style sheets are still listed, as only the preload helper loads them.
      modulePreload: {
        polyfill: false,
        resolveDependencies: (_file, deps, { hostType }) =>
          hostType === 'html' ? deps : deps.filter((dep) => dep.endsWith('.css')),
      },
      rollupOptions: { input: Object.fromEntries(pages.map((page) => [page, path.join(root, `${page}.html`)])) },
    },
    server: {
      port: 5173,
      proxy: { '/api': apiServer, '/files': apiServer, '/qcvisit': apiServer },
    },
  };
}

export default defineConfig(webConfig(companyPages, true));
