// Which argon2 cost the process uses (configuration, parsed once with zod like env.ts; kept apart from
// env.ts so hashing works without the AWS contract, e.g. in unit tests and scripts).
//
// `production` (the default) is the cost of DESIGN §8 and passwords.ts. `test` is a cheap cost that only
// the test suites set (vitest config and the integration namespaces): thousands of test users would
// otherwise spend minutes in memory-hard hashing. It is refused inside Lambda, so a mistaken variable
// can never weaken deployed password storage; hashes record their own parameters, so a hash made at
// either cost verifies at both.
import * as z from 'zod';

const schema = z.object({
  PASSWORD_HASH_PROFILE: z.enum(['production', 'test']).default('production'),
  AWS_LAMBDA_FUNCTION_NAME: z.string().optional(),
});

export type HashProfile = 'production' | 'test';

export function parseHashProfile(source: Record<string, string | undefined>): HashProfile {
  const result = schema.safeParse(source);
  if (!result.success) {
    const problems = result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid environment configuration: ${problems}`);
  }
  const { PASSWORD_HASH_PROFILE: profile, AWS_LAMBDA_FUNCTION_NAME: lambda } = result.data;
  if (profile === 'test' && lambda) {
    throw new Error('Invalid environment configuration: PASSWORD_HASH_PROFILE=test is for test runs only');
  }
  return profile;
}

let cached: HashProfile | undefined;

/** The process's hash profile, parsed on first use. */
export function hashProfile(): HashProfile {
  cached ??= parseHashProfile(process.env);
  return cached;
}

/** For tests that change process.env. */
export function resetHashProfileCache(): void {
  cached = undefined;
}
