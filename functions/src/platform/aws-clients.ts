// The AWS client factory (DESIGN §6): the same SDK calls everywhere, only endpoints differ. Each
// service's client lives in its own module (./aws/…) so that a Lambda bundle carries only the SDK
// clients its handler uses (an S3, SES, KMS and SQS client in every bundle put the median route bundle
// over its 300 KB target). Clients are created on first use and reused across invocations.
import { getEnv, type Env } from './env';

export function endpointFor(
  env: Env,
  service: 'DYNAMODB' | 'S3' | 'SQS' | 'KMS' | 'SESV2',
): string | undefined {
  return env[`AWS_ENDPOINT_URL_${service}`] ?? env.AWS_ENDPOINT_URL;
}

/** The SDK's per-call logging step (`@aws-sdk/core` loggerMiddleware). */
export const SDK_LOGGER_MIDDLEWARE = 'loggerMiddleware';

/**
 * Removes the SDK's logging step. We never give the SDK a logger (ours is structured and redacts), yet
 * that step still walks every command's input and output through the "sensitive log" filter before it
 * calls the no-op logger: for a 300-row query that walk costs more than the query's own parsing
 * (profiled for issue 8). Errors still reach the caller unchanged.
 */
export function withoutSdkLogging<C extends { middlewareStack: { remove(name: string): boolean } }>(
  client: C,
): C {
  client.middlewareStack.remove(SDK_LOGGER_MIDDLEWARE);
  return client;
}

const resets: Array<() => void> = [];

/** A client made from the environment on first use, then reused until resetAwsClients. */
export function lazyClient<C>(make: (env: Env) => C): () => C {
  let client: C | undefined;
  resets.push(() => (client = undefined));
  return () => (client ??= make(getEnv()));
}

/** Forgets every client made so far (tests that change the environment). */
export function resetAwsClients(): void {
  for (const reset of resets) reset();
}
