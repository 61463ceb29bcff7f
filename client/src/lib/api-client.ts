/**
 * The one way the client talks to the API (docs/product.md, Talking to the server): cookies always travel, JSON in and out,
 * and every non-ok answer becomes an ApiError carrying the status, the server's message and any
 * per-field errors, so forms can put them on the right field.
 */

export class ApiError extends Error {
  readonly status: number;
  readonly fieldErrors: Readonly<Record<string, string>>;
  /** The whole error body, for the few answers that say more than {message, errors} (mfaRequired). */
  readonly body: Readonly<Record<string, unknown>>;

  constructor(status: number, message: string, fieldErrors: Record<string, string> = {}, body: Record<string, unknown> = {}) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.fieldErrors = fieldErrors;
    this.body = body;
  }
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

function isRecordOfStrings(value: unknown): value is Record<string, string> {
  return (
    typeof value === 'object' &&
    value !== null &&
    Object.values(value).every((v) => typeof v === 'string')
  );
}

/** Reads the {message, errors?} error body; falls back to 'status: body text' (docs/product.md, Talking to the server). */
async function toApiError(response: Response): Promise<ApiError> {
  const text = await response.text().catch(() => '');
  try {
    const parsed: unknown = JSON.parse(text);
    if (typeof parsed === 'object' && parsed !== null && 'message' in parsed && typeof parsed.message === 'string') {
      const errors = 'errors' in parsed && isRecordOfStrings(parsed.errors) ? parsed.errors : {};
      return new ApiError(response.status, parsed.message, errors, parsed as Record<string, unknown>);
    }
  } catch {
    // Not JSON (a proxy page, an empty body): use the generic form below.
  }
  return new ApiError(response.status, `${response.status}: ${text || response.statusText}`);
}

export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const { method = 'GET', body, headers = {}, signal } = options;
  const hasBody = body !== undefined;
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      credentials: 'include',
      // The content type goes only with a body (the server also takes an empty JSON body as none).
      headers: { Accept: 'application/json', ...(hasBody ? { 'Content-Type': 'application/json' } : {}), ...headers },
      body: hasBody ? JSON.stringify(body) : null,
      signal: signal ?? null,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, 'Could not reach the server. Please check your connection and try again.');
  }
  if (!response.ok) throw await toApiError(response);
  if (response.status === 204) return undefined as T;
  const text = await response.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

export const api = {
  get: <T>(path: string, options?: Omit<RequestOptions, 'method' | 'body'>) => apiRequest<T>(path, { ...options, method: 'GET' }),
  post: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'POST', body }),
  put: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'PUT', body }),
  delete: <T>(path: string, options?: Omit<RequestOptions, 'method' | 'body'>) => apiRequest<T>(path, { ...options, method: 'DELETE' }),
};
