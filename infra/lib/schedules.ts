// The scheduled handlers and how often they run: EventBridge rules in AWS (workers-stack.ts through
// SCHEDULED_WORKERS) and the local stack's timers (infra/local/stack.ts) both read this list, so a
// schedule runs at the same rate in both. Free of CDK imports: the local stack loads it at start.
export const SCHEDULES = {
  sweepStuck: { handlerFolder: 'sweep-stuck', everyMinutes: 1 },
  /** Queue depth samples for the admin stats' 7-day history (decision 145). */
  sampleQueues: { handlerFolder: 'sample-queues', everyMinutes: 10 },
} as const;

export type ScheduleName = keyof typeof SCHEDULES;
