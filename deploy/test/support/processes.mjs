/** Child processes of the topology test: each in its own process group, its output in a log file. */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';

export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

export function reachable(port, host = '127.0.0.1') {
  return new Promise((resolve) => {
    const socket = net.connect(port, host);
    socket.setTimeout(1000);
    socket.on('connect', () => (socket.destroy(), resolve(true)));
    socket.on('error', () => resolve(false));
    socket.on('timeout', () => (socket.destroy(), resolve(false)));
  });
}

/** Starts `command`; `stop(signal)` ends its whole group and waits for it. */
export function start(name, command, args, { cwd, env, log }) {
  const out = fs.openSync(log, 'a');
  const child = spawn(command, args, { cwd, env, stdio: ['ignore', out, out], detached: true });
  fs.closeSync(out);
  let exited = false;
  const done = new Promise((resolve) => child.on('exit', () => resolve((exited = true))));
  return {
    name,
    log,
    get exited() {
      return exited;
    },
    async stop(signal = 'SIGTERM') {
      if (exited) return;
      try {
        process.kill(-child.pid, signal);
      } catch {
        return;
      }
      const timer = setTimeout(() => {
        try {
          process.kill(-child.pid, 'SIGKILL');
        } catch {}
      }, 10_000);
      await done;
      clearTimeout(timer);
    },
  };
}

/** Polls `check` every 250 ms until true; fails early (with the log's end) when the process died. */
export async function waitFor(processOrNull, what, check, timeoutMs) {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    if (processOrNull?.exited) throw new Error(`${what} stopped while starting:\n${tail(processOrNull.log)}`);
    if (await check().catch(() => false)) return Date.now() - started;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${what}: not ready within ${timeoutMs / 1000} s${processOrNull ? `:\n${tail(processOrNull.log)}` : ''}`);
}

export function tail(file, lines = 30) {
  try {
    return fs.readFileSync(file, 'utf8').split('\n').slice(-lines).join('\n');
  } catch {
    return '(no log)';
  }
}
