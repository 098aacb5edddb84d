import type { Endpoint, EndpointRequest, EndpointResponse } from '@vestibule/contract';
import type { Session } from '../auth/session.js';
import type { AppContext } from '../context.js';

/** What a handler knows about the call besides its body. */
export interface Call<E extends Endpoint = Endpoint> {
  ctx: AppContext;
  ip: string;
  userAgent: string;
  requestId: string;
  /** Present for every endpoint that is not public. */
  session: E['roles'] extends 'public' ? Session | null : Session;
}

/** A call that answers nothing (a null result) may return nothing. */
type HandlerResult<E extends Endpoint> = null extends EndpointResponse<E> ? EndpointResponse<E> | void : EndpointResponse<E>;

export type Handler<E extends Endpoint> = (
  input: EndpointRequest<E>,
  call: Call<E>,
) => Promise<HandlerResult<E>> | HandlerResult<E>;

export type HandlerTable<M extends Record<string, Endpoint>> = { [K in keyof M]: Handler<M[K]> };

/** A check every signed-in call passes before its body is read; `call` is the endpoint's name. It throws to refuse. */
export type CallGuard = (ctx: AppContext, session: Session, call: string) => Promise<void>;

export interface RouteGroup {
  endpoints: Record<string, Endpoint>;
  handlers: Record<string, Handler<Endpoint>>;
}

/** Pairs a contract area with its handlers; the compiler checks every endpoint has one. */
export const routeGroup = <M extends Record<string, Endpoint>>(endpoints: M, handlers: HandlerTable<M>): RouteGroup => ({
  endpoints,
  handlers: handlers as unknown as Record<string, Handler<Endpoint>>,
});
