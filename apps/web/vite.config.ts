import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const root = path.dirname(fileURLToPath(import.meta.url));
const apiServer = 'http://localhost:8080';

/** Three pages: sign-in, forgot password and the console (whose paths fall back to index.html on the server). */
export default defineConfig({
  root,
  plugins: [react()],
  envPrefix: 'VITE_',
  build: {
    outDir: path.join(root, 'dist'),
    emptyOutDir: true,
    target: 'es2022',
    rollupOptions: {
      input: {
        signin: path.join(root, 'signin.html'),
        forgot: path.join(root, 'forgot.html'),
        index: path.join(root, 'index.html'),
      },
    },
  },
  server: {
    port: 5173,
    proxy: { '/api': apiServer, '/files': apiServer, '/qcvisit': apiServer },
  },
});
