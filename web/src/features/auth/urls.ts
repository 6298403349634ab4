export const loginPath = '/login';
export const forgotPasswordPath = '/forgot-password';

export const sessionTimeoutLoginPath = `${loginPath}?session=timeout`;

export interface LoginParams {
  sessionTimedOut: boolean;
  requestDenied: boolean;
}

export const readLoginParams = (params: URLSearchParams): LoginParams => {
  const reason = params.get('reason');
  return {
    sessionTimedOut: params.get('session') === 'timeout',
    requestDenied: reason !== null && reason !== 'success',
  };
};

export const withoutSessionParam = (params: URLSearchParams): URLSearchParams => {
  const next = new URLSearchParams(params);
  next.delete('session');
  return next;
};
