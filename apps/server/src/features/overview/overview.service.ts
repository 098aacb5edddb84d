import { type DataControl, defaultDataControl, visitListColumns, visitorKinds } from '@vestibule/contract';
import type { AppContext } from '../../platform/context.js';
import { findDataControl, saveDataControl } from './overview.repo.js';

/* Data control: what the company's visit lists show. Orders follow the lists', whatever was sent. */

const inListOrder = (choice: DataControl): DataControl => ({
  columns: visitListColumns.filter((column) => choice.columns.includes(column)),
  kinds: visitorKinds.filter((kind) => choice.kinds.includes(kind)),
});

const parsed = (text: string): unknown[] => {
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value) ? value : [];
  } catch {
    return [];
  }
};

export async function dataControlOf(ctx: AppContext, companyId: number): Promise<DataControl> {
  const row = await findDataControl(ctx.database.db, companyId);
  if (!row) return defaultDataControl;
  const chosen = inListOrder({
    columns: parsed(row.columns) as DataControl['columns'],
    kinds: parsed(row.kinds) as number[],
  });
  return chosen.columns.length && chosen.kinds.length ? chosen : defaultDataControl;
}

export async function updateDataControl(ctx: AppContext, companyId: number, choice: DataControl): Promise<DataControl> {
  const chosen = inListOrder(choice);
  await saveDataControl(ctx.database.db, {
    companyId,
    columns: JSON.stringify(chosen.columns),
    kinds: JSON.stringify(chosen.kinds),
    updatedAt: ctx.clock.now(),
  });
  return chosen;
}
