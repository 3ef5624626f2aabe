import { isSessionEndedReason, SESSION_ENDED_HEADER } from '@bhoj/contract/session-ended';
import { clearStoredUser, getStoredUser } from './auth-storage';
import { rememberSessionEnd } from './session-end';

/**
 * The one way the web app talks to the API. Paths are relative to /api/ ('restaurant/categories/').
 * Signed-in calls carry `Authorization: Token <key>`; a failed answer becomes an ApiError holding the
 * parsed JSON body ({detail}, {error} or {field: [messages]}).
 */
export const API_PREFIX = '/api/';

export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    /** HTTP status, or 0 when the server could not be reached. */
    readonly status: number,
    /** The parsed answer body (JSON when the server sent JSON, else the text). */
    readonly data: unknown,
    message: string,
  ) {
    super(message);
  }

  get isNetworkError(): boolean {
    return this.status === 0;
  }
}

export const NETWORK_ERROR_MESSAGE = 'Server is not connected';

type Query = Record<string, string | number | boolean | null | undefined>;

export type RequestOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** A plain value is sent as JSON; FormData is sent as multipart. */
  body?: unknown;
  query?: Query;
  signal?: AbortSignal;
  /** Send the stored token (default true). A few public calls are sent without it. */
  auth?: boolean;
  /** Extra request headers, e.g. `Idempotency-Key` on checkout. */
  headers?: Record<string, string>;
};

let onUnauthorized: (() => void) | null = null;

/** How a page drawn on the server (entry-server.tsx) gets an answer: the API answering in process. */
export type ServerTransport = (url: string) => Promise<{ status: number; data: unknown }>;
let serverTransport: ServerTransport | null = null;

export function setServerTransport(transport: ServerTransport): void {
  serverTransport = transport;
}

/**
 * Called after a call made with a token is answered 401: the token is no longer valid, the stored user
 * has been cleared and why the session ended remembered (lib/session-end) for the sign-in page to say. The
 * app navigates to the sign-in page. Later calls carry no token, so this cannot loop.
 */
export function setUnauthorizedHandler(handler: (() => void) | null): void {
  onUnauthorized = handler;
}

export function apiUrl(path: string, query?: Query): string {
  const url = API_PREFIX + path.replace(/^\/+/, '');
  if (!query) return url;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null) params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `${url}?${search}` : url;
}

/** The first message of an error answer: `error`, then `detail`, then the first field's first message. */
export function getErrorMessage(data: unknown): string | undefined {
  if (typeof data === 'string') return data.trim() || undefined;
  if (typeof data !== 'object' || data === null) return undefined;
  const record = data as Record<string, unknown>;
  for (const key of ['error', 'detail', 'message']) {
    if (typeof record[key] === 'string' && record[key]) return record[key];
  }
  for (const value of Object.values(record)) {
    if (typeof value === 'string' && value) return value;
    if (Array.isArray(value) && typeof value[0] === 'string') return value[0];
  }
  return undefined;
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  const text = await response.text();
  if (!text) return undefined;
  if ((response.headers.get('content-type') ?? '').includes('json')) {
    try {
      return JSON.parse(text);
    } catch {
      return text;
    }
  }
  return text;
}

export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const { method = 'GET', body, query, signal, auth = true } = options;
  if (serverTransport) {
    // The server draws what anyone may see: it asks anonymously and never writes.
    if (method !== 'GET') throw new Error(`${method} ${path} while drawing on the server`);
    const { status, data } = await serverTransport(apiUrl(path, query));
    if (status >= 200 && status < 300) return data as T;
    throw new ApiError(status, data, getErrorMessage(data) ?? `Request failed with status ${status}`);
  }
  const headers = new Headers({ ...options.headers, Accept: 'application/json' });
  const token = auth ? getStoredUser()?.token : undefined;
  if (token) headers.set('Authorization', `Token ${token}`);

  let payload: BodyInit | undefined;
  if (body instanceof FormData) {
    payload = body; // the browser sets the multipart boundary
  } else if (body !== undefined) {
    headers.set('Content-Type', 'application/json');
    payload = JSON.stringify(body);
  }

  let response: Response;
  try {
    response = await fetch(apiUrl(path, query), { method, headers, body: payload, signal });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new ApiError(0, null, NETWORK_ERROR_MESSAGE);
  }

  const data = await readBody(response);
  if (!response.ok) {
    if (response.status === 401 && token) {
      clearStoredUser();
      const reason = response.headers.get(SESSION_ENDED_HEADER);
      rememberSessionEnd(isSessionEndedReason(reason) ? reason : 'ended');
      onUnauthorized?.();
    }
    throw new ApiError(
      response.status,
      data,
      getErrorMessage(data) ?? `Request failed with status ${response.status}`,
    );
  }
  return data as T;
}

export const api = {
  get: <T>(path: string, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'GET' }),
  post: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'POST', body }),
  put: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'PUT', body }),
  patch: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'PATCH', body }),
  delete: <T = void>(path: string, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'DELETE' }),
};

/** Client errors (4xx) will answer the same on a retry; network failures and 5xx may not. */
export function isClientError(error: unknown): boolean {
  return error instanceof ApiError && error.status >= 400 && error.status < 500;
}
