// Structured JSON logs with the request id. Keys that may hold secrets or personal data are redacted
// before anything is written (DESIGN §8: secrets and personal data never appear in logs).
type Level = 'debug' | 'info' | 'warn' | 'error';
const ORDER: Record<Level | 'silent', number> = { debug: 10, info: 20, warn: 30, error: 40, silent: 99 };

const REDACT =
  /pass(word)?|secret|token|cookie|authorization|totp|code|ssn|ein|tin|account.?number|routing|private|email|phone|address|name|key/i;

export function redact(value: unknown, depth = 0): unknown {
  if (depth > 6 || value === null || typeof value !== 'object') return value;
  if (value instanceof Error) return { name: value.name, message: value.message, stack: value.stack };
  if (Array.isArray(value)) return value.map((v) => redact(v, depth + 1));
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value)) {
    out[k] =
      REDACT.test(k) && !/^(requestId|routeId|keyId|name)$/.test(k) ? '[redacted]' : redact(v, depth + 1);
  }
  return out;
}

export interface Logger {
  debug(msg: string, data?: Record<string, unknown>): void;
  info(msg: string, data?: Record<string, unknown>): void;
  warn(msg: string, data?: Record<string, unknown>): void;
  error(msg: string, data?: Record<string, unknown>): void;
  child(context: Record<string, unknown>): Logger;
}

export function createLogger(context: Record<string, unknown> = {}, level?: Level | 'silent'): Logger {
  const min = ORDER[level ?? (process.env.LOG_LEVEL as Level | undefined) ?? 'info'] ?? ORDER.info;
  const write = (lvl: Level, msg: string, data?: Record<string, unknown>) => {
    if (ORDER[lvl] < min) return;
    const line = JSON.stringify({
      level: lvl,
      time: new Date().toISOString(),
      msg,
      ...context,
      ...(redact(data ?? {}) as object),
    });
    (lvl === 'error' || lvl === 'warn' ? process.stderr : process.stdout).write(line + '\n');
  };
  return {
    debug: (m, d) => write('debug', m, d),
    info: (m, d) => write('info', m, d),
    warn: (m, d) => write('warn', m, d),
    error: (m, d) => write('error', m, d),
    child: (c) => createLogger({ ...context, ...c }, level),
  };
}

export const logger = createLogger();
