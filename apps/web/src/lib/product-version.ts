// Read from the root package.json at build time; only this one field reaches the bundle.
import { version } from '../../../../package.json';

/** Vestibule's own version, as the page footer shows it. */
export const productVersion = `v${version}`;
