/**
 * The bench's child processes (the real server, the CLI, the baseline servers): started with
 * their output kept in a log file, waited for, measured (CPU time from /proc) and always
 * stopped: on a normal end, on an error and on Ctrl-C / SIGTERM.
 */
import { execFileSync, spawn } from 'node:child_process';
import { closeSync, openSync, readFileSync } from 'node:fs';
export { freePort } from '../lib/ports.mjs';

const running = new Set();
const cleanups = [];

/** `fn` (synchronous) runs when the bench exits, however it exits, after the children are killed. */
export const atExit = (fn) => cleanups.push(fn);

function stopAllNow() {
  for (const child of running) {
    try {
      child.kill('SIGKILL');
    } catch {
      // already gone
    }
  }
  running.clear();
  for (const fn of cleanups.splice(0)) {
    try {
      fn();
    } catch {
      // best effort: a temp folder left behind is not worth a second error
    }
  }
}
process.on('exit', stopAllNow);
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => {
    process.stderr.write(`\nbench/http: ${signal}: parando los servidores hijos / stopping the child servers…\n`);
    stopAllNow();
    process.exit(signal === 'SIGINT' ? 130 : 143);
  });
}

/** The last `lines` lines of a log file, for an error message. */
export function tail(file, lines = 30) {
  try {
    return readFileSync(file, 'utf8').trimEnd().split('\n').slice(-lines).join('\n');
  } catch {
    return '(sin salida / no output)';
  }
}

/**
 * Starts `node <args>` with `env`, stdout and stderr into `logFile`. The handle has `pid`,
 * `exited` (a promise of the exit code), `stop()` (SIGTERM, then SIGKILL after 10 s).
 */
export function startNode(args, { env, logFile, cwd }) {
  const fd = openSync(logFile, 'a');
  const child = spawn(process.execPath, args, { env, cwd, stdio: ['pipe', fd, fd] });
  closeSync(fd);
  running.add(child);
  const exited = new Promise((resolve) => {
    child.once('exit', (code, signal) => {
      running.delete(child);
      resolve(code ?? signal);
    });
    child.once('error', (error) => {
      running.delete(child);
      resolve(error.message);
    });
  });
  return {
    child,
    pid: child.pid,
    exited,
    logFile,
    async stop() {
      if (!running.has(child)) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    },
  };
}

/**
 * Waits until `url` answers 200, or fails with a clear message (Spanish and English) when the
 * process exits first or `timeoutMs` passes, quoting the end of its log.
 */
export async function waitUntilUp(handle, url, what, timeoutMs = 180_000) {
  const deadline = Date.now() + timeoutMs;
  let exitCode;
  void handle.exited.then((code) => (exitCode = code));
  let last = '';
  while (Date.now() < deadline) {
    if (exitCode !== undefined) {
      throw new Error(
        `${what} no arrancó: terminó con el código ${exitCode} / ${what} did not start: it exited with ${exitCode}.\n` +
          `Últimas líneas de su salida / last lines of its output (${handle.logFile}):\n${tail(handle.logFile)}`,
      );
    }
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(5_000) });
      if (response.status === 200) return;
      last = `HTTP ${response.status}: ${(await response.text()).slice(0, 300)}`;
    } catch (error) {
      last = error.cause?.code ?? error.message;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await handle.stop();
  throw new Error(
    `${what} no respondió 200 en ${url} en ${timeoutMs / 1000} s / ${what} did not answer 200 on ${url} within ${timeoutMs / 1000} s (último intento / last try: ${last}).\n` +
      `Últimas líneas de su salida / last lines of its output (${handle.logFile}):\n${tail(handle.logFile)}`,
  );
}

/** Clock ticks per second of /proc/<pid>/stat (getconf CLK_TCK; 100 on Linux almost always). */
export const CLOCK_TICKS = (() => {
  try {
    return Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
  } catch {
    return 100;
  }
})();

/** CPU time (user + system, ms) the process `pid` has used so far, from /proc/<pid>/stat. */
export function cpuMs(pid) {
  let stat;
  try {
    stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  } catch {
    throw new Error(`el proceso ${pid} ya no existe / process ${pid} is gone (did the server die? see its log)`);
  }
  // The command name (field 2) may hold spaces: count fields after its closing parenthesis.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const utime = Number(fields[11]); // field 14
  const stime = Number(fields[12]); // field 15
  return ((utime + stime) * 1000) / CLOCK_TICKS;
}
