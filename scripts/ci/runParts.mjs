// Runs commands ("parts") as soon as the parts they need have passed, several at once, and reports each part's wall
// time. A part's output is held and printed whole when it ends, so parallel parts do not interleave their lines.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describeSpeed, fixedLoopCpuMs } from './machineSpeed.mjs';

// GNU time, where installed, adds each part's CPU seconds to the report: on a shared machine the wall times move with
// the load, the CPU seconds much less.
const GNU_TIME = existsSync('/usr/bin/time') ? '/usr/bin/time' : null;
const NICE = existsSync('/usr/bin/nice') ? '/usr/bin/nice' : null;

/** Seconds as m:ss. */
const clock = (seconds) => {
  const whole = Math.round(seconds);
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
};

/**
 * A part starts once every part it `needs` has passed (it is skipped if one did not) and every part it comes `after`
 * has ended, passed or not (an order only, to share the machine's cores). A `background` part runs at a lower CPU
 * priority (nice 10): it takes only what the parts on the critical path leave, instead of halving their share.
 * @typedef {{ name: string, command: string[], env?: Record<string, string>, needs?: string[], after?: string[], background?: boolean }} Part
 * @param {Part[]} parts in the order they are reported
 * @returns {Promise<boolean>} whether every part passed
 */
export async function runParts(parts, { heartbeatSeconds = 60 } = {}) {
  // The machine's speed before anything starts, then at each heartbeat and at the end (scripts/ci/machineSpeed.mjs).
  const speed = [fixedLoopCpuMs()];
  const started = Date.now();
  const timesDir = mkdtempSync(join(tmpdir(), 'ci-parts-'));
  const since = () => (Date.now() - started) / 1000;
  /** @type {Map<string, { status: 'waiting' | 'running' | 'passed' | 'failed' | 'skipped', start?: number, end?: number, cpu?: number }>} */
  const state = new Map(parts.map((part) => [part.name, { status: 'waiting' }]));
  for (const part of parts) for (const other of [...(part.needs ?? []), ...(part.after ?? [])]) if (!state.has(other)) throw new Error(`${part.name} waits for an unknown part ${other}`);

  const run = (part) =>
    new Promise((resolve) => {
      const entry = state.get(part.name);
      entry.status = 'running';
      entry.start = since();
      console.log(`▶ ${clock(entry.start)} ${part.name}: ${part.command.join(' ')}`);
      const cpuFile = join(timesDir, part.name.replace(/\W/g, '_'));
      const niced = part.background && NICE ? [NICE, '-n', '10', ...part.command] : part.command;
      const command = GNU_TIME ? [GNU_TIME, '-o', cpuFile, '-f', '%U %S', ...niced] : niced;
      const child = spawn(command[0], command.slice(1), { env: { ...process.env, ...part.env }, stdio: ['ignore', 'pipe', 'pipe'] });
      const output = [];
      child.stdout.on('data', (chunk) => output.push(chunk));
      child.stderr.on('data', (chunk) => output.push(chunk));
      child.on('close', (code, signal) => {
        entry.end = since();
        entry.status = code === 0 ? 'passed' : 'failed';
        const cpu = existsSync(cpuFile) ? /([\d.]+) ([\d.]+)\s*$/.exec(readFileSync(cpuFile, 'utf8')) : null;
        if (cpu) entry.cpu = Number(cpu[1]) + Number(cpu[2]);
        const mark = entry.status === 'passed' ? '✓' : '✗';
        const how = signal ? ` (${signal})` : code === 0 ? '' : ` (exit code ${code})`;
        console.log(`\n${mark} ${clock(entry.end)} ${part.name} ${entry.status} in ${clock(entry.end - entry.start)}${how} ───────`);
        process.stdout.write(Buffer.concat(output));
        console.log(`${mark} ${part.name} ─── end of output\n`);
        resolve();
      });
    });

  const heartbeat = setInterval(() => {
    speed.push(fixedLoopCpuMs());
    const running = parts.filter((part) => state.get(part.name).status === 'running').map((part) => `${part.name} ${clock(since() - state.get(part.name).start)}`);
    if (running.length > 0) console.log(`… ${clock(since())} running: ${running.join(', ')}`);
  }, heartbeatSeconds * 1000);

  const pending = new Set();
  for (;;) {
    for (const part of parts) {
      const entry = state.get(part.name);
      if (entry.status !== 'waiting') continue;
      const needs = (part.needs ?? []).map((need) => state.get(need).status);
      if (needs.some((status) => status === 'failed' || status === 'skipped')) entry.status = 'skipped';
      else if (needs.every((status) => status === 'passed') && (part.after ?? []).every((other) => ['passed', 'failed', 'skipped'].includes(state.get(other).status))) {
        const job = run(part).then(() => pending.delete(job));
        pending.add(job);
      }
    }
    if (pending.size === 0) break;
    await Promise.race(pending);
  }
  clearInterval(heartbeat);
  rmSync(timesDir, { recursive: true, force: true });
  speed.push(fixedLoopCpuMs());

  const column = (text) => String(text).padEnd(9);
  console.log(`\n${'part'.padEnd(16)} ${column('starts')} ${column('wall')} ${column('cpu')} result`);
  for (const part of parts) {
    const { status, start, end, cpu } = state.get(part.name);
    const times = start === undefined ? [column('-'), column('-')] : [column(clock(start)), column(clock(end - start))];
    console.log(`${part.name.padEnd(16)} ${times.join(' ')} ${column(cpu === undefined ? '-' : clock(cpu))} ${status}`);
  }
  const ok = [...state.values()].every((entry) => entry.status === 'passed');
  const totalCpu = [...state.values()].reduce((sum, entry) => sum + (entry.cpu ?? 0), 0);
  console.log(`${'total'.padEnd(16)} ${column('')} ${column(clock(since()))} ${column(GNU_TIME ? clock(totalCpu) : '-')} ${ok ? 'passed' : 'FAILED'}`);
  console.log(describeSpeed(speed));
  const failed = parts.filter((part) => state.get(part.name).status === 'failed').map((part) => part.name);
  if (failed.length > 0) console.log(`failed: ${failed.join(', ')} (the whole output of each is printed above, after its ✗ line)`);
  return ok;
}
