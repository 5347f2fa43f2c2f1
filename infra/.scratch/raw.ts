import { AwsSolutionsChecks } from 'cdk-nag';
import { routes } from '@docledger/shared/api/routes';
import { synthApp } from '../test/synth-app';
const app = synthApp({ routes });
app.app.synth();
const pack = new AwsSolutionsChecks();
Object.defineProperty(pack, 'isAcknowledged', { value: () => false });
for (const v of pack.validateScope(app.app).violations) {
  const paths = v.violatingResources
    .map((r) => r.constructPath)
    .filter((p) => !p?.includes('DocLedger-Api/'));
  if (paths.length) console.log(v.ruleName, v.severity, paths.join(' | '));
}
