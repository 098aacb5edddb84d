import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/platform/config.js';

describe('configuration', () => {
  it('keeps data under ./data of the folder npm was run in, as the README says', () => {
    expect(loadConfig({ INIT_CWD: '/srv/vestibule' }).sqliteFile).toBe('/srv/vestibule/data/vestibule.db');
    expect(loadConfig({ INIT_CWD: '/srv/vestibule', DATA_DIR: 'state' }).dataDir).toBe('/srv/vestibule/state');
    expect(loadConfig({ INIT_CWD: '/srv/vestibule', DATA_DIR: '/var/lib/vestibule' }).dataDir).toBe('/var/lib/vestibule');
  });

  it('announces PUBLIC_URL only when it is set: the localhost fallback is no address for a tablet', () => {
    expect(loadConfig({ PUBLIC_URL: 'https://visit.example.com/' })).toMatchObject({
      publicUrl: 'https://visit.example.com',
      announcedPublicUrl: 'https://visit.example.com',
    });
    const unset = loadConfig({});
    expect(unset.publicUrl).toBe('http://localhost:8080');
    expect(unset.announcedPublicUrl).toBeUndefined();
  });
});
