// Global setup of the unit project: one folder per run for the CDK apps the infra tests share
// (shared-app.ts). Creating it costs nothing; the apps are synthesised on first use, so a run without
// infra tests never builds one.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Folder of this run's shared cloud assemblies (removed after the run). */
    cdkAssemblyRoot: string;
  }
}

export default function setup(project: TestProject): () => void {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'docledger-cdk-run-'));
  project.provide('cdkAssemblyRoot', root);
  return () => fs.rmSync(root, { recursive: true, force: true });
}
