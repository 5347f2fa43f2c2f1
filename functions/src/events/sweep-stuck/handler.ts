// Scheduled every minute (EventBridge in AWS, infra/local/schedule.ts locally): nothing stays pending or
// processing for long. See domain/documents/sweeper.ts.
import { scheduledWorker } from '../../platform/worker-handler';
import { sweepStuckDocuments } from '../../domain/documents/sweeper';

export const handler = scheduledWorker('sweep-stuck', (log) => sweepStuckDocuments({ log }));
