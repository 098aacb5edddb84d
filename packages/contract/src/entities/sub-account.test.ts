import { describe, expect, it } from 'vitest';
import { endpoints } from '../endpoints/index.js';
import { subAccountModuleCalls, subAccountModuleOfCall, subAccountModules } from './sub-account.js';

describe('resident company modules', () => {
  it('name only calls open to a Subcompany session, each under one module', () => {
    const listed = subAccountModules.flatMap((module) => subAccountModuleCalls[module]);
    expect(new Set(listed).size).toBe(listed.length);
    for (const name of listed) {
      const endpoint = endpoints[name as keyof typeof endpoints];
      expect(endpoint, name).toBeDefined();
      expect(endpoint.roles === 'public' ? [] : [...endpoint.roles], name).toContain('subaccount');
    }
  });

  it.each([
    ['SearchVisitByConditionPage', 'visits'],
    ['addAppointment', 'invitations'],
    ['addEmployee', 'employees'],
    ['delBlacklist', 'blacklist'],
    ['getEmpByName', undefined],
    ['GetUserInfo', undefined],
  ])('puts %s under %s', (name, module) => {
    expect(subAccountModuleOfCall(name)).toBe(module);
  });

  it('reads module entries leniently: keys or { key, … }, once each, in a fixed order', () => {
    const parsed = endpoints.addSubAccountTemp.request.parse({
      module: [{ key: 'blacklist', name: 'x', menuId: 4 }, 'visits', 'blacklist'],
    });
    expect(parsed.module).toEqual(['visits', 'blacklist']);
    expect(endpoints.addSubAccountTemp.request.safeParse({ module: ['payroll'] }).success).toBe(false);
  });
});
