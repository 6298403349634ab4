/** Today's date as YYYY-MM-DD (UTC), the form the upstream's date rules compare against. */
export const today = (): string => new Date().toISOString().slice(0, 10);
