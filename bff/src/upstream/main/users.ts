import type { MainApi } from './client.ts';
import { noContent, profileDto, type ProfileDto } from './dto.ts';

export const changePassword = (api: MainApi, currentPassword: string, first: string, second: string): Promise<void> =>
  api.call({
    method: 'POST',
    url: 'users/change-password',
    data: { currentPassword, password: { first, second } },
    schema: noContent,
    fieldNames: { 'password.first': 'newPassword', 'password.second': 'confirmPassword', password: 'newPassword' },
  });

export const getProfile = (api: MainApi): Promise<ProfileDto> => api.call({ method: 'GET', url: 'users/profile', schema: profileDto });

export const updateProfile = (api: MainApi, input: { firstName: string; lastName: string; mobile: string }): Promise<ProfileDto> =>
  api.call({ method: 'PUT', url: 'users/profile', data: input, schema: profileDto, fieldNames: { mobile: 'mobile' } });
