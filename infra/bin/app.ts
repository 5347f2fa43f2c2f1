// CDK entry point (cdk.json: `npx tsx infra/bin/app.ts`). Everything is generated from the route
// table and the worker handlers present in the tree; settings come from CDK context (app-config.ts).
import { App } from 'aws-cdk-lib';
import { routes } from '@docledger/shared/api/routes';
import { readAppConfig } from '../lib/app-config';
import { buildDocLedgerApp } from '../lib/docledger-app';
import { existingWorkerEntries } from '../lib/constructs/event-workers';

const app = new App();
buildDocLedgerApp(app, {
  config: readAppConfig(app.node),
  routes,
  workerEntries: existingWorkerEntries(),
  // Region and account come from the deploying profile; synth stays environment-agnostic offline.
  env:
    process.env.CDK_DEFAULT_ACCOUNT && process.env.CDK_DEFAULT_REGION
      ? { account: process.env.CDK_DEFAULT_ACCOUNT, region: process.env.CDK_DEFAULT_REGION }
      : undefined,
});
app.synth();
