import { employeeStates } from '../../platform/db/schema.js';

/*
 * What a directory sync changes, decided without the database: each directory
 * entry is matched to an employee by its directory account (ddid or RTX
 * account), then by phone; unmatched entries become new employees; employees
 * with an account the directory no longer lists have left.
 */

export interface DirectoryEntry {
  /** The DingTalk user id or RTX account. */
  account: string;
  name: string;
  phone: string;
  email: string;
  /** '' when the directory has none: the employee's own stays. */
  empNo: string;
  position: string;
  /** Department names the entry belongs to (new employees are placed there). */
  departments: string[];
}

export interface SyncedEmployee {
  id: number;
  empName: string;
  empPhone: string;
  empEmail: string;
  empNo: string;
  empPosition: string;
  account: string;
  empState: number;
}

export interface SyncPlan {
  additions: DirectoryEntry[];
  updates: Array<{ id: number; entry: DirectoryEntry }>;
  /** Employees to disable. */
  leavers: number[];
  errors: Array<{ name: string; reason: string }>;
}

/** A directory's phone as the address book keeps it: DingTalk writes "+86-13800000000". */
export const localPhone = (phone: string) => phone.trim().replace(/^\+86-?/, '');

function differs(employee: SyncedEmployee, entry: DirectoryEntry) {
  return (
    employee.empName !== entry.name ||
    employee.empEmail !== entry.email ||
    employee.account !== entry.account ||
    employee.empPhone !== entry.phone ||
    (entry.empNo !== '' && employee.empNo !== entry.empNo) ||
    (entry.position !== '' && employee.empPosition !== entry.position) ||
    employee.empState === employeeStates.disabled
  );
}

export function planSync(directory: readonly DirectoryEntry[], employees: readonly SyncedEmployee[]): SyncPlan {
  const byAccount = new Map(employees.filter((e) => e.account !== '').map((e) => [e.account, e]));
  const byPhone = new Map(employees.map((e) => [e.empPhone, e]));
  const plan: SyncPlan = { additions: [], updates: [], leavers: [], errors: [] };
  const seenAccounts = new Set<string>();
  const takenPhones = new Set<string>();
  const matched = new Set<number>();
  for (const raw of directory) {
    const entry = { ...raw, phone: localPhone(raw.phone), name: raw.name.trim() };
    const label = entry.name || entry.account;
    if (!entry.account || seenAccounts.has(entry.account)) {
      plan.errors.push({ name: label, reason: entry.account ? 'account listed twice' : 'no account' });
      continue;
    }
    seenAccounts.add(entry.account);
    const current = byAccount.get(entry.account) ?? (entry.phone ? byPhone.get(entry.phone) : undefined);
    if (!entry.name) {
      plan.errors.push({ name: label, reason: 'no name' });
      if (current) matched.add(current.id);
      continue;
    }
    if (current && !matched.has(current.id)) {
      matched.add(current.id);
      // An employee found by account keeps a phone the directory lacks.
      const phone = entry.phone || current.empPhone;
      if (phone !== current.empPhone && byPhone.has(phone)) {
        plan.errors.push({ name: label, reason: `phone ${phone} belongs to another employee` });
        continue;
      }
      takenPhones.add(phone);
      if (differs(current, { ...entry, phone })) plan.updates.push({ id: current.id, entry: { ...entry, phone } });
    } else if (!entry.phone) {
      plan.errors.push({ name: label, reason: 'no mobile phone' });
    } else if (takenPhones.has(entry.phone) || current) {
      plan.errors.push({ name: label, reason: `phone ${entry.phone} is listed twice` });
    } else {
      takenPhones.add(entry.phone);
      plan.additions.push(entry);
    }
  }
  for (const employee of employees) {
    if (
      employee.account !== '' &&
      !seenAccounts.has(employee.account) &&
      !matched.has(employee.id) &&
      employee.empState !== employeeStates.disabled
    ) {
      plan.leavers.push(employee.id);
    }
  }
  return plan;
}
