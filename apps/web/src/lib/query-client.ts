import { QueryClient } from '@tanstack/react-query';

// The API client has already told the user about a failure; retrying would repeat the toast.
export const createQueryClient = () =>
  new QueryClient({
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false, staleTime: 30_000 },
      mutations: { retry: false },
    },
  });
