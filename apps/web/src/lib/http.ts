/**
 * The wire under the two request helpers: one request with a timeout over `fetch`, the answer's
 * status and body (JSON when it parses, else the text). Each helper owns an HttpClient whose
 * adapter tests may swap to answer from a real server or to drop the network.
 */

/** One request as it leaves: the URL with its query string, and a form body for POST/PUT. */
export interface HttpRequest {
  method: string;
  url: string;
  data?: string;
  headers: Record<string, string>;
  /** Milliseconds before the call is given up (HttpError ETIMEDOUT); 0 waits as long as it takes. */
  timeout: number;
}

export interface HttpResponse {
  status: number;
  data: unknown;
}

export type HttpAdapter = (request: HttpRequest) => Promise<HttpResponse>;

export type HttpErrorCode = "ETIMEDOUT" | "ERR_NETWORK";

/** No answer: the call timed out or the network failed. */
export class HttpError extends Error {
  constructor(
    message: string,
    readonly code: HttpErrorCode,
  ) {
    super(message);
    this.name = "HttpError";
  }
}

export interface HttpClient {
  timeout: number;
  adapter: HttpAdapter;
}

function parseBody(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** Sends the request with fetch; any HTTP status is an answer, only a timeout or a failure throws. */
export const fetchAdapter: HttpAdapter = async (request) => {
  const controller = new AbortController();
  const timer = request.timeout > 0 ? setTimeout(() => controller.abort(), request.timeout) : undefined;
  try {
    const response = await fetch(request.url, {
      method: request.method,
      headers: request.headers,
      body: request.data,
      signal: controller.signal,
    });
    return { status: response.status, data: parseBody(await response.text()) };
  } catch (error) {
    if (controller.signal.aborted)
      throw new HttpError(`timeout of ${request.timeout}ms exceeded`, "ETIMEDOUT");
    throw new HttpError(error instanceof Error ? error.message : "Network Error", "ERR_NETWORK");
  } finally {
    clearTimeout(timer);
  }
};

export function createHttp(timeout: number): HttpClient {
  return { timeout, adapter: fetchAdapter };
}
