import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import * as esbuild from 'esbuild';
import {
  cdkBundlingOptions,
  copyUnbundledPackagesCommands,
  esbuildOptions,
  LAMBDA_ESBUILD,
  nativeBinaryPackage,
  SOURCE_MAP_DIR,
} from '../lib/constructs/lambda-bundling';
import { FIXTURE_HANDLER } from './synth-app';

const tempDirs: string[] = [];
function tempDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'docledger-bundle-'));
  tempDirs.push(dir);
  return dir;
}
afterAll(() => {
  for (const dir of tempDirs) fs.rmSync(dir, { recursive: true, force: true });
});

function runCommands(commands: string[]): void {
  for (const command of commands) execFileSync('bash', ['-c', command]);
}

describe('Lambda bundling options', () => {
  it('gives CDK and the benchmark the same esbuild settings', () => {
    const cdk = cdkBundlingOptions('probe');
    const direct = esbuildOptions(FIXTURE_HANDLER, '/tmp/out');
    expect(cdk.forceDockerBundling).toBe(false);
    expect(cdk.target).toBe(direct.target);
    expect(cdk.format).toBe(direct.format);
    expect(cdk.minify).toBe(direct.minify);
    expect(cdk.keepNames).toBe(direct.keepNames);
    expect(cdk.mainFields).toEqual(direct.mainFields);
    expect(cdk.banner).toBe((direct.banner as { js: string }).js);
    expect(cdk.externalModules).toEqual(direct.external);
    expect(cdk.bundleAwsSDK).toBe(true);
    expect(direct.outfile).toBe('/tmp/out/index.mjs');
  });

  it('produces an ESM bundle Node can import and call', async () => {
    const outdir = tempDir();
    await esbuild.build({ ...esbuildOptions(FIXTURE_HANDLER, outdir), logLevel: 'silent' });
    const mod = (await import(pathToFileURL(path.join(outdir, LAMBDA_ESBUILD.outfile)).href)) as {
      handler: () => Promise<{ statusCode: number }>;
    };
    await expect(mod.handler()).resolves.toEqual({ statusCode: 204 });
    expect(fs.existsSync(path.join(outdir, `${LAMBDA_ESBUILD.outfile}.map`))).toBe(true);
  });

  it('moves the source map out of the shipped directory after bundling', () => {
    const outdir = tempDir();
    fs.writeFileSync(path.join(outdir, 'index.mjs'), 'export const handler = 1;');
    fs.writeFileSync(path.join(outdir, 'index.mjs.map'), '{}');
    const name = `test-${path.basename(outdir)}`;
    runCommands(cdkBundlingOptions(name).commandHooks!.afterBundling(FIXTURE_HANDLER, outdir));
    expect(fs.readdirSync(outdir)).toEqual(['index.mjs']);
    const kept = path.join(SOURCE_MAP_DIR, `${name}.mjs.map`);
    expect(fs.existsSync(kept)).toBe(true);
    fs.rmSync(kept);
  });
});

describe('unbundled packages', () => {
  it('copies a native package and its platform binary only into bundles that import it', () => {
    const withArgon = tempDir();
    fs.writeFileSync(path.join(withArgon, 'index.mjs'), 'import { hash } from "@node-rs/argon2";');
    runCommands(copyUnbundledPackagesCommands(withArgon));
    expect(fs.existsSync(path.join(withArgon, 'node_modules/@node-rs/argon2/package.json'))).toBe(true);
    const binaryDir = path.join(withArgon, 'node_modules', nativeBinaryPackage('@node-rs/argon2'));
    expect(fs.readdirSync(binaryDir).some((f) => f.endsWith('.node'))).toBe(true);

    const without = tempDir();
    fs.writeFileSync(
      path.join(without, 'index.mjs'),
      'export const handler = () => "argon2 is just a word here";',
    );
    runCommands(copyUnbundledPackagesCommands(without));
    expect(fs.existsSync(path.join(without, 'node_modules'))).toBe(false);
  });

  it('copies the installed run-time dependencies of a copied package', () => {
    const outdir = tempDir();
    fs.writeFileSync(path.join(outdir, 'index.mjs'), 'import { createWorker } from "tesseract.js";');
    runCommands(copyUnbundledPackagesCommands(outdir));
    for (const dep of ['tesseract.js', 'tesseract.js-core', 'node-fetch']) {
      expect(fs.existsSync(path.join(outdir, 'node_modules', dep, 'package.json')), dep).toBe(true);
    }
  });
});
