import { useQuery } from '@tanstack/react-query';
import { apiQueryOptions } from '../../../lib/api-query';

/* The forms a visit's visitor filled at sign-in (decision 0037): null when none of the kind was filled. */

export const useVipForm = (vid: number) => useQuery(apiQueryOptions('getVipForm', { vid }));

export const useDepotForm = (vid: number) => useQuery(apiQueryOptions('getDepotForm', { vid }));
