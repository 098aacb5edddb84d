import { tagEndpoints } from '@vestibule/contract';
import { routeGroup } from '../../platform/http/routes.js';
import { scopeOf } from '../visits/visit-scope.service.js';
import { addTag, companyTags, removeTag, setVisitTags } from './tags.service.js';

export const tagRoutes = routeGroup(tagEndpoints, {
  getTags: (_input, { ctx, session }) => companyTags(ctx, session.companyId),
  addTag: (input, { ctx, session }) => addTag(ctx, session.companyId, input.tagName),
  delTag: (input, { ctx, session }) => removeTag(ctx, session.companyId, input.tid),
  updateVisitTags: (input, { ctx, session }) => setVisitTags(ctx, scopeOf(session), input.vid, input.tids),
});
