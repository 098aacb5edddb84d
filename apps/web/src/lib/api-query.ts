import type { EndpointName } from '@vestibule/contract';
import { type DataTag, type QueryClient, queryOptions, type UnusedSkipTokenOptions, useQueryClient } from '@tanstack/react-query';
import { callApi, type CallOptions, type RequestOf, type ResultOf } from './api-client';

/*
 * Every query caches one endpoint's answer to one request under
 * [name, request], so two screens asking the same thing share an entry and
 * two different calls never meet under one key. A screen that wants another
 * shape of the answer derives it with `select`, never by caching it.
 */

type NoRequest = Record<string, never>;
export type ApiQueryKey<N extends EndpointName> = readonly [N, RequestOf<N> | NoRequest];

/** The cache key of an endpoint's answer to a request (no request and `{}` are one key). */
export const queryKeyOf = <N extends EndpointName>(name: N, request?: RequestOf<N>): ApiQueryKey<N> => [name, request ?? {}];

/**
 * What apiQueryOptions gives, written out: inferred, its declaration spells out
 * the whole registry and grows past what the compiler will write.
 */
export type ApiQueryOptions<N extends EndpointName> = UnusedSkipTokenOptions<ResultOf<N>, Error, ResultOf<N>, ApiQueryKey<N>> & {
  queryKey: DataTag<ApiQueryKey<N>, ResultOf<N>, Error>;
};

/** The query of an endpoint's answer to a request, typed by the endpoint's response schema. */
export const apiQueryOptions = <N extends EndpointName>(
  name: N,
  request?: RequestOf<N>,
  options?: CallOptions,
): ApiQueryOptions<N> =>
  queryOptions({
    queryKey: queryKeyOf(name, request),
    queryFn: () => callApi(name, request, options),
  });

/** Marks every cached answer of the endpoints stale, whatever the request; those on screen load again. */
export async function refreshApi(queryClient: QueryClient, ...names: EndpointName[]): Promise<void> {
  await Promise.all(names.map((name) => queryClient.invalidateQueries({ queryKey: [name] })));
}

/** refreshApi as a function a screen's mutation calls after its change. */
export function useRefreshApi(...names: EndpointName[]): () => Promise<void> {
  const queryClient = useQueryClient();
  return () => refreshApi(queryClient, ...names);
}
