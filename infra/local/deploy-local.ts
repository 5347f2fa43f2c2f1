// `npm run deploy:local`: deploys the CDK app to a LocalStack already running on localhost:4566.
// The same stacks as `npm run deploy`; only the endpoint and the (dummy) credentials differ.
// Extra arguments are passed to `cdk deploy` (e.g. `npm run deploy:local -- DocLedgerApi`).
import { spawnSync } from 'node:child_process';
import { REPO_ROOT } from './repo-root';

const ENDPOINT = process.env.LOCALSTACK_ENDPOINT ?? 'http://localhost:4566';
const ACCOUNT = '000000000000';
const REGION = process.env.AWS_REGION ?? 'us-east-1';

async function localStackIsUp(): Promise<boolean> {
  try {
    const response = await fetch(`${ENDPOINT}/_localstack/health`, { signal: AbortSignal.timeout(3_000) });
    return response.ok;
  } catch {
    return false;
  }
}

function cdk(args: string[], env: NodeJS.ProcessEnv): void {
  console.log(`$ cdk ${args.join(' ')}`);
  const result = spawnSync('npx', ['cdk', ...args], { cwd: REPO_ROOT, stdio: 'inherit', env });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

async function main(): Promise<void> {
  if (!(await localStackIsUp())) {
    console.error(
      `No LocalStack answers at ${ENDPOINT}. Start one first, e.g.\n` +
        '  docker run --rm -p 4566:4566 localstack/localstack\n' +
        'then run `npm run deploy:local` again (LOCALSTACK_ENDPOINT overrides the address).',
    );
    process.exit(1);
  }
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    AWS_ENDPOINT_URL: ENDPOINT,
    // Asset uploads use virtual-hosted S3 names that LocalStack's public DNS resolves to 127.0.0.1.
    AWS_ENDPOINT_URL_S3: ENDPOINT.replace('//localhost', '//s3.localhost.localstack.cloud'),
    AWS_ACCESS_KEY_ID: 'test',
    AWS_SECRET_ACCESS_KEY: 'test',
    AWS_REGION: REGION,
    AWS_DEFAULT_REGION: REGION,
    CDK_DEFAULT_ACCOUNT: ACCOUNT,
    CDK_DEFAULT_REGION: REGION,
  };
  delete env.AWS_PROFILE;
  delete env.AWS_SESSION_TOKEN;
  // Bootstrapping is idempotent; a fresh LocalStack has no CDK toolkit stack.
  cdk(['bootstrap', `aws://${ACCOUNT}/${REGION}`], env);
  cdk(['deploy', '--all', '--require-approval', 'never', ...process.argv.slice(2)], env);
}

void main();
