// npm run create-admin -- --email <e> [--first-name <f>] [--last-name <l>]
// The password is read from a hidden prompt, or from the first line of stdin when piped: never from the
// command line, where it would stay in shell history and show in `ps` (issue 7).
// Creates a verified administrator. Locally it writes to the stack `npm start` is running for the same
// DATA_DIR (its endpoints come from DATA_DIR/stack.json); with no local stack running it uses the
// environment (TABLE_NAME, KMS_KEY_ID, AWS credentials and region), i.e. the deployed table in AWS.
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import * as z from 'zod';
import { REPO_ROOT } from './repo-root';

function usage(message?: string): never {
  if (message) console.error(message);
  console.error(
    'Usage: npm run create-admin -- --email <email> [--first-name <name>] [--last-name <name>]\n' +
      'The password is asked for (hidden), or read from the first line of stdin: printf %s "$PW" | npm run create-admin -- --email …',
  );
  process.exit(2);
}

function runningLocalStackEnv(dataDir: string): Record<string, string> | null {
  const file = join(dataDir, 'stack.json');
  if (!existsSync(file)) return null;
  const info = JSON.parse(readFileSync(file, 'utf8')) as { pid?: number; env?: Record<string, string> };
  if (!info.env) return null;
  if (info.pid) {
    try {
      process.kill(info.pid, 0);
    } catch {
      return null; // a stale file from a stack that is gone
    }
  }
  return info.env;
}

/** A hidden prompt on a terminal; otherwise the first line of stdin. */
async function readPassword(): Promise<string> {
  if (!process.stdin.isTTY) {
    let text = '';
    for await (const chunk of process.stdin) text += String(chunk);
    return text.split(/\r?\n/)[0] ?? '';
  }
  const { createInterface } = await import('node:readline');
  const rl = createInterface({ input: process.stdin, output: process.stdout, terminal: true });
  // Echo nothing while the password is typed.
  (rl as unknown as { _writeToOutput: (s: string) => void })._writeToOutput = (s: string) => {
    if (s.startsWith('Password')) process.stdout.write(s);
  };
  const answer = await new Promise<string>((resolveAnswer) => rl.question('Password: ', resolveAnswer));
  rl.close();
  process.stdout.write('\n');
  return answer;
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      email: { type: 'string' },
      password: { type: 'string' },
      'first-name': { type: 'string' },
      'last-name': { type: 'string' },
    },
    strict: true,
  });
  if (values.password !== undefined)
    usage('Give the password at the prompt or on stdin, not on the command line (shell history, ps).');
  if (!values.email) usage('--email is required.');
  const password = await readPassword();
  if (!password) usage('No password given.');

  const dataDir = resolve(REPO_ROOT, process.env.DATA_DIR || '.data');
  const localEnv = runningLocalStackEnv(dataDir);
  if (localEnv) {
    Object.assign(process.env, localEnv);
    console.log(`Using the local stack of ${dataDir}`);
  } else if (process.env.TABLE_NAME && process.env.KMS_KEY_ID) {
    // The env schema of the functions also names the uploads bucket, which this script never touches.
    process.env.UPLOADS_BUCKET ||= 'not-used-by-create-admin';
    console.log(`Using table ${process.env.TABLE_NAME} in ${process.env.AWS_REGION ?? 'the default region'}`);
  } else {
    usage(
      `No local stack is running for ${dataDir} (start it with npm start), and TABLE_NAME/KMS_KEY_ID are not set for AWS.`,
    );
  }

  // Imported after the environment is in place: the functions read it once.
  const { createAdmin } = await import('../../functions/src/domain/auth/admin-bootstrap');
  try {
    const admin = await createAdmin({
      email: values.email,
      password,
      firstName: values['first-name'],
      lastName: values['last-name'],
    });
    console.log(`Created administrator ${admin.email} (${admin.userId}).`);
    console.log(
      'Sign in and enable two-factor authentication in Profile → Account Settings: admin features stay locked until then.',
    );
  } catch (error) {
    if (error instanceof z.ZodError) usage(error.issues.map((i) => i.message).join('; '));
    const details = (error as { details?: { fields?: Record<string, string[]> } }).details?.fields;
    console.error(details ? Object.values(details).flat().join('; ') : (error as Error).message);
    process.exit(1);
  }
}

void main();
