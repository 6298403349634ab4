export const loginPath = '/login';
export const forgotPasswordPath = '/forgot-password';

export const sessionTimeoutLoginPath = `${loginPath}?session=timeout`;

export interface LoginParams {
  sessionTimedOut: boolean;
  requestDenied: boolean;
  /** A session handover to this host was refused (the BFF's `GET /handover`, decision 023). */
  handoverFailed: boolean;
}

export const readLoginParams = (params: URLSearchParams): LoginParams => {
  const reason = params.get('reason');
  return {
    sessionTimedOut: params.get('session') === 'timeout',
    requestDenied: reason !== null && reason !== 'success',
    handoverFailed: params.get('handover') === 'failed',
  };
};

export const withoutSessionParam = (params: URLSearchParams): URLSearchParams => {
  const next = new URLSearchParams(params);
  next.delete('session');
  return next;
};
