import { useQuery } from '@tanstack/react-query';
import { apiQueryOptions } from '../../../lib/api-query';

/** The company's plan with what is used of each quota (the Administrator's account page). */
export const usePlan = () => useQuery(apiQueryOptions('getPlan'));
