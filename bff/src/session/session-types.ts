import type { AuthUserDto } from '../upstream/main/dto.ts';

/** What the BFF keeps per signed-in browser; never sent to the browser. */
export interface SessionData {
  token: string;
  refreshToken: string;
  user: AuthUserDto;
  adminTools: boolean;
  features: string[];
  createdAt: number;
}
