// Deployment settings come from CDK context (cdk.json or `-c key=value`), read once here and
// checked so a typo fails the synth instead of producing a half-configured stack.
import { RetentionDays } from 'aws-cdk-lib/aws-logs';
import type { Node } from 'constructs';

export interface AppConfig {
  /** Prefix of every stack name: `<prefix>-Edge`, `<prefix>-Data`, `<prefix>-Api`, `<prefix>-Workers`. */
  stackPrefix: string;
  /** The From header of outgoing mail; its domain is the SES identity the functions may send as. */
  mailFrom: string;
  mailDomain: string;
  appVersion: string;
  logRetention: RetentionDays;
  /** When set, DLQ alarms notify this address. */
  alarmEmail?: string;
  /** Synthesise without routes whose handler is not written yet (development only). */
  skipMissingHandlers: boolean;
}

export const DEFAULT_MAIL_FROM = 'DocLedger <no-reply@docledger.local>';

function stringContext(node: Node, key: string): string | undefined {
  const value: unknown = node.tryGetContext(key);
  if (value === undefined || value === null || value === '') return undefined;
  if (typeof value !== 'string')
    throw new Error(`CDK context "${key}" must be a string, got ${typeof value}`);
  return value;
}

export function readAppConfig(node: Node): AppConfig {
  const stackPrefix = stringContext(node, 'stackPrefix') ?? 'DocLedger';
  if (!/^[A-Za-z][A-Za-z0-9-]*$/.test(stackPrefix))
    throw new Error(`CDK context "stackPrefix" is not a valid stack name prefix: ${stackPrefix}`);

  const mailFrom = stringContext(node, 'mailFrom') ?? DEFAULT_MAIL_FROM;
  const mailDomain = /@([A-Za-z0-9.-]+\.[A-Za-z]{2,})>?\s*$/.exec(mailFrom)?.[1];
  if (!mailDomain) throw new Error(`CDK context "mailFrom" has no e-mail domain: ${mailFrom}`);

  const retentionDays = Number(node.tryGetContext('logRetentionDays') ?? 30);
  if (!Object.values(RetentionDays).includes(retentionDays as RetentionDays)) {
    throw new Error(
      `CDK context "logRetentionDays" must be a CloudWatch retention value, got ${retentionDays}`,
    );
  }

  const alarmEmail = stringContext(node, 'alarmEmail');
  if (alarmEmail !== undefined && !/^[^@\s]+@[^@\s]+$/.test(alarmEmail)) {
    throw new Error(`CDK context "alarmEmail" is not an e-mail address: ${alarmEmail}`);
  }

  return {
    stackPrefix,
    mailFrom,
    mailDomain,
    appVersion: stringContext(node, 'appVersion') ?? 'dev',
    logRetention: retentionDays as RetentionDays,
    alarmEmail,
    skipMissingHandlers: [true, 'true'].includes(
      node.tryGetContext('skipMissingHandlers') as boolean | string,
    ),
  };
}
