// Scheduled every 10 minutes (EventBridge in AWS, infra/local/schedule.ts locally): one queue depth
// sample for the admin stats' 7-day history. See domain/admin/queue-samples.ts.
import { takeQueueSample } from '../../domain/admin/queue-samples';
import { scheduledWorker } from '../../platform/worker-handler';

export const handler = scheduledWorker('sample-queues', async (log) => {
  await takeQueueSample(log);
});
