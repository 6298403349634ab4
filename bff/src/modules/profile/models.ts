import { roleFromCode, type Role } from '@portal/schema';
import { UpstreamContractError } from '../../shared/errors.ts';
import type { ProfileDto } from '../../upstream/main/dto.ts';

export interface ProfileModel {
  id: string;
  firstName: string;
  lastName: string;
  username: string;
  mobile: string | null;
  role: { name: string; value: Role };
  passwordChangeable: boolean;
}

/** GET/PUT users/profile → the Profile type (the role code becomes the Role enum). */
export const toProfile = (p: ProfileDto): ProfileModel => {
  const role = roleFromCode(p.role.value);
  if (!role) throw new UpstreamContractError();
  return {
    id: p.id,
    firstName: p.firstName,
    lastName: p.lastName,
    username: p.username,
    mobile: p.mobile,
    role: { name: p.role.name, value: role },
    passwordChangeable: p.passwordChangeable,
  };
};
