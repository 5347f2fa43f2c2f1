// The inactivity rule of spec part 1 §4/§9, free of React so it can be tested with fake timers:
// 20 minutes without activity signs out, a warning comes 1 minute before, and activity restarts the
// countdown only when more than 1 second has passed since the last restart.
import { SESSION } from '@docledger/shared/domain/limits';

export const ACTIVITY_EVENTS = [
  'mousedown',
  'keydown',
  'scroll',
  'touchstart',
  'touchmove',
  'touchend',
  'click',
] as const;

export interface InactivityTimerOptions {
  timeoutMs?: number;
  warningBeforeMs?: number;
  throttleMs?: number;
  now?: () => number;
  onWarning: () => void;
  onTimeout: () => void;
}

export interface InactivityTimer {
  /** Starts (or restarts) the countdown unconditionally, e.g. "Stay Logged In". */
  restart: () => void;
  /** Reports user activity; restarts unless throttled or the warning is showing. Returns whether it restarted. */
  activity: () => boolean;
  /** When the session will time out (epoch ms). */
  deadline: () => number;
  isWarning: () => boolean;
  stop: () => void;
}

export function createInactivityTimer(options: InactivityTimerOptions): InactivityTimer {
  const timeoutMs = options.timeoutMs ?? SESSION.idleTimeoutMs;
  const warningBeforeMs = options.warningBeforeMs ?? SESSION.warningBeforeMs;
  const throttleMs = options.throttleMs ?? SESSION.activityThrottleMs;
  const now = options.now ?? Date.now;

  let lastRestart = now();
  let warningTimer: ReturnType<typeof setTimeout> | undefined;
  let timeoutTimer: ReturnType<typeof setTimeout> | undefined;
  let warning = false;
  let stopped = true;

  function clear() {
    if (warningTimer !== undefined) clearTimeout(warningTimer);
    if (timeoutTimer !== undefined) clearTimeout(timeoutTimer);
    warningTimer = timeoutTimer = undefined;
  }

  function restart() {
    clear();
    stopped = false;
    warning = false;
    lastRestart = now();
    warningTimer = setTimeout(
      () => {
        warning = true;
        options.onWarning();
      },
      Math.max(0, timeoutMs - warningBeforeMs),
    );
    timeoutTimer = setTimeout(() => {
      stopped = true;
      warning = false;
      clear();
      options.onTimeout();
    }, timeoutMs);
  }

  return {
    restart,
    activity() {
      // Once the warning shows, only its button keeps the session: a stray scroll behind the modal
      // must not silently cancel a countdown the user is looking at.
      if (stopped || warning) return false;
      if (now() - lastRestart <= throttleMs) return false;
      restart();
      return true;
    },
    deadline: () => lastRestart + timeoutMs,
    isWarning: () => warning,
    stop() {
      stopped = true;
      warning = false;
      clear();
    },
  };
}

/** 65 000 ms → "01:05"; never negative. */
export function formatCountdown(remainingMs: number): string {
  const totalSeconds = Math.max(0, Math.ceil(remainingMs / 1000));
  const minutes = Math.floor(totalSeconds / 60);
  const seconds = totalSeconds % 60;
  return `${String(minutes).padStart(2, '0')}:${String(seconds).padStart(2, '0')}`;
}
