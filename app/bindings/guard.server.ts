// Every call to D1, KV, R2 and the events queue goes through a guard: it has a deadline, and a failure (an error or
// a missed deadline; for D1 not an SQL error, which is a fault of the code) becomes a
// BindingUnavailable naming the binding, which the gateway answers as a
// 503 envelope with Retry-After and a page as its degraded or error view. Without deadlines a stuck
// binding would hold a visitor's request open for as long as the runtime lets it.
//
// The same guard injects faults for the tests (docs/reliability.md): only where FAULT_INJECTION is
// "on" (never in wrangler.jsonc), the request header X-Carlog-Fault names the failures to simulate:
// `d1-error`, `d1-timeout`, `kv-error`, `kv-timeout`, `r2-error`, `r2-timeout`, `queue-error`,
// `queue-timeout`, comma-separated.

export type BindingName = 'D1' | 'KV' | 'R2' | 'Queue';
export type Fault = `${Lowercase<BindingName>}-${'error' | 'timeout'}`;

/** How long a single call may take. */
export const DEADLINE_MS: Record<BindingName, number> = { D1: 3_000, KV: 2_000, R2: 10_000, Queue: 3_000 };

export const FAULT_HEADER = 'X-Carlog-Fault';
const FAULTS = new Set<string>([
  'd1-error',
  'd1-timeout',
  'kv-error',
  'kv-timeout',
  'r2-error',
  'r2-timeout',
  'queue-error',
  'queue-timeout',
]);

export class BindingUnavailable extends Error {
  constructor(
    readonly binding: BindingName,
    /** the deadline it missed; null when it failed */
    readonly deadlineMs: number | null,
    options?: ErrorOptions,
  ) {
    super(deadlineMs === null ? `${binding} failed` : `${binding} did not answer within ${deadlineMs} ms`, options);
    this.name = 'BindingUnavailable';
  }
}

/** The BindingUnavailable behind an error (query builders wrap what the driver throws), if any. */
export function unavailableBinding(error: unknown): BindingUnavailable | null {
  for (let current = error, depth = 0; current instanceof Error && depth < 5; current = current.cause, depth++) {
    if (current instanceof BindingUnavailable) return current;
  }
  return null;
}

type GuardOptions = { faults?: ReadonlySet<Fault>; deadlines?: Partial<Record<BindingName, number>> };

/** The faults a request asks for: none unless the environment allows injection. */
export function requestedFaults(request: Request, env: object): Set<Fault> {
  if ((env as { FAULT_INJECTION?: unknown }).FAULT_INJECTION !== 'on') return new Set();
  const header = request.headers.get(FAULT_HEADER) ?? '';
  return new Set(
    header
      .split(',')
      .map((part) => part.trim().toLowerCase())
      .filter((part): part is Fault => FAULTS.has(part)),
  );
}

// one guarded copy per binding while nothing is injected, so per-binding caches (WeakMaps) keep working
const shared = new WeakMap<object, object>();

/** The environment with D1, KV, R2 and the events queue behind the guard. */
export function guardBindings(env: Env, options: GuardOptions = {}): Env {
  const faults = options.faults ?? new Set();
  const plain = faults.size === 0 && !options.deadlines;
  const once = <T extends object>(binding: T, make: (binding: T) => T): T => {
    if (!plain) return make(binding);
    let guarded = shared.get(binding) as T | undefined;
    if (!guarded) shared.set(binding, (guarded = make(binding)));
    return guarded;
  };
  const guard = (name: BindingName) => guardCall(name, faults, options.deadlines?.[name] ?? DEADLINE_MS[name]);
  return {
    ...env,
    DB: once(env.DB, (db) => guardD1(db, guard('D1'))),
    DOMAIN_CONFIG: once(env.DOMAIN_CONFIG, (kv) => guardMethods(kv, KV_CALLS, guard('KV'))),
    PHOTOS: once(env.PHOTOS, (bucket) => guardMethods(bucket, R2_CALLS, guard('R2'))),
    EVENTS: once(env.EVENTS, (queue) => guardMethods(queue, QUEUE_CALLS, guard('Queue'))),
  };
}

// what SQLite refuses because of the statement itself; BUSY, LOCKED, IOERR, FULL and the like are the
// store's condition and count as unavailable
const SQL_ERROR = /SQLITE_(ERROR|CONSTRAINT|MISMATCH|RANGE|TOOBIG|SCHEMA|AUTH)\b/;

type Guard = <T>(call: () => Promise<T>) => Promise<T>;

function guardCall(name: BindingName, faults: ReadonlySet<Fault>, deadlineMs: number): Guard {
  const prefix = name.toLowerCase();
  return async (call) => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const deadline = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new BindingUnavailable(name, deadlineMs)), deadlineMs);
    });
    try {
      if (faults.has(`${prefix}-error` as Fault)) throw new Error(`injected ${name} failure`);
      // a timeout reaches the store and loses its answer: a write is done, but the caller cannot know
      const pending = faults.has(`${prefix}-timeout` as Fault) ? call().then(() => new Promise<never>(() => {})) : call();
      return await Promise.race([pending, deadline]);
    } catch (error) {
      // a query the database refuses (no such table, a constraint) is a fault of the code: a 500
      if (error instanceof BindingUnavailable || (name === 'D1' && SQL_ERROR.test(String(error)))) throw error;
      throw new BindingUnavailable(name, null, { cause: error });
    } finally {
      clearTimeout(timer);
    }
  };
}

const STATEMENT_CALLS = new Set<PropertyKey>(['first', 'all', 'run', 'raw']);

/** D1: statements are guarded where they run; batch() gets the runtime's own statements back. */
function guardD1(db: D1Database, guard: Guard): D1Database {
  const original = new WeakMap<object, D1PreparedStatement>();
  const wrap = (statement: D1PreparedStatement): D1PreparedStatement => {
    const proxy = new Proxy(statement, {
      get(target, property) {
        const value: unknown = Reflect.get(target, property, target);
        if (typeof value !== 'function') return value;
        if (property === 'bind') return (...values: unknown[]) => wrap(target.bind(...values));
        if (STATEMENT_CALLS.has(property)) return (...args: unknown[]) => guard(() => value.apply(target, args) as Promise<unknown>);
        return value.bind(target);
      },
    });
    original.set(proxy, statement);
    return proxy;
  };
  return new Proxy(db, {
    get(target, property) {
      const value: unknown = Reflect.get(target, property, target);
      if (typeof value !== 'function') return value;
      if (property === 'prepare') return (query: string) => wrap(target.prepare(query));
      if (property === 'batch') {
        return (statements: D1PreparedStatement[]) =>
          guard(() => target.batch(statements.map((statement) => original.get(statement) ?? statement)));
      }
      if (property === 'exec' || property === 'dump')
        return (...args: unknown[]) => guard(() => value.apply(target, args) as Promise<unknown>);
      return value.bind(target);
    },
  });
}

const KV_CALLS = new Set<PropertyKey>(['get', 'getWithMetadata', 'put', 'delete', 'list']);
const R2_CALLS = new Set<PropertyKey>(['head', 'get', 'put', 'delete', 'list', 'createMultipartUpload']);
const QUEUE_CALLS = new Set<PropertyKey>(['send', 'sendBatch']);

/** KV, R2 and queues: the methods that reach the store are guarded. */
function guardMethods<T extends object>(binding: T, calls: ReadonlySet<PropertyKey>, guard: Guard): T {
  return new Proxy(binding, {
    get(target, property) {
      const value: unknown = Reflect.get(target, property, target);
      if (typeof value !== 'function') return value;
      if (!calls.has(property)) return value.bind(target);
      return (...args: unknown[]) => guard(async () => (value as (...a: unknown[]) => unknown).apply(target, args));
    },
  });
}
