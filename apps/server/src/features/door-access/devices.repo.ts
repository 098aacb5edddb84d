import type { Insertable, Kysely, Updateable } from 'kysely';
import type { Database, EquipmentTable } from '../../platform/db/schema.js';
import { reusableQuery } from '../../platform/db/reusable-query.js';

/* The company's devices (door readers) and the groups each stands in. */

type Db = Kysely<Database>;

/** The company's devices by name; only a group's when egid is given. */
export const listDevices = (db: Db, companyId: number, egid: number | undefined) => {
  let query = db.selectFrom('equipment').selectAll('equipment').where('equipment.companyId', '=', companyId);
  if (egid !== undefined) {
    query = query.where((eb) =>
      eb.exists(
        eb
          .selectFrom('equipmentGroupDevice')
          .select('equipmentGroupDevice.eid')
          .whereRef('equipmentGroupDevice.eid', '=', 'equipment.id')
          .where('equipmentGroupDevice.egid', '=', egid),
      ),
    );
  }
  return query.orderBy('equipment.deviceName').orderBy('equipment.id').execute();
};

export const findDevice = (db: Db, companyId: number, eid: number) =>
  db.selectFrom('equipment').selectAll().where('companyId', '=', companyId).where('id', '=', eid).executeTakeFirst();

/** The device calling in with this code and secret, in whichever company. */
// Compiled once: every scan of every reader asks it (reusable-query.ts).
const selectDeviceByCredentials = reusableQuery((db, deviceCode: string, secretHash: string) =>
  db.selectFrom('equipment').selectAll().where('deviceCode', '=', deviceCode).where('secretHash', '=', secretHash),
);
export const findDeviceByCredentials = async (db: Db, deviceCode: string, secretHash: string) =>
  (await selectDeviceByCredentials(db, deviceCode, secretHash))[0];

/** Another device of the company already holding this value of a unique field. */
export const deviceHolding = async (
  db: Db,
  companyId: number,
  field: 'deviceName' | 'deviceCode' | 'extendCode' | 'deviceQrcode',
  value: string,
  exceptEid: number,
) =>
  (
    await db
      .selectFrom('equipment')
      .select('id')
      .where('companyId', '=', companyId)
      .where(field, '=', value)
      .where('id', '<>', exceptEid)
      .executeTakeFirst()
  )?.id;

export const insertDevice = async (db: Db, row: Insertable<EquipmentTable>) =>
  (await db.insertInto('equipment').values(row).returning('id').executeTakeFirstOrThrow()).id;

export const updateDeviceRow = (db: Db, companyId: number, eid: number, changes: Updateable<EquipmentTable>) =>
  db.updateTable('equipment').set(changes).where('companyId', '=', companyId).where('id', '=', eid).execute();

export const deleteDeviceRow = (db: Db, companyId: number, eid: number) =>
  db.deleteFrom('equipment').where('companyId', '=', companyId).where('id', '=', eid).execute();

export const markDeviceSeen = (db: Db, eid: number, at: number) =>
  db.updateTable('equipment').set({ lastSeenAt: at }).where('id', '=', eid).execute();

/** The group links of the devices. */
export const groupLinksOf = (db: Db, companyId: number, eids: readonly number[]) =>
  eids.length === 0
    ? Promise.resolve([])
    : db
        .selectFrom('equipmentGroupDevice')
        .select(['eid', 'egid'])
        .where('companyId', '=', companyId)
        .where('eid', 'in', [...eids])
        .orderBy('egid')
        .execute();

export const deleteGroupLinksOfDevice = (db: Db, companyId: number, eid: number) =>
  db.deleteFrom('equipmentGroupDevice').where('companyId', '=', companyId).where('eid', '=', eid).execute();

export const insertGroupLinks = (db: Db, companyId: number, eid: number, egids: readonly number[]) =>
  egids.length === 0
    ? Promise.resolve()
    : db
        .insertInto('equipmentGroupDevice')
        .values(egids.map((egid) => ({ companyId, eid, egid })))
        .execute()
        .then(() => undefined);
