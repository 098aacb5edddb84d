import type { OpendoorSearch } from '@vestibule/contract/endpoints/door-access';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { callApi, type RequestOf } from '../../../lib/api-client';
import { apiQueryOptions, useRefreshApi } from '../../../lib/api-query';
import { downloadTicketUrl, saveFrom } from '../../../lib/downloads';
import { pageRequest } from '../../../lib/paging';

/* Door groups, devices and access records (api-facts 4.7). */

export const useDoorGroups = () => useQuery(apiQueryOptions('getEquipmentGroupByUserid'));

/** The company's devices, or one group's. */
export const useDevices = (egid?: number) => useQuery(apiQueryOptions('getEquipmentbyUserid', egid ? { egid } : {}));

export const useGroupsOfDevice = (eid: number) => useQuery({ ...apiQueryOptions('getEGroupByEid', { eid }), enabled: eid > 0 });

const changedDoors = ['getEquipmentGroupByUserid', 'getEquipmentbyUserid', 'getEGroupByEid'] as const;

type GroupFields = RequestOf<'addEquipmentGroup'>;

export function useSaveGroup(done: string) {
  const refresh = useRefreshApi(...changedDoors);
  return useMutation({
    mutationFn: ({ egid, ...fields }: GroupFields & { egid?: number }) =>
      egid
        ? callApi('updateEquipmentGroup', { egid, ...fields }, { successToast: done })
        : callApi('addEquipmentGroup', fields, { successToast: done }),
    onSuccess: refresh,
  });
}

export function useDeleteGroup(done: string) {
  const refresh = useRefreshApi(...changedDoors);
  return useMutation({
    mutationFn: (egid: number) => callApi('delEquipmentGroup', { egid }, { successToast: done }),
    onSuccess: refresh,
  });
}

type DeviceFields = RequestOf<'addEquipment'>;

/** Adds a device (answering its secret, shown once) or changes one. */
export function useSaveDevice(done: string) {
  const refresh = useRefreshApi(...changedDoors);
  return useMutation({
    mutationFn: async ({ eid, status, ...fields }: DeviceFields & { eid?: number; status?: number }) =>
      eid
        ? {
            eid,
            deviceSecret:
              (await callApi('updateEquipment', { eid, status: status === 0 ? 0 : 1, ...fields }, { successToast: done }), ''),
          }
        : callApi('addEquipment', fields, { successToast: done }),
    onSuccess: refresh,
  });
}

export function useDeleteDevice(done: string) {
  const refresh = useRefreshApi(...changedDoors);
  return useMutation({
    mutationFn: (eid: number) => callApi('delEquipment', { eid }, { successToast: done }),
    onSuccess: refresh,
  });
}

export const useResetSecret = () => useMutation({ mutationFn: (eid: number) => callApi('resetEquipmentSecret', { eid }) });

/** What the record page asks for: the filters and the page. */
export type RecordQuery = Partial<Omit<OpendoorSearch, 'startIndex' | 'requestedCount'>> & { page: number; pageSize: number };

export const useAccessRecords = ({ page, pageSize, ...filters }: RecordQuery) =>
  useQuery({
    ...apiQueryOptions('getOpendoorInfo', { ...filters, ...pageRequest(page, pageSize) }),
    placeholderData: keepPreviousData,
  });

/** Saves the records the filters find, as xlsx or csv. */
export async function exportAccessRecords(
  filters: Omit<RecordQuery, 'page' | 'pageSize'>,
  format: 'xlsx' | 'csv',
  language: string,
) {
  const url = await downloadTicketUrl('ExportRfidRecordsList', language);
  const query = new URLSearchParams({ format });
  for (const [key, value] of Object.entries(filters)) if (value) query.set(key, String(value));
  saveFrom(`${url}&${query.toString()}`);
}
