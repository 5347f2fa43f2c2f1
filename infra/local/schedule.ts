// Local stand-in for an EventBridge schedule rule: calls a scheduled handler at start and then at a
// fixed interval, one run at a time (a slow run delays the next instead of overlapping it).
import { randomUUID } from 'node:crypto';
import type { Context, ScheduledEvent } from 'aws-lambda';
import { lambdaContext } from './lambda-context';

export type ScheduledHandler = (event: ScheduledEvent, context: Context) => Promise<unknown>;

export interface ScheduleOptions {
  name: string;
  handler: ScheduledHandler;
  everyMs: number;
  region: string;
  log: (message: string) => void;
}

export function scheduledEvent(name: string, region: string, now: Date): ScheduledEvent {
  return {
    version: '0',
    id: randomUUID(),
    'detail-type': 'Scheduled Event',
    source: 'aws.events',
    account: '000000000000',
    time: now.toISOString().replace(/\.\d{3}Z$/, 'Z'),
    region,
    resources: [`arn:aws:events:${region}:000000000000:rule/${name}`],
    detail: {},
  };
}

export function startSchedule(options: ScheduleOptions): { stop(): Promise<void> } {
  const { name, handler, everyMs, region, log } = options;
  let running: Promise<unknown> = Promise.resolve();
  let busy = false;
  const run = () => {
    if (busy) return;
    busy = true;
    running = handler(scheduledEvent(name, region, new Date()), lambdaContext(name, everyMs))
      .catch((error: unknown) => log(`local stack: ${name} failed: ${(error as Error).message}`))
      .finally(() => {
        busy = false;
      });
  };
  run();
  const timer = setInterval(run, everyMs);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
