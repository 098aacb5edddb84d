import type { VisitorTag } from '@vestibule/contract/entities/visitor-tag';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { useRefreshApi } from '../../../lib/api-query';

// The tags are read through lib/visitor-tags, which the visit list shares; the lists of visits show them too.
const useRefreshTags = () => useRefreshApi('getTags', 'SearchVisitByConditionPage', 'GetVisitorByVid');

/** Adds a visitor tag; the screen explains 30 (name taken) and 31 (thirty already) itself. */
export function useAddTag() {
  const refresh = useRefreshTags();
  return useMutation({
    mutationFn: (tagName: string) => callApi('addTag', { tagName }, { successToast: true, quietFor: [30, 31] }),
    onSuccess: refresh,
  });
}

/** Removes a visitor tag, and with it the tag from every visit. */
export function useRemoveTag() {
  const refresh = useRefreshTags();
  return useMutation({
    mutationFn: (tag: VisitorTag) => callApi('delTag', { tid: tag.tid }, { successToast: true }),
    onSuccess: refresh,
  });
}
