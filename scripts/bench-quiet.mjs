// Shared by the bench:* scripts. Other work on the machine inflates whatever they measure
// (query times, throughput, Lighthouse's simulated blocking time), so each measurement first waits
// a while for mostly idle CPUs and records how idle they were.
import { cpus } from 'node:os';
import { setTimeout as sleep } from 'node:timers/promises';

function cpuTimes() {
  let idle = 0;
  let total = 0;
  for (const cpu of cpus()) {
    for (const [kind, time] of Object.entries(cpu.times)) {
      total += time;
      if (kind === 'idle') idle += time;
    }
  }
  return { idle, total };
}

async function idleShare(ms) {
  const before = cpuTimes();
  await sleep(ms);
  const after = cpuTimes();
  return (after.idle - before.idle) / Math.max(1, after.total - before.total);
}

/** Waits up to `waitMs` for the CPUs to be at least `share` idle; returns the idle share seen. */
export async function waitForQuietCpu(waitMs, share = 0.8) {
  const deadline = Date.now() + waitMs;
  let idle = await idleShare(1000);
  while (idle < share && Date.now() < deadline) idle = await idleShare(2000);
  return Math.round(idle * 100) / 100;
}
