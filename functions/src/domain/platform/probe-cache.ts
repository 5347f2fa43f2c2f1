// A probe result shared by every caller of one container: cached for a short time (by outcome), and
// single-flight, so N concurrent callers that find the cache empty or stale wait for one probe instead
// of starting N. Used by the public health answer (issue 7: "cheap and stable").
import { clock } from '../../platform/clock';

export interface ProbeCacheOptions<T> {
  /** The probe itself; it must not throw (fold failures into T). */
  run: () => Promise<T>;
  /** How long a result stays fresh, in ms; may depend on the result (e.g. shorter for a failure). */
  ttlMs: (result: T) => number;
  now?: () => number;
}

export interface ProbeCache<T> {
  /** The fresh cached result, or the result of the one probe in flight (started here if none). */
  get(): Promise<T>;
  /** How many probes ran (for tests and logs). */
  readonly probes: number;
}

export function createProbeCache<T>({ run, ttlMs, now = clock.now }: ProbeCacheOptions<T>): ProbeCache<T> {
  let cached: { result: T; expiresAt: number } | undefined;
  let inFlight: Promise<T> | undefined;
  let probes = 0;
  return {
    get probes() {
      return probes;
    },
    get(): Promise<T> {
      if (cached && now() < cached.expiresAt) return Promise.resolve(cached.result);
      inFlight ??= (async () => {
        probes += 1;
        try {
          const result = await run();
          cached = { result, expiresAt: now() + ttlMs(result) };
          return result;
        } finally {
          inFlight = undefined;
        }
      })();
      return inFlight;
    },
  };
}
