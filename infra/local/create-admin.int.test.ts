import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useLocalStack, type ProvidedLocalStack } from './test-env';
import { REPO_ROOT } from './repo-root';

const run = promisify(execFile);
let stack: ProvidedLocalStack;
let dataDir: string;

beforeAll(() => {
  stack = useLocalStack();
  // What `npm start` leaves for other commands: the running stack's endpoints, keyed by its pid.
  dataDir = mkdtempSync(join(tmpdir(), 'docledger-admin-'));
  writeFileSync(join(dataDir, 'stack.json'), JSON.stringify({ pid: process.pid, env: stack.env }));
});
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

/** The password goes in on stdin, never on the command line (issue 7: ps and shell history). */
function createAdmin(args: string[], password = 'Admin-Bootstrap-Pass-9') {
  const running = run('npx', ['tsx', 'infra/local/create-admin.ts', ...args], {
    cwd: REPO_ROOT,
    env: { ...process.env, DATA_DIR: dataDir, TABLE_NAME: '', KMS_KEY_ID: '' },
    timeout: 120_000,
  });
  running.child.stdin!.end(`${password}\n`);
  return running;
}

describe('npm run create-admin (local stack)', () => {
  it('creates a verified admin who can sign in at once, with two-factor still off', async () => {
    const email = `admin-${Date.now()}@example.com`;
    const password = 'Admin-Bootstrap-Pass-9';
    const { stdout } = await createAdmin(['--email', email], password);
    expect(stdout).toContain(`Created administrator ${email}`);
    expect(stdout).toMatch(/two-factor/);

    const login = await fetch(`${stack.urls.app}/api/auth/login`, {
      method: 'POST',
      headers: { origin: stack.env.PUBLIC_URL!, 'content-type': 'application/json' },
      body: JSON.stringify({ email, password }),
    });
    expect(login.status).toBe(200);
    expect(((await login.json()) as { user: unknown }).user).toMatchObject({ userRole: 'admin' });
    const cookie = login.headers.getSetCookie()[0]!.split(';')[0]!;
    const me = await (await fetch(`${stack.urls.app}/api/auth/me`, { headers: { cookie } })).json();
    expect(me).toMatchObject({ email, userRole: 'admin', twoFactorEnabled: false });
    const keys = await (
      await fetch(`${stack.urls.app}/api/encryption/keys/usage`, { headers: { cookie } })
    ).json();
    expect(keys).toHaveLength(1);
  });

  // Three runs of the script (tsx start + RSA-4096 each): slow on a loaded 2-core machine.
  it(
    'refuses a second account for the same address and a common password',
    { timeout: 300_000 },
    async () => {
      const email = `admin2-${Date.now()}@example.com`;
      await createAdmin(['--email', email]);
      await expect(createAdmin(['--email', email])).rejects.toMatchObject({
        stderr: expect.stringMatching(/already exists/),
      });
      await expect(createAdmin(['--email', `x${email}`], 'password123')).rejects.toMatchObject({
        stderr: expect.stringMatching(/too common/),
      });
    },
  );

  it('refuses a password on the command line', async () => {
    await expect(
      createAdmin(['--email', 'a@example.com', '--password', 'Admin-Bootstrap-Pass-9']),
    ).rejects.toMatchObject({ stderr: expect.stringMatching(/not on the command line/) });
  });

  it('explains what is missing without a running stack or AWS settings', async () => {
    rmSync(join(dataDir, 'stack.json'));
    await expect(createAdmin(['--email', 'a@example.com'])).rejects.toMatchObject({
      stderr: expect.stringMatching(/No local stack is running/),
    });
  });
});
