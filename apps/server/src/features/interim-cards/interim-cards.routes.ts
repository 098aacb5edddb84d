import { interimCardEndpoints } from '@vestibule/contract';
import { routeGroup } from '../../platform/http/routes.js';
import {
  addInterimCard,
  interimCardList,
  issueInterimCard,
  refuseInterimCard,
  returnInterimCard,
} from './interim-cards.service.js';

export const interimCardRoutes = routeGroup(interimCardEndpoints, {
  getInterimCard: (input, { ctx, session }) => interimCardList(ctx, session, input),
  addInterimCard: (input, { ctx, session }) => addInterimCard(ctx, session, input),
  issueInterimCard: (input, { ctx, session }) => issueInterimCard(ctx, session, input),
  returnInterimCard: (input, { ctx, session }) => returnInterimCard(ctx, session, input),
  refuseInterimCard: (input, { ctx, session }) => refuseInterimCard(ctx, session, input),
});
