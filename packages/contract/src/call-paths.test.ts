import { describe, expect, it } from 'vitest';
import { callPathOf, callPaths } from './call-paths.js';
import { endpoints } from './endpoints/index.js';

describe('call paths', () => {
  it('lists exactly the entries that answer under another call name', () => {
    const shared = Object.entries(endpoints)
      .filter(([, endpoint]) => 'path' in endpoint && endpoint.path !== undefined)
      .map(([name, endpoint]) => [name, (endpoint as { path: string }).path]);
    expect(Object.fromEntries(shared)).toEqual(callPaths);
  });

  it('posts every other entry under its own name', () => {
    expect(callPathOf('resetEmpPwdByAdministrator')).toBe('resetEmpPwd');
    expect(callPathOf('GetUserInfo')).toBe('GetUserInfo');
  });

  it('lets every entry sharing a call name be told apart by its body', () => {
    for (const [name, path] of Object.entries(callPaths)) {
      const sharing = Object.entries(endpoints).filter(
        ([other, endpoint]) => other === path || ('path' in endpoint && endpoint.path === path),
      );
      expect(sharing.length, name).toBeGreaterThan(1);
      for (const [other, endpoint] of sharing) expect(typeof endpoint.selectedBy, other).toBe('function');
    }
  });
});
