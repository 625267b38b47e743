import { processSingleton } from '@/lib/process-singleton';

type PeriodicState = { timer?: ReturnType<typeof setInterval>; running?: boolean };

/**
 * Runs `task` now and then every `everyMs` in this process, never two runs at once, once per
 * process whichever route bundle asks (`name` keys it); a failed run is logged under `label` and
 * the next one tries again. The timer does not keep the process alive.
 */
export function startPeriodic(
  name: string,
  label: string,
  everyMs: number,
  task: () => Promise<void>,
): void {
  const state = processSingleton(name, (): PeriodicState => ({}));
  if (state.timer) return;
  const run = async () => {
    if (state.running) return;
    state.running = true;
    try {
      await task();
    } catch (error) {
      console.error(`${label}:`, (error as Error).message);
    } finally {
      state.running = false;
    }
  };
  state.timer = setInterval(() => void run(), everyMs);
  state.timer.unref?.();
  void run();
}
