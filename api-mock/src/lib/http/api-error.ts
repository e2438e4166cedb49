import type { ApiError, ErrorCode } from '@forest-city/api-contract';

/** A client error with the status, code and message the API answers (never a stack trace). */
export class ApiHttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    message: string,
  ) {
    super(message);
  }
}

export const errorBody = (code: ErrorCode, message: string): ApiError => ({ error: { code, message } });
