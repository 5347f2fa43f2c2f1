// The functions' configuration, parsed once with zod (DESIGN §10): a missing or malformed variable
// fails fast with a message naming it, instead of surfacing later as an odd AWS error.
import * as z from 'zod';

const optionalUrl = z.preprocess((v) => (v === '' ? undefined : v), z.string().url().optional());

const envSchema = z.object({
  AWS_REGION: z.string().min(1).default('us-east-1'),
  AWS_ENDPOINT_URL: optionalUrl,
  AWS_ENDPOINT_URL_DYNAMODB: optionalUrl,
  AWS_ENDPOINT_URL_S3: optionalUrl,
  AWS_ENDPOINT_URL_SQS: optionalUrl,
  AWS_ENDPOINT_URL_KMS: optionalUrl,
  AWS_ENDPOINT_URL_SESV2: optionalUrl,
  TABLE_NAME: z.string().min(1),
  UPLOADS_BUCKET: z.string().min(1),
  EXTRACTION_QUEUE_URL: optionalUrl,
  WEBHOOK_QUEUE_URL: optionalUrl,
  /** The dead-letter queues behind them: their depth is sampled for the admin stats (decision 145). */
  EXTRACTION_DLQ_URL: optionalUrl,
  WEBHOOK_DLQ_URL: optionalUrl,
  KMS_KEY_ID: z.string().min(1),
  MAIL_FROM: z.string().min(3).default('DocLedger <no-reply@docledger.local>'),
  MAIL_OUTBOX_DIR: z.string().min(1).optional(),
  PUBLIC_URL: z.string().url().default('http://localhost:3000'),
  ALLOWED_ORIGINS: z.string().optional(),
  LOG_LEVEL: z.enum(['debug', 'info', 'warn', 'error', 'silent']).default('info'),
  APP_VERSION: z.string().default('0.0.0-local'),
  /** Cloudflare Turnstile: with a secret, uploads need a verified token; without, the widget is hidden. */
  TURNSTILE_SECRET_KEY: z.preprocess((v) => (v === '' ? undefined : v), z.string().optional()),
  TURNSTILE_SITE_KEY: z.preprocess((v) => (v === '' ? undefined : v), z.string().optional()),
  /** Extraction engine: local (offline), claude, or auto (local, Claude when unsure). */
  EXTRACTOR: z.enum(['local', 'claude', 'auto']).default('auto'),
  ANTHROPIC_API_KEY: z.preprocess((v) => (v === '' ? undefined : v), z.string().optional()),
  /** In AWS the key comes from Secrets Manager by ARN (never a plain environment value). */
  ANTHROPIC_API_KEY_SECRET_ARN: z.preprocess((v) => (v === '' ? undefined : v), z.string().optional()),
  ANTHROPIC_MODEL: z.preprocess((v) => (v === '' ? undefined : v), z.string().optional()),
  /**
   * Webhook targets on loopback (127.0.0.0/8, ::1) are allowed only when running locally: the local
   * stack sets this; in AWS it stays false and private, loopback and link-local targets are refused.
   */
  WEBHOOK_ALLOW_LOOPBACK: z.enum(['true', 'false']).default('false'),
  /** Base of the webhook retry backoff (seconds): attempt n waits base × 4^(n-1), capped by SQS at 12 h. */
  WEBHOOK_RETRY_BASE_SECONDS: z.coerce.number().int().min(0).max(900).default(30),
  /** VisitorID (visitor identification service) server API: key, base URL and webhook secret. */
  VISITORID_API_KEY: z.preprocess((v) => (v === '' ? undefined : v), z.string().optional()),
  VISITORID_API_URL: optionalUrl,
  VISITORID_WEBHOOK_SECRET: z.preprocess((v) => (v === '' ? undefined : v), z.string().optional()),
  /**
   * The payment provider's webhook signing secret (decision 082): a plain value locally; in AWS the
   * secret comes from Secrets Manager by ARN (never a plain environment value). Neither: the webhook
   * answers 503.
   */
  BILLING_WEBHOOK_SECRET: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.string().min(16, 'must be at least 16 characters').optional(),
  ),
  BILLING_WEBHOOK_SECRET_ARN: z.preprocess((v) => (v === '' ? undefined : v), z.string().optional()),
  /** The payment provider's API (Stripe-compatible) for free-month credits on invoices (decision 085). */
  BILLING_API_URL: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.string().url().default('https://api.stripe.com'),
  ),
  BILLING_API_KEY: z.preprocess((v) => (v === '' ? undefined : v), z.string().optional()),
  BILLING_API_KEY_SECRET_ARN: z.preprocess((v) => (v === '' ? undefined : v), z.string().optional()),
});

export type Env = z.infer<typeof envSchema> & { allowedOrigins: string[] };

export function parseEnv(source: Record<string, string | undefined>): Env {
  const result = envSchema.safeParse(source);
  if (!result.success) {
    const problems = result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid environment configuration: ${problems}`);
  }
  const env = result.data;
  const allowedOrigins = (env.ALLOWED_ORIGINS ?? env.PUBLIC_URL)
    .split(',')
    .map((o) => o.trim().replace(/\/$/, ''))
    .filter(Boolean);
  return { ...env, allowedOrigins };
}

let cached: Env | undefined;

/** The process environment, parsed on first use (tests and the local stack set it before that). */
export function getEnv(): Env {
  cached ??= parseEnv(process.env);
  return cached;
}

/** For tests and the local stack after they change process.env. */
export function resetEnvCache(): void {
  cached = undefined;
}
