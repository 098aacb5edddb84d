import { type StatusCode, statusReasons } from './status-codes.js';

/** The one error type of the API, shared by server and client. */
export class AppError extends Error {
  constructor(
    readonly status: StatusCode,
    reason?: string,
    readonly result: unknown = null,
  ) {
    super(reason ?? statusReasons[status]);
    this.name = 'AppError';
  }
}

export const isAppError = (error: unknown): error is AppError => error instanceof AppError;
