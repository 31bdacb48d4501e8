import { Session } from 'node:inspector/promises';
import { writeFileSync } from 'node:fs';

/**
 * CPU-profiles `fn` (BENCH_PROFILE=1) and answers where the time went: self time grouped
 * by package (or by our file) and the top functions. The raw profile is written to `file`,
 * for Chrome DevTools or speedscope.
 */
export async function profiled(fn, file) {
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.setSamplingInterval', { interval: 500 });
  await session.post('Profiler.start');
  let result;
  try {
    result = await fn();
  } finally {
    const { profile } = await session.post('Profiler.stop');
    session.disconnect();
    writeFileSync(file, JSON.stringify(profile));
    result = { ...result, profile: summarize(profile) };
  }
  return result;
}

function where(url) {
  if (!url) return '(native / V8)';
  const pkg = url.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/);
  if (pkg) return pkg[1];
  const ours = url.match(/libs\/([^/]+)\/dist\/(.+)\.js$/);
  if (ours) return `@taller/${ours[1]}: ${ours[2]}`;
  if (url.startsWith('node:')) return url;
  return url.replace(/^file:\/\//, '');
}

function summarize(profile) {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const selfSamples = new Map();
  for (const id of profile.samples) selfSamples.set(id, (selfSamples.get(id) ?? 0) + 1);
  const total = profile.samples.length;
  const byPlace = new Map();
  const byFunction = new Map();
  for (const [id, count] of selfSamples) {
    const { callFrame } = byId.get(id);
    const place = callFrame.functionName === '(garbage collector)' ? '(garbage collector)' : where(callFrame.url);
    byPlace.set(place, (byPlace.get(place) ?? 0) + count);
    const fn = `${callFrame.functionName || '(anonymous)'} ${where(callFrame.url)}:${callFrame.lineNumber + 1}`;
    byFunction.set(fn, (byFunction.get(fn) ?? 0) + count);
  }
  const top = (map, k) =>
    [...map].sort((a, b) => b[1] - a[1]).slice(0, k).map(([name, count]) => ({ name, share: count / total }));
  return { places: top(byPlace, 12), functions: top(byFunction, 15) };
}
