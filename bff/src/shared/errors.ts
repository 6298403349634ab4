import { GraphQLError } from 'graphql';
import { ERROR_CODES, messages, type ErrorCode, type FieldErrors, type UnauthenticatedReason } from '@portal/schema';

/** The codes the BFF raises on purpose; anything else is masked by formatError. */
export const KNOWN_CODES: ReadonlySet<string> = new Set<string>(
  ERROR_CODES.filter((c) => c !== 'INTERNAL_SERVER_ERROR'),
);

export type { ErrorCode, UnauthenticatedReason };

export class AppError extends GraphQLError {
  constructor(code: ErrorCode, message: string, extensions: Record<string, unknown> = {}) {
    super(message, { extensions: { code, ...extensions } });
  }
}

export class BadUserInputError extends AppError {
  constructor(fieldErrors: FieldErrors, message?: string) {
    super('BAD_USER_INPUT', message ?? fieldErrors[0]?.messages[0] ?? messages.unknownError, { fieldErrors });
  }
}

export class UnauthenticatedError extends AppError {
  constructor(
    reason: UnauthenticatedReason,
    message: string = reason === 'SESSION_TIMEOUT' ? messages.sessionTimeoutTitle : 'Not signed in',
  ) {
    super('UNAUTHENTICATED', message, { reason });
  }
}

export class ForbiddenError extends AppError {
  constructor(message: string = messages.forbidden) {
    super('FORBIDDEN', message);
  }
}

/**
 * A sign-in with the right password by a user whose role and flags leave no page to land on
 * (platform spec, Login step 4): no session is made; the text is the spec's.
 */
export class NoUsablePermissionError extends AppError {
  constructor() {
    super('FORBIDDEN', messages.checkPermissions, { reason: 'NO_PERMISSIONS' });
  }
}

export class NotFoundError extends AppError {
  constructor(message: string = messages.notFound) {
    super('NOT_FOUND', message);
  }
}

export class UpstreamUnavailableError extends AppError {
  constructor(message: string = messages.upstreamUnavailable) {
    super('UPSTREAM_UNAVAILABLE', message);
  }
}

export class UpstreamContractError extends AppError {
  constructor() {
    super('UPSTREAM_CONTRACT', messages.generalSystemError);
  }
}

export class RateLimitedError extends AppError {
  constructor(retryAfterSeconds?: number) {
    super('RATE_LIMITED', messages.rateLimited, retryAfterSeconds ? { retryAfterSeconds } : {});
  }
}
