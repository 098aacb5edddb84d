import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiQueryOptions } from '../../../lib/api-query';
import { pageRequest } from '../../../lib/paging';

/** A page of the signed-in resident company's own employees (the server keeps to them), searched by name. */
export const useOwnEmployees = (page: number, pageSize: number, empName: string) =>
  useQuery({
    ...apiQueryOptions('getEmpListPages', { ...pageRequest(page, pageSize), empName: empName.trim() }),
    // The table keeps the last page on screen while the next one loads.
    placeholderData: keepPreviousData,
  });
