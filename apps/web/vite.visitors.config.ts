import { defineConfig } from 'vite';
import { visitorPages, webConfig } from './vite.config';

/** The second half of `npm run build`: the visitors' and devices' pages, beside the company's in dist/. */
export default defineConfig(webConfig(visitorPages, false));
