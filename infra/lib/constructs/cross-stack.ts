// Cross-stack values travel as explicitly named exports instead of CDK's generated ones:
// the names stay stable when constructs move, and cdk-nag findings on policies that use them read
// as `DocLedger-Data:UploadsBucketArn/*`, so acknowledgements can name them exactly.
import { CfnOutput, Fn, type Stack } from 'aws-cdk-lib';

export function exportName(stackName: string, key: string): string {
  return `${stackName}:${key}`;
}

export function exportValues<K extends string>(stack: Stack, values: Record<K, string>): void {
  for (const [key, value] of Object.entries<string>(values)) {
    new CfnOutput(stack, `Export${key}`, { value, exportName: exportName(stack.stackName, key) });
  }
}

export function importValues<K extends string>(stackName: string, keys: readonly K[]): Record<K, string> {
  return Object.fromEntries(keys.map((key) => [key, Fn.importValue(exportName(stackName, key))])) as Record<
    K,
    string
  >;
}

export const DATA_EXPORT_KEYS = [
  'TableName',
  'TableArn',
  'UploadsBucketName',
  'UploadsBucketArn',
  'UploadsKeyArn',
  'UserKeysKeyArn',
  'UserKeysKeyId',
  'ExtractionQueueUrl',
  'ExtractionQueueArn',
  'WebhookQueueUrl',
  'WebhookQueueArn',
  'KeyQueueUrl',
  'KeyQueueArn',
  'ExtractionDeadLetterQueueUrl',
  'ExtractionDeadLetterQueueArn',
  'WebhookDeadLetterQueueUrl',
  'WebhookDeadLetterQueueArn',
] as const;
export type DataExportKey = (typeof DATA_EXPORT_KEYS)[number];

export const EDGE_EXPORT_KEYS = ['HttpApiId', 'PublicUrl'] as const;
export type EdgeExportKey = (typeof EDGE_EXPORT_KEYS)[number];

/** What function stacks know of the data stack: imported tokens plus the export names behind them. */
export interface DataRefs {
  values: Record<DataExportKey, string>;
  /** How cdk-nag prints the imported value in findings (the export name). */
  findingName(key: DataExportKey): string;
}

export function importDataRefs(dataStackName: string): DataRefs {
  return {
    values: importValues(dataStackName, DATA_EXPORT_KEYS),
    findingName: (key) => exportName(dataStackName, key),
  };
}
