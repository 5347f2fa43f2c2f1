import fs from 'node:fs';
import { App } from 'aws-cdk-lib';
import { routes } from '@docledger/shared/api/routes';
import { readAppConfig } from '../lib/app-config';
import { buildDocLedgerApp } from '../lib/docledger-app';
const ctx = JSON.parse(fs.readFileSync('cdk.json', 'utf8')).context;
const app = new App({ outdir: '/tmp/cdkw/out', context: { ...ctx, 'aws:cdk:bundling-stacks': [] } });
buildDocLedgerApp(app, {
  config: readAppConfig(app.node),
  routes,
  handlerEntry: () => new URL('../test/fixtures/route-handler.ts', import.meta.url).pathname,
  workerEntries: { extractDocument: new URL('../test/fixtures/route-handler.ts', import.meta.url).pathname },
});
try {
  app.synth();
  console.log('ok');
} catch (e) {
  console.log(String(e).slice(0, 30000));
}
import { Stack } from 'aws-cdk-lib';
import * as s3 from 'aws-cdk-lib/aws-s3';
import { AwsSolutionsChecks } from 'cdk-nag';
import { Validations } from 'aws-cdk-lib';
const app2 = new App({ outdir: '/tmp/cdkw/out2' });
const st = new Stack(app2, 'Bad');
new s3.Bucket(st, 'B');
Validations.of(app2).addPlugins(new AwsSolutionsChecks(app2));
try {
  app2.synth();
  console.log('ok2');
} catch (e) {
  console.log(String(e).slice(0, 3000));
}
console.log(fs.readFileSync('/tmp/cdkw/out2/validation-report.json', 'utf8').slice(0, 3000));
