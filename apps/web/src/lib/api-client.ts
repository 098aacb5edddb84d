import type { EndpointName, EndpointRequestInput, EndpointResponse, endpoints } from '@vestibule/contract';
import { AppError } from '@vestibule/contract/app-error';
import { loginTypes } from '@vestibule/contract/login-types';
import { callPathOf } from '@vestibule/contract/call-paths';
import type { StatusCode } from '@vestibule/contract/status-codes';
import { browser, pages } from './browser';
import { hasTranslation, loadNamespaces, translate } from './i18n';
import { clearSession, companyUserid, sessionToken, storedLoginType } from './session';
import { toast } from './toast';

/*
 * The one API client (spec section 8): every call is POST /api/<Name> with a
 * JSON body and the session token; the envelope's status decides what the
 * user sees and whether the promise resolves. It adds the signed-in company's
 * `userid` to every body, so screens never pass it.
 */

type Endpoints = typeof endpoints;
/** The server checks and removes `userid` on every signed-in call, so schemas leave it out. */
type WithUserid<T> =
  T extends Array<infer Item>
    ? Array<WithUserid<Item>>
    : T extends Record<string, never>
      ? { userid?: number }
      : T & { userid?: number };
export type RequestOf<N extends EndpointName> = WithUserid<EndpointRequestInput<Endpoints[N]>>;
export type ResultOf<N extends EndpointName> = EndpointResponse<Endpoints[N]>;

export const requestTimeoutMs = 60_000;
export const passwordExpiredDelayMs = 3_000;

const sessionEndedStatuses = new Set([27, 28, 29]);
const passwordExpiredStatus = 77;
/** Over-limit refusals that name the plan lifting the limit: 45, and addGate's 43 (decision 0033). */
const planLimitStatuses = new Set([43, 45]);

export interface CallOptions {
  /** Show a success toast: true for the generic text, or a text of the caller's own. */
  successToast?: boolean | string;
  /** Failure statuses the screen explains itself: no error toast for them (the promise still rejects). */
  quietFor?: readonly number[];
}

/** Calls an endpoint and resolves its `result`; any non-zero status rejects with AppError. */
export async function callApi<N extends EndpointName>(
  name: N,
  body?: RequestOf<N>,
  options: CallOptions = {},
): Promise<ResultOf<N>> {
  const result = await send<N>(
    name,
    JSON.stringify(withUserid(body ?? {})),
    { 'Content-Type': 'application/json' },
    options.quietFor,
  );
  if (options.successToast) {
    toast.success(typeof options.successToast === 'string' ? options.successToast : translate('common:toast.saved'));
  }
  return result;
}

/** Posts one file as multipart field `filename` (the Upload call) and resolves its URL. */
export const uploadFile = (file: File): Promise<ResultOf<'Upload'>> => sendFile('Upload', 'filename', file);

/** Refusals of a file whose reason tells what to change (its type, its size, its columns). */
const fileRefusalStatuses = new Set([21, 400, 604]);

/** A refused upload says the server's reason: the code table alone reads "Upload failed" or "Unreadable request". */
const fileRefusalText = (status: number, reason: string): string =>
  fileRefusalStatuses.has(status) && reason ? translate('common:toast.uploadRefused', { reason }) : statusText(status, reason);

/** Posts one file in a multipart body (with the endpoint's file field and any plain fields) and resolves the result. */
export async function sendFile<N extends EndpointName>(
  name: N,
  field: string,
  file: File,
  fields: Record<string, string | number> = {},
): Promise<ResultOf<N>> {
  const form = new FormData();
  for (const [key, value] of Object.entries(withUserid(fields))) form.append(key, String(value));
  form.append(field, file, file.name);
  return send<N>(name, form, {}, [], fileRefusalText);
}

/**
 * The body with the session's company id as `userid`. A caller's own `userid`
 * stays (the company an employee picks before signing in); without a session
 * nothing is added. Array bodies (setEmpWlist) carry it in each item.
 */
function withUserid<B>(body: B): B {
  const userid = sessionToken() ? companyUserid() : undefined;
  if (userid === undefined) return body;
  const add = (item: unknown) => (typeof item === 'object' && item !== null ? { userid, ...item } : item);
  return (Array.isArray(body) ? body.map(add) : add(body)) as B;
}

async function send<N extends EndpointName>(
  name: N,
  body: BodyInit,
  headers: Record<string, string>,
  quietFor: readonly number[] = [],
  failureText = statusText,
): Promise<ResultOf<N>> {
  const token = sessionToken();
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), requestTimeoutMs);
  let envelope: { status: number; result: unknown; reason?: string };
  try {
    const response = await fetch(`/api/${callPathOf(name)}`, {
      method: 'POST',
      headers: {
        ...headers,
        'X-Requested-With': 'XMLHttpRequest',
        ...(token ? { 'X-COOLVISIT-TOKEN': token } : {}),
      },
      body,
      signal: controller.signal,
    });
    envelope = await readEnvelope(response);
  } catch (error) {
    const text = controller.signal.aborted ? translate('common:toast.timeout') : errorText(error);
    toast.error(text);
    throw new Error(text, { cause: error });
  } finally {
    clearTimeout(timer);
  }
  // The one place an answer takes its endpoint's type: the server's tests check every answer against the
  // contract's response schema, and parsing it here too would load every schema with the first screen.
  if (envelope.status === 0) return (envelope.result ?? null) as ResultOf<N>;
  await loadNamespaces('codes');
  const explain = planLimitStatuses.has(envelope.status) ? await withPlanLimitText(failureText, envelope.result) : failureText;
  throw failed(envelope.status, envelope.reason ?? '', envelope.result, quietFor, explain);
}

async function readEnvelope(response: Response) {
  const parsed: unknown = await response.json().catch(() => null);
  if (typeof parsed === 'object' && parsed !== null && typeof (parsed as { status?: unknown }).status === 'number') {
    return parsed as { status: number; result: unknown; reason?: string };
  }
  throw new Error(translate('common:toast.httpFailed', { status: response.status }));
}

function failed(
  status: number,
  reason: string,
  result: unknown,
  quietFor: readonly number[],
  failureText: typeof statusText,
): AppError {
  if (sessionEndedStatuses.has(status)) {
    // The reception terminal signs in on its own page.
    const signInPage = storedLoginType() === loginTypes.reception ? pages.stage : pages.signin;
    clearSession();
    browser.goTo(signInPage);
  } else if (status === passwordExpiredStatus) {
    const forgotType = storedLoginType() === loginTypes.administrator ? 3 : 4;
    toast.error(statusText(status, reason));
    setTimeout(() => browser.goTo(pages.forgot(forgotType)), passwordExpiredDelayMs);
  } else if (!quietFor.includes(status)) {
    toast.error(failureText(status, reason));
  }
  return new AppError(status as StatusCode, reason || undefined, result);
}

/**
 * An over-limit refusal says which plan lifts the limit (with the plan's and the limit's names), else the code's
 * text. Its code and texts load with the first one: no first screen needs them.
 */
async function withPlanLimitText(failureText: typeof statusText, result: unknown): Promise<typeof statusText> {
  try {
    const [{ planLimitText }] = await Promise.all([import('./plan-limit-text'), loadNamespaces('plan')]);
    const text = planLimitText(result);
    return text === undefined ? failureText : () => text;
  } catch {
    // Its code or texts did not load (a new build, a lost connection): the code's text still tells the refusal.
    return failureText;
  }
}

/** The current language's text for a status, else the server's reason. */
export function statusText(status: number, reason: string): string {
  const key = `codes:${status}`;
  if (hasTranslation(key)) return translate(key, { reason });
  return reason || translate('common:toast.failed', { status });
}

const errorText = (error: unknown): string =>
  error instanceof Error && error.message ? error.message : translate('common:toast.networkFailed');
