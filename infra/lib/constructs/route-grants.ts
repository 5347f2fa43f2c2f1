// Each RouteAccess becomes the smallest IAM statement set that serves it. The Record type makes a
// new access kind in shared/src/api/define-route.ts fail to compile until it is mapped here.
import { Stack, Validations } from 'aws-cdk-lib';
import * as iam from 'aws-cdk-lib/aws-iam';
import type { RouteAccess } from '@docledger/shared/api/define-route';
import { GSIS } from '@docledger/functions/db/table-design';
import type { AppFunction } from './app-function';
import type { DataRefs } from './cross-stack';

export type AccessGrant = (fn: AppFunction) => void;

export interface GrantTargets {
  data: DataRefs;
  /** SES identity (domain) the From address belongs to. */
  mailDomain: string;
}

export const TABLE_READ_ACTIONS = ['dynamodb:GetItem', 'dynamodb:BatchGetItem', 'dynamodb:Query'];
export const TABLE_WRITE_ACTIONS = [
  'dynamodb:PutItem',
  'dynamodb:UpdateItem',
  'dynamodb:DeleteItem',
  'dynamodb:BatchWriteItem',
  'dynamodb:ConditionCheckItem',
];

export function accessGrants({ data, mailDomain }: GrantTargets): Record<RouteAccess, AccessGrant> {
  const v = data.values;
  const allow = (fn: AppFunction, actions: string[], resources: string[]) =>
    fn.role.addToPrincipalPolicy(new iam.PolicyStatement({ actions, resources }));
  // Objects have no ARN of their own to list, so object actions need the bucket's `/*` pattern.
  const uploadsObjects = `${v.UploadsBucketArn}/*`;
  const acknowledgeUploadObjects = (fn: AppFunction) =>
    Validations.of(fn).acknowledge({
      id: `AwsSolutions-IAM5[Resource::${data.findingName('UploadsBucketArn')}/*]`,
      reason:
        'Upload object keys are generated per document at run time, so object actions are granted on the uploads bucket objects; authorisation per object is enforced by the domain layer.',
    });

  return {
    // Indexes are listed by name (from the db layer) instead of `index/*`.
    'table:read': (fn) =>
      allow(fn, TABLE_READ_ACTIONS, [v.TableArn, ...GSIS.map((g) => `${v.TableArn}/index/${g.indexName}`)]),
    'table:write': (fn) => allow(fn, TABLE_WRITE_ACTIONS, [v.TableArn]),
    'uploads:read': (fn) => {
      allow(fn, ['s3:GetObject'], [uploadsObjects]);
      allow(fn, ['kms:Decrypt'], [v.UploadsKeyArn]);
      acknowledgeUploadObjects(fn);
    },
    // Presigned POSTs are signed with the function's credentials, so S3 checks these on the browser's upload.
    'uploads:write': (fn) => {
      allow(fn, ['s3:PutObject'], [uploadsObjects]);
      allow(fn, ['kms:GenerateDataKey'], [v.UploadsKeyArn]);
      acknowledgeUploadObjects(fn);
    },
    'uploads:delete': (fn) => {
      allow(fn, ['s3:DeleteObject'], [uploadsObjects]);
      acknowledgeUploadObjects(fn);
    },
    'keys:encrypt': (fn) => allow(fn, ['kms:Encrypt', 'kms:GenerateDataKey'], [v.UserKeysKeyArn]),
    'keys:decrypt': (fn) => allow(fn, ['kms:Decrypt'], [v.UserKeysKeyArn]),
    'mail:send': (fn) =>
      allow(
        fn,
        ['ses:SendEmail'],
        [Stack.of(fn).formatArn({ service: 'ses', resource: 'identity', resourceName: mailDomain })],
      ),
    'queue:send': (fn) =>
      allow(fn, ['sqs:SendMessage'], [v.ExtractionQueueArn, v.WebhookQueueArn, v.KeyQueueArn]),
    // Depth of the work queues and of their dead-letter queues (admin stats, decision 145).
    'queue:read': (fn) =>
      allow(
        fn,
        ['sqs:GetQueueAttributes'],
        [
          v.ExtractionQueueArn,
          v.WebhookQueueArn,
          v.ExtractionDeadLetterQueueArn,
          v.WebhookDeadLetterQueueArn,
        ],
      ),
  };
}

export function grantAccess(fn: AppFunction, access: readonly RouteAccess[], targets: GrantTargets): void {
  const grants = accessGrants(targets);
  for (const kind of new Set(access)) grants[kind](fn);
}
