import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiQueryOptions } from '../../../lib/api-query';
import { pageRequest } from '../../../lib/paging';

/** The days of the list, YYYY-MM-DD, both inclusive. */
export interface DeliveryDays {
  startDate: string;
  endDate: string;
}

/** A page of depot records signed in on the days: the company's, a resident company's own, or a host's own. */
export const useDeliveries = (days: DeliveryDays, page: number, pageSize: number) =>
  useQuery({
    ...apiQueryOptions('getDepotFormList', { ...days, ...pageRequest(page, pageSize) }),
    placeholderData: keepPreviousData,
  });
