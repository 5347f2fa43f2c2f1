// The billing webhook's signing secret in AWS (issue 10, decision 084): a Secrets Manager secret, the
// function gets only its ARN (no plain secret in any environment) and read access to that one secret.
import { describe, expect, it } from 'vitest';
import { Template } from 'aws-cdk-lib/assertions';
import { routes } from '@docledger/shared/api/routes';
import { ROUTE_SECRETS } from '../lib/stacks/api-stack';
import { asArray, resourcesOfType, roleStatements, synthApp, type CfnResource } from './synth-app';

describe('route secrets', () => {
  const app = synthApp({
    routes: { receiveBillingWebhook: routes.receiveBillingWebhook, getMe: routes.getMe },
  });
  const templates = app.stacks.api.areaStacks.map((s) => Template.fromStack(s));
  const secrets = templates.flatMap((t) => resourcesOfType(t, 'AWS::SecretsManager::Secret'));
  const functions = templates.flatMap((t) =>
    resourcesOfType(t, 'AWS::Lambda::Function').map(([id, f]) => ({ id, f, template: t })),
  );
  const routeOf = (f: CfnResource) => /\((\w+)\)$/.exec(f.Properties!.Description as string)![1];
  const webhook = functions.find(({ f }) => routeOf(f) === 'receiveBillingWebhook')!;
  const other = functions.find(({ f }) => routeOf(f) === 'getMe')!;
  const variables = (f: CfnResource) =>
    (f.Properties!.Environment as { Variables: Record<string, unknown> }).Variables;

  it('creates one secret for the billing webhook holding a placeholder, not a value', () => {
    expect(ROUTE_SECRETS.receiveBillingWebhook?.envName).toBe('BILLING_WEBHOOK_SECRET_ARN');
    expect(secrets).toHaveLength(1);
    expect(secrets[0]![1].Properties!.GenerateSecretString).toMatchObject({ SecretStringTemplate: '{}' });
  });

  it('gives the webhook function the ARN only, and no plain secret in any template', () => {
    const [secretId] = secrets[0]!;
    expect(variables(webhook.f).BILLING_WEBHOOK_SECRET_ARN).toEqual({ Ref: secretId });
    expect(variables(other.f).BILLING_WEBHOOK_SECRET_ARN).toBeUndefined();
    for (const t of [Template.fromStack(app.stacks.api), ...templates])
      expect(JSON.stringify(t.toJSON())).not.toMatch(/"BILLING_WEBHOOK_SECRET"/);
  });

  it('lets only the webhook function read it', () => {
    const [secretId] = secrets[0]!;
    const readers = functions.filter(({ f, template }) => {
      const roleId = (f.Properties!.Role as { 'Fn::GetAtt': [string, string] })['Fn::GetAtt'][0];
      return roleStatements(template, roleId).some(
        (s) =>
          asArray(s.Action).includes('secretsmanager:GetSecretValue') &&
          JSON.stringify(s.Resource) === JSON.stringify({ Ref: secretId }),
      );
    });
    expect(readers.map(({ f }) => routeOf(f))).toEqual(['receiveBillingWebhook']);
  });
});
