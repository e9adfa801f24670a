/**
 * What every benchmark script needs to run the apps it measures: background processes with their own
 * log files (each in a process group, so `next start`'s child goes with it), waiting for one to answer,
 * free loopback ports, and stopping everything on the way out, also on Ctrl-C.
 */
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';

/**
 * The Node the site runs on: the one web/package.json pins (its node_modules/.bin/node), or this one where
 * the pin does not install (another platform); BENCH_SITE_NODE names another to compare. The floor pages run
 * on it too, so ratios compare like with like.
 */
const pinned = path.resolve(import.meta.dirname, '..', '..', 'web', 'node_modules', '.bin', 'node');
export const SITE_NODE = process.env.BENCH_SITE_NODE || (fs.existsSync(pinned) ? pinned : process.execPath);
/** Its version, printed beside each run's figures. */
export const siteNodeVersion = () => spawnSync(SITE_NODE, ['-v'], { encoding: 'utf8' }).stdout.trim();

export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
export const log = (...args) => console.log(`[bench ${new Date().toISOString().slice(11, 19)}]`, ...args);

/** A loopback port nobody listens on now. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/**
 * The processes of one benchmark run, logging to `logs/<name>.log`. `onExit` (run once, after every
 * process has stopped) undoes the rest: databases, temporary folders.
 */
export function processGroup({ logs, cwd, env, onExit = async () => {} }) {
  const processes = [];

  function start(name, command, args, options = {}) {
    const out = fs.openSync(path.join(logs, `${name}.log`), 'w');
    const child = spawn(command, args, { cwd: options.cwd ?? cwd, env: options.env ?? env, stdio: ['ignore', out, out], detached: true });
    const proc = { name, child, exited: false };
    child.on('exit', () => (proc.exited = true));
    processes.push(proc);
    return proc;
  }

  async function stop(proc) {
    if (proc.exited || proc.child.pid === undefined) return;
    try {
      process.kill(-proc.child.pid, 'SIGTERM');
    } catch {
      return;
    }
    for (let i = 0; i < 100 && !proc.exited; i++) await sleep(100);
    if (!proc.exited) {
      try {
        process.kill(-proc.child.pid, 'SIGKILL');
      } catch {
        // already gone
      }
    }
  }

  /** The last lines of a process's log, for an error message. */
  function tail(name) {
    try {
      return fs
        .readFileSync(path.join(logs, `${name}.log`), 'utf8')
        .split('\n')
        .slice(-30)
        .join('\n');
    } catch {
      return '(no log)';
    }
  }

  /** Polls `check` every second until it is true; throws with the process's log when it stops or times out. */
  async function waitFor(proc, check, timeoutMs) {
    const started = Date.now();
    while (Date.now() - started < timeoutMs) {
      if (proc.exited) throw new Error(`${proc.name} stopped while starting; its log:\n${tail(proc.name)}`);
      if (await check().catch(() => false)) return;
      await sleep(1000);
    }
    throw new Error(`${proc.name} did not start within ${timeoutMs / 1000}s; its log:\n${tail(proc.name)}`);
  }

  let cleaned = false;
  async function cleanup() {
    if (cleaned) return;
    cleaned = true;
    await Promise.all(processes.map(stop));
    await onExit();
  }
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => cleanup().finally(() => process.exit(130)));

  return { processes, start, stop, tail, waitFor, cleanup };
}

/** Copies a run's logs to where they outlive it (bench/results/..., not committed). */
export function keepLogs(logs, kept) {
  fs.rmSync(kept, { recursive: true, force: true });
  fs.mkdirSync(path.dirname(kept), { recursive: true });
  fs.cpSync(logs, kept, { recursive: true });
}
