import { messages } from '@portal/schema';
import { UnauthenticatedError } from '../../shared/errors.ts';
import { parse, toAppError } from '../http.ts';
import type { MainApi } from './client.ts';
import { authenticateDto, noContent, tokensDto, type AuthenticateDto, type TokensDto } from './dto.ts';

export const authenticate = async (api: MainApi, username: string, password: string): Promise<AuthenticateDto> => {
  const res = await api.raw({
    method: 'POST',
    url: 'authenticate',
    data: { username, password, function: 'login' },
    anonymous: true,
  });
  if (res.status === 401 || res.status === 400)
    throw new UnauthenticatedError('INVALID_CREDENTIALS', messages.loginFailed);
  if (res.status !== 200) throw toAppError(res);
  return parse(res, authenticateDto, 'main', 'authenticate', api.log, api.http);
};

/** Exchanges a refresh token; null when the upstream refuses it (the session is over). */
export const refreshTokens = async (api: MainApi, refreshToken: string): Promise<TokensDto | null> => {
  const res = await api.raw({
    method: 'POST',
    url: 'token/refresh',
    data: { refresh_token: refreshToken },
    anonymous: true,
  });
  if (res.status === 401 || res.status === 400 || res.status === 403) return null;
  if (res.status !== 200) throw toAppError(res);
  return parse(res, tokensDto, 'main', 'token/refresh', api.log, api.http);
};

/** 204 means the user may use the admin tools; any other answer means not. */
export const hasAdminToolAccess = async (api: MainApi): Promise<boolean> => {
  const res = await api.raw({ method: 'GET', url: 'admin/campaigns/admin-tool-access' });
  return res.status === 204;
};

export const requestPasswordReset = (api: MainApi, email: string): Promise<void> =>
  api.call({ method: 'POST', url: 'users/password/forgot', data: { email }, schema: noContent, anonymous: true });

export const resetPassword = (api: MainApi, confirmationToken: string, password: string): Promise<void> =>
  api.call({
    method: 'POST',
    url: 'users/password/reset',
    data: { confirmationToken, password },
    schema: noContent,
    anonymous: true,
    fieldNames: { confirmationToken: 'token', 'password.first': 'password', 'password.second': 'confirmPassword' },
  });
