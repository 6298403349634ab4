import type { AuthUserDto } from '../upstream/main/dto.ts';

/** What the BFF keeps per signed-in browser; never sent to the browser. */
export interface SessionData {
  token: string;
  refreshToken: string;
  user: AuthUserDto;
  adminTools: boolean;
  features: string[];
  createdAt: number;
  /**
   * An end earlier than the absolute lifetime, when one was set: a session being handed over to
   * another host ends with its handover code unless the code moves it first (decision 051).
   */
  endsAt?: number;
}
