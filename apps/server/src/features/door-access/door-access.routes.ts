import { doorAccessEndpoints } from '@vestibule/contract';
import { routeGroup } from '../../platform/http/routes.js';
import { accessRecordPage } from './access-records.service.js';
import { addEquipment, deleteEquipment, equipmentList, resetEquipmentSecret, updateEquipment } from './devices.service.js';
import { checkDoorAccess, doorCodeOf, doorKeyForDevice, syncDoorRecords } from './door-check.service.js';
import {
  addEquipmentGroup,
  deleteEquipmentGroup,
  equipmentGroups,
  groupsOfEquipment,
  updateEquipmentGroup,
} from './equipment-groups.service.js';

export const doorAccessRoutes = routeGroup(doorAccessEndpoints, {
  getEquipmentGroupByUserid: (_input, { ctx, session }) => equipmentGroups(ctx, session.companyId),
  addEquipmentGroup: (input, { ctx, session }) => addEquipmentGroup(ctx, session.companyId, input),
  updateEquipmentGroup: ({ egid, ...input }, { ctx, session }) => updateEquipmentGroup(ctx, session.companyId, egid, input),
  delEquipmentGroup: (input, { ctx, session }) => deleteEquipmentGroup(ctx, session.companyId, input.egid),
  getEquipmentbyUserid: (input, { ctx, session }) => equipmentList(ctx, session.companyId, input.egid),
  addEquipment: (input, { ctx, session }) => addEquipment(ctx, session.companyId, input),
  updateEquipment: ({ eid, ...input }, { ctx, session }) => updateEquipment(ctx, session.companyId, eid, input),
  delEquipment: (input, { ctx, session }) => deleteEquipment(ctx, session.companyId, input.eid),
  resetEquipmentSecret: (input, { ctx, session }) => resetEquipmentSecret(ctx, session.companyId, input.eid),
  getEGroupByEid: (input, { ctx, session }) => groupsOfEquipment(ctx, session.companyId, input.eid),
  getRfidRecords: (input, { ctx, session }) => accessRecordPage(ctx, session.companyId, input),
  getOpendoorInfo: (input, { ctx, session }) => accessRecordPage(ctx, session.companyId, input),
  getDoorCode: (input, { ctx, session }) => doorCodeOf(ctx, session.companyId, input.vid),
  checkDoorAccess: (input, { ctx, ip }) => checkDoorAccess(ctx, ip, input),
  syncDoorRecords: (input, { ctx, ip }) => syncDoorRecords(ctx, ip, input),
  getDoorKey: (input, { ctx, ip }) => doorKeyForDevice(ctx, ip, input),
});
