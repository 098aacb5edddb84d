import { Button } from 'antd';
import { lazy, type ReactNode, Suspense } from 'react';
import { PageLoading } from './page-loading';

// Shown only when loading failed, so the first screens do without its code.
const Alert = lazy(() => import('antd/es/alert/Alert'));

/** What LoadFrame reads of a query (TanStack's result has it all). */
export interface Loadable<T> {
  data: T | undefined;
  isPending: boolean;
  isError: boolean;
  refetch: () => unknown;
}

interface LoadFrameProps<T> {
  query: Loadable<T>;
  /** What the warning says when the data could not be loaded, and its button that asks again. */
  texts: { loadFailed: string; retry: string };
  /** The screen's content, once its data is there. */
  children: (data: T) => ReactNode;
}

/**
 * A screen's data as it loads: a spinner, then its content, or a warning with
 * a button to try again. A failed reload keeps the content under the warning.
 */
export function LoadFrame<T>({ query, texts, children }: LoadFrameProps<T>) {
  return (
    <>
      {query.isPending && <PageLoading />}
      {query.isError && (
        <Suspense fallback={null}>
          <Alert
            type="warning"
            showIcon
            title={texts.loadFailed}
            action={
              <Button size="small" onClick={() => void query.refetch()}>
                {texts.retry}
              </Button>
            }
          />
        </Suspense>
      )}
      {query.data !== undefined && children(query.data)}
    </>
  );
}

/** Two queries a screen needs both of, as one: loading until both are there, failed when either failed. */
export const bothLoaded = <A, B>(first: Loadable<A>, second: Loadable<B>): Loadable<[A, B]> => ({
  data: first.data !== undefined && second.data !== undefined ? [first.data, second.data] : undefined,
  isPending: (first.isPending || second.isPending) && !first.isError && !second.isError,
  isError: first.isError || second.isError,
  refetch: () => Promise.all([first.refetch(), second.refetch()]),
});
