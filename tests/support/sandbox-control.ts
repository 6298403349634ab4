/** Helpers for the sandbox's documented control endpoints (/sandbox/...). */
export const sandboxControl = (sandboxUrl: string) => {
  const post = async (path: string, body: unknown) => {
    const res = await fetch(`${sandboxUrl}/sandbox/${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    if (!res.ok) throw new Error(`sandbox ${path}: ${res.status}`);
  };
  return {
    expireTokens: (username: string) => post('tokens/expire', { username }),
    revokeTokens: (username: string) => post('tokens/revoke', { username }),
    outbox: async (to?: string) => {
      const res = await fetch(`${sandboxUrl}/sandbox/outbox${to ? `?to=${encodeURIComponent(to)}` : ''}`);
      return (await res.json()) as {
        id: number;
        to: string;
        subject: string;
        text: string;
        link: string | null;
        createdAt: string;
      }[];
    },
    calls: async () => {
      const res = await fetch(`${sandboxUrl}/sandbox/calls`);
      return (await res.json()) as { method: string; path: string; headers: Record<string, string> }[];
    },
    clearCalls: () => fetch(`${sandboxUrl}/sandbox/calls`, { method: 'DELETE' }),
  };
};
