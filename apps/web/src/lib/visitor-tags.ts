import { Status } from '@vestibule/contract/status-codes';
import { useQuery } from '@tanstack/react-query';
import { apiQueryOptions } from './api-query';

/**
 * The company's visitor tags (getTags), which the tag settings, the visit list's filter and a visit's labels share.
 * A session that may not list them (610) gets none, quietly: the screens then offer no tags.
 */
export const useVisitorTags = () =>
  useQuery({ ...apiQueryOptions('getTags', {}, { quietFor: [Status.noPermission] }), retry: false });
