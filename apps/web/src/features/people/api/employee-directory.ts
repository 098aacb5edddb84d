import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiQueryOptions } from '../../../lib/api-query';
import { pageRequest } from '../../../lib/paging';

/** A page of the company's employees searched by name: the one read a manager of employees makes (no departments). */
export const useEmployeeDirectory = (page: number, pageSize: number, empName: string) =>
  useQuery({
    ...apiQueryOptions('getEmpListPages', { ...pageRequest(page, pageSize), empName: empName.trim() }),
    // The table keeps the last page on screen while the next one loads.
    placeholderData: keepPreviousData,
  });
