import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

/** Starts a long-running child with its output in a log file; `stop` ends it (and its children). */
export function startProcess(command: string, args: string[], options: { cwd: string; env: NodeJS.ProcessEnv; log: string }) {
  const out = fs.openSync(options.log, 'w');
  const child: ChildProcess = spawn(command, args, { cwd: options.cwd, env: options.env, stdio: ['ignore', out, out], detached: true });
  let exited = false;
  child.on('exit', (code, signal) => {
    exited = true;
    // Said in the log, so a process that stops while starting tells how (its code, or a signal from outside).
    fs.appendFileSync(options.log, `\n[exited: code ${code}, signal ${signal}]\n`);
  });
  return {
    child,
    get exited() {
      return exited;
    },
    async stop() {
      if (exited || child.pid === undefined) return;
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        return;
      }
      for (let i = 0; i < 100 && !exited; i++) await new Promise((r) => setTimeout(r, 100));
      if (!exited) process.kill(-child.pid, 'SIGKILL');
    },
  };
}

/** Polls `check` until it is true; fails early when `alive` says the process died. */
export async function waitFor(
  what: string,
  check: () => Promise<boolean>,
  { timeoutMs, alive, log }: { timeoutMs: number; alive: () => boolean; log: string },
) {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    if (!alive()) throw new Error(`${what} stopped while starting; its log (${log}):\n${tail(log)}`);
    if (await check().catch(() => false)) return;
    await new Promise((r) => setTimeout(r, 1000));
  }
  throw new Error(`${what} did not start within ${timeoutMs / 1000}s; its log (${log}):\n${tail(log)}`);
}

function tail(file: string): string {
  try {
    return fs.readFileSync(file, 'utf8').split('\n').slice(-40).join('\n');
  } catch {
    return '(no log)';
  }
}
