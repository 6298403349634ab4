/** A minimal GraphQL-over-HTTP client with a cookie jar, as a browser would hold it. */
export interface GraphQLResponse<T = Record<string, unknown>> {
  status: number;
  headers: Headers;
  data?: T | null;
  errors?: { message: string; path?: string[]; extensions?: Record<string, unknown> }[];
}

export class Browserish {
  cookies = new Map<string, string>();
  readonly base: string;
  readonly origin: string | undefined;

  constructor(base: string, origin?: string) {
    this.base = base;
    this.origin = origin;
  }

  get cookieHeader(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }

  #store(headers: Headers) {
    for (const line of headers.getSetCookie()) {
      const [pair] = line.split(';');
      const eq = pair!.indexOf('=');
      const name = pair!.slice(0, eq);
      const value = pair!.slice(eq + 1);
      if (!value || /Max-Age=0/i.test(line)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  async fetch(path: string, init: RequestInit = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    if (this.cookies.size) headers.set('cookie', this.cookieHeader);
    if (this.origin) headers.set('origin', this.origin);
    const res = await fetch(new URL(path, this.base), { ...init, headers, redirect: 'manual' });
    this.#store(res.headers);
    return res;
  }

  async gql<T = Record<string, unknown>>(
    query: string,
    variables?: Record<string, unknown>,
  ): Promise<GraphQLResponse<T>> {
    const res = await this.fetch('/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query, variables }),
    });
    const body = (await res.json()) as GraphQLResponse<T>;
    return { ...body, status: res.status, headers: res.headers };
  }

  async login(email: string, password: string) {
    return this.gql<{ login: { viewer: { homePath: string | null; role: string } } }>(
      'mutation Login($input: LoginInput!) { login(input: $input) { viewer { homePath role } } }',
      { input: { email, password } },
    );
  }
}
