// Key queue → here (decision 151): the initial RSA-4096 key pair of a new account, generated off the
// registration request. A message may arrive twice (or race the extraction worker's first-use
// provisioning): ensureInitialKey stores one key whatever happens.
import type { SQSRecord } from 'aws-lambda';
import { ensureInitialKey, initialKeyJobSchema, type InitialKeyJob } from '../../domain/keys/provisioning';
import { sqsWorker } from '../../platform/worker-handler';

export function parseKeyMessage(record: SQSRecord): InitialKeyJob[] {
  return [initialKeyJobSchema.parse(JSON.parse(record.body))];
}

export const handler = sqsWorker<InitialKeyJob>({
  name: 'provision-key',
  parse: parseKeyMessage,
  describe: (job) => ({ userId: job.userId }),
  handle: async (job, ctx) => {
    const outcome = await ensureInitialKey(job.userId);
    ctx.log.info('initial key provisioned', { outcome });
  },
  // No onGiveUp: the user stays initialKeyPending and the key is provisioned at first use.
});
