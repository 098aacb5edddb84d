import type { z } from 'zod';

/**
 * The kinds of signed-in subject (ARCHITECTURE.md section 4). A deputy is a
 * manager account (logistics manager or sub-administrator) acting for the
 * company within its modules (deputy-rights.ts).
 */
export const subjectKinds = ['manager', 'deputy', 'hq', 'subaccount', 'super', 'employee', 'reception'] as const;
export type SubjectKind = (typeof subjectKinds)[number];

/** Who may call: signed-in kinds, or anyone. */
export type Audience = readonly SubjectKind[] | 'public';

/** Per-IP limits for calls that can be abused (sign-in, captcha, SMS, a door reader's wrong secrets). */
export type RateLimitBucket = 'signin' | 'captcha' | 'sms' | 'device';

export interface Endpoint<Req extends z.ZodType = z.ZodType, Res extends z.ZodType = z.ZodType, A extends Audience = Audience> {
  /** One line for the API documentation. */
  summary: string;
  roles: A;
  request: Req;
  response: Res;
  rateLimit?: RateLimitBucket;
  /** Calls whose password field the legacy edge must unscramble (api-facts 2.2). */
  legacyScrambledPassword?: string;
  /** The body is multipart/form-data with one file in this field. */
  multipartFile?: string;
  /** The file (the form's last part) reaches the handler unread, as a stream, and the call runs outside a transaction. */
  streamedFile?: boolean;
  /** Reads only: answered outside a transaction. Every other call runs as one unit of work. */
  readOnly?: boolean;
  /**
   * The call spends long on work other than SQL (checking faces in pictures): it runs outside a transaction and
   * its service opens a unit of work for its writes, so that SQLite's one connection is not held meanwhile.
   */
  outsideTransaction?: boolean;
  /**
   * Two entries may serve one call name for two audiences (resetEmpPwd: an Administrator's
   * empids, or a phone with its SMS code). `path` is the shared call name; `selectedBy` tells
   * from the body which entry answers, so no handler decides who the caller is.
   */
  path?: string;
  selectedBy?: (body: unknown) => boolean;
}

export type EndpointRequest<E extends Endpoint> = z.output<E['request']>;
export type EndpointRequestInput<E extends Endpoint> = z.input<E['request']>;
export type EndpointResponse<E extends Endpoint> = z.output<E['response']>;

/** Declares one endpoint; the identity function keeps the literal types. */
export const endpoint = <Req extends z.ZodType, Res extends z.ZodType, const A extends Audience>(
  definition: Endpoint<Req, Res, A>,
) => definition;

export const adminOnly = ['manager'] as const satisfies Audience;
export const anySignedIn = subjectKinds;
/** Everyone who signs in to one company; a super account reads only counts across its companies. */
export const companyMembers = ['manager', 'deputy', 'hq', 'subaccount', 'employee', 'reception'] as const satisfies Audience;

/** A large file received in a multipart body, read as it arrives; the handler limits its size. */
export interface StreamedFile {
  filename: string;
  mimetype: string;
  stream: AsyncIterable<Uint8Array>;
}

/** A file received in a multipart body. */
export interface UploadedFile {
  filename: string;
  mimetype: string;
  data: Uint8Array;
}
