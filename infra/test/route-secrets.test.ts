// The billing webhook's signing secret in AWS (issue 10, decision 084): a Secrets Manager secret, the
// function gets only its ARN (no plain secret in any environment) and read access to that one secret.
import { beforeAll, describe, expect, it } from 'vitest';
import type { Template } from 'aws-cdk-lib/assertions';
import { ROUTE_SECRETS } from '../lib/stacks/api-stack';
import { SHARED_APP_TIMEOUT_MS, sharedApp, type SharedApp } from './shared-app';
import { asArray, resourcesOfType, roleStatements, type CfnResource } from './synth-app';

// Read from the app of the real route table: every other route is a function that must get neither
// the ARNs nor read access.
describe('route secrets', () => {
  let app: SharedApp;
  let templates: Template[];
  let secrets: [string, CfnResource][];
  let functions: { id: string; f: CfnResource; template: Template }[];
  let webhook: (typeof functions)[number];
  let other: (typeof functions)[number];
  beforeAll(async () => {
    app = await sharedApp('app');
    templates = app.areas.map((a) => a.template);
    secrets = templates.flatMap((t) => resourcesOfType(t, 'AWS::SecretsManager::Secret'));
    functions = templates.flatMap((t) =>
      resourcesOfType(t, 'AWS::Lambda::Function').map(([id, f]) => ({ id, f, template: t })),
    );
    webhook = functions.find(({ f }) => routeOf(f) === 'receiveBillingWebhook')!;
    other = functions.find(({ f }) => routeOf(f) === 'getMe')!;
  }, SHARED_APP_TIMEOUT_MS);
  const routeOf = (f: CfnResource) => /\((\w+)\)$/.exec(f.Properties!.Description as string)![1];
  const variables = (f: CfnResource) =>
    (f.Properties!.Environment as { Variables: Record<string, unknown> }).Variables;

  const ENV_NAMES = ['BILLING_WEBHOOK_SECRET_ARN', 'BILLING_API_KEY_SECRET_ARN'];

  it('creates the webhook signing secret and the provider API key, each holding a placeholder', () => {
    expect(ROUTE_SECRETS.receiveBillingWebhook?.map((s) => s.envName)).toEqual(ENV_NAMES);
    expect(secrets).toHaveLength(2);
    for (const [, secret] of secrets)
      expect(secret.Properties!.GenerateSecretString).toMatchObject({ SecretStringTemplate: '{}' });
  });

  it('gives the webhook function the ARNs only, and no plain secret in any template', () => {
    const refs = ENV_NAMES.map((name) => variables(webhook.f)[name]);
    expect(refs).toEqual(expect.arrayContaining(secrets.map(([id]) => ({ Ref: id }))));
    for (const { f } of functions.filter((fn) => fn !== webhook))
      for (const name of ENV_NAMES) expect(variables(f)[name], routeOf(f)).toBeUndefined();
    expect(other).toBeDefined();
    for (const t of [app.api, ...templates])
      expect(JSON.stringify(t.toJSON())).not.toMatch(/"BILLING_(WEBHOOK_SECRET|API_KEY)"/);
  });

  it('lets only the webhook function read them', () => {
    for (const [secretId] of secrets) {
      const readers = functions.filter(({ f, template }) => {
        const roleId = (f.Properties!.Role as { 'Fn::GetAtt': [string, string] })['Fn::GetAtt'][0];
        return roleStatements(template, roleId).some(
          (s) =>
            asArray(s.Action).includes('secretsmanager:GetSecretValue') &&
            asArray(s.Resource as never).some((r) => JSON.stringify(r) === JSON.stringify({ Ref: secretId })),
        );
      });
      expect(readers.map(({ f }) => routeOf(f))).toEqual(['receiveBillingWebhook']);
    }
  });
});
