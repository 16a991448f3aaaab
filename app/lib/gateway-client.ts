// The browser's one way to the gateway: GET /api?url=<target>&… or POST /api?url=<target> with a
// JSON body. Credentials are never sent; an identical call still in flight is cancelled (a filter
// clicked twice, a page left and re-entered); callers get the `data` part of the answer.

export const GATEWAY_TIMEOUT_MS = 300_000;

export class GatewayCallError extends Error {
  readonly code: number;
  readonly data: unknown;
  constructor(message: string, code: number, data: unknown = null) {
    super(message);
    this.name = 'GatewayCallError';
    this.code = code;
    this.data = data;
  }
}

type Params = Record<string, string | number | boolean | null | undefined>;
type Options = { origin?: string; timeoutMs?: number; fetch?: typeof fetch };

const inFlight = new Map<string, AbortController>();

export function gatewayUrl(target: string, params: Params = {}, origin = ''): string {
  const search = new URLSearchParams({ url: target });
  for (const [key, value] of Object.entries(params)) {
    if (value !== null && value !== undefined && value !== '') search.set(key, String(value));
  }
  return `${origin}/api?${search}`;
}

async function call<T>(method: 'GET' | 'POST', url: string, body: string | undefined, options: Options): Promise<T> {
  const key = `${method} ${url} ${body ?? ''}`;
  inFlight.get(key)?.abort(new DOMException('Replaced by an identical request', 'AbortError'));
  const controller = new AbortController();
  inFlight.set(key, controller);
  const signal = AbortSignal.any([controller.signal, AbortSignal.timeout(options.timeoutMs ?? GATEWAY_TIMEOUT_MS)]);
  try {
    const response = await (options.fetch ?? fetch)(url, {
      method,
      body,
      headers: body === undefined ? { Accept: 'application/json' } : { Accept: 'application/json', 'Content-Type': 'application/json' },
      credentials: 'omit',
      signal,
    });
    let answer: { code?: unknown; data?: unknown; msg?: unknown };
    try {
      answer = (await response.json()) as typeof answer;
    } catch {
      throw new GatewayCallError(`The server answered ${response.status} without a gateway envelope`, response.status);
    }
    const code = typeof answer.code === 'number' ? answer.code : response.status;
    if (code !== 200) throw new GatewayCallError(typeof answer.msg === 'string' ? answer.msg : 'Request failed', code, answer.data);
    return answer.data as T;
  } finally {
    if (inFlight.get(key) === controller) inFlight.delete(key);
  }
}

export function gatewayGet<T>(target: string, params: Params = {}, options: Options = {}): Promise<T> {
  return call<T>('GET', gatewayUrl(target, params, options.origin), undefined, options);
}

export function gatewayPost<T>(target: string, body: unknown, options: Options = {}): Promise<T> {
  return call<T>('POST', gatewayUrl(target, {}, options.origin), JSON.stringify(body), options);
}
