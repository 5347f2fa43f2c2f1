import { describe, expect, it } from 'vitest';
import { App } from 'aws-cdk-lib';
import { RetentionDays } from 'aws-cdk-lib/aws-logs';
import { readAppConfig } from '../lib/app-config';
import { cdkJsonContext } from './synth-app';

const configFor = (context: Record<string, unknown>) => readAppConfig(new App({ context }).node);

describe('app config from CDK context', () => {
  it('reads cdk.json: stack prefix, mail identity domain and log retention', () => {
    const config = configFor(cdkJsonContext());
    expect(config.stackPrefix).toBe('DocLedger');
    expect(config.mailDomain).toBe('docledger.local');
    expect(config.logRetention).toBe(RetentionDays.ONE_MONTH);
    expect(config.skipMissingHandlers).toBe(false);
  });

  it('takes the SES identity domain from a bare or named From address', () => {
    expect(configFor({ mailFrom: 'no-reply@mail.example.com' }).mailDomain).toBe('mail.example.com');
    expect(configFor({ mailFrom: 'DocLedger <hello@example.org>' }).mailDomain).toBe('example.org');
  });

  it('fails the synth on settings that would deploy a broken stack', () => {
    expect(() => configFor({ mailFrom: 'DocLedger' })).toThrow(/mailFrom/);
    expect(() => configFor({ logRetentionDays: 31 })).toThrow(/logRetentionDays/);
    expect(() => configFor({ stackPrefix: 'doc ledger' })).toThrow(/stackPrefix/);
    expect(() => configFor({ alarmEmail: 'ops' })).toThrow(/alarmEmail/);
  });

  it('accepts -c skipMissingHandlers=true from the command line as a string', () => {
    expect(configFor({ skipMissingHandlers: 'true' }).skipMissingHandlers).toBe(true);
  });
});
