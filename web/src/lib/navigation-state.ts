/** Navigation state marking a move forced by the end of the session (logout, timeout, 403): never held back. */
export const sessionEndedState = { sessionEnded: true } as const;

export const isSessionEnded = (state: unknown): boolean =>
  typeof state === 'object' && state !== null && 'sessionEnded' in state && state.sessionEnded === true;
