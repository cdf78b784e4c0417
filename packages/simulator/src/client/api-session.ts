// A signed-in user's session against the API (docs/product.md section 4 login), for the importers'
// set-up calls: creating locations and rotating their API keys.
import { encryptPassword } from '@footfall/core';
import { requestJson, type JsonRequest } from './http';

export class ApiSession {
  private readonly baseUrl: string;
  constructor(
    baseUrl: string,
    readonly token: string,
  ) {
    this.baseUrl = baseUrl.replace(/\/+$/, '');
  }

  /** `path` is relative to /api, e.g. `/v1/locations` or `/system/myprofile`. */
  get<T>(path: string): Promise<T> {
    return this.send<T>('GET', path);
  }

  post<T>(path: string, body: unknown): Promise<T> {
    return this.send<T>('POST', path, body);
  }

  put<T>(path: string, body: unknown): Promise<T> {
    return this.send<T>('PUT', path, body);
  }

  /** Issues a new API key for the location; the old one stops working at once. */
  async rotateApiKey(locationId: number | string): Promise<string> {
    const data = await this.put<{ api_key: string | null }>(
      `/system/locations/${encodeURIComponent(String(locationId))}/api-key`,
      { api_key: 'new' },
    );
    if (!data.api_key) throw new Error(`The server returned no API key for location ${locationId}`);
    return data.api_key;
  }

  private async send<T>(method: JsonRequest['method'], path: string, body?: unknown): Promise<T> {
    const relative = path.startsWith('/api/')
      ? path
      : `/api${path.startsWith('/') ? '' : '/'}${path}`;
    return (await requestJson({
      method,
      url: `${this.baseUrl}${relative}`,
      token: this.token,
      body,
    })) as T;
  }
}

/** The two-step login of the web app: ask for a token key, then send the encrypted password. */
export async function login(baseUrl: string, email: string, password: string): Promise<ApiSession> {
  const origin = baseUrl.replace(/\/+$/, '');
  const step1 = (await requestJson({
    method: 'POST',
    url: `${origin}/login`,
    body: { user_name: email },
  })) as { token_auth: string; token_key: string };
  const user_pwde = await encryptPassword(password, step1.token_key);
  const step2 = (await requestJson({
    method: 'POST',
    url: `${origin}/login`,
    body: { user_pwde, token_auth: step1.token_auth },
  })) as { access_token: string };
  return new ApiSession(origin, step2.access_token);
}
