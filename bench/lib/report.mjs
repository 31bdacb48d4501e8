/** The markdown-ish report: one row per work item and engine, ours next to the peer and the ceiling. */

const int = (x) => Math.round(x).toLocaleString('en-US');
const rate = (m) => (m?.error ? 'error' : m?.pending ? 'pending' : m ? int(m.events / m.seconds) : 'n/a');
const ratio = (a, b) => (a && b && !a.error && !b.error && !a.pending && !b.pending ? `${((a.events / a.seconds) / (b.events / b.seconds)).toFixed(2)}×` : '–');

function table(header, rows) {
  const widths = header.map((h, c) => Math.max(h.length, ...rows.map((r) => String(r[c]).length)));
  const line = (cells) => `| ${cells.map((cell, c) => (c < 2 ? String(cell).padEnd(widths[c]) : String(cell).padStart(widths[c]))).join(' | ')} |`;
  return [line(header), `|${widths.map((w, c) => (c < 2 ? `-${'-'.repeat(w)}-` : `-${'-'.repeat(w)}:`)).join('|')}|`, ...rows.map(line)].join('\n');
}

/**
 * @param results Map "engine/work" → { ours, peer, ceiling } measurements ({ events, seconds } | { error } | { pending })
 */
export function report({ machine, plan, workItems, engines, results, rebuild, settings, notes, payload }) {
  const rows = [];
  for (const work of workItems) {
    for (const engine of engines) {
      const r = results.get(`${engine}/${work.id}`) ?? {};
      rows.push([work.title, engine, rate(r.ours), rate(r.peer), rate(r.ceiling), ratio(r.ours, r.peer), ratio(r.ours, r.ceiling)]);
    }
  }
  for (const run of rebuild.runs) {
    rows.push([`5. rebuild all projections (${int(run.events)} events)`, 'SQLite', rate(run), 'n/a', 'n/a', '–', '–']);
  }
  if (rebuild.error) rows.push(['5. rebuild all projections', 'SQLite', 'error', 'n/a', 'n/a', '–', '–']);
  const out = [];
  out.push(`## Event store benchmark — ${machine.date}`);
  out.push('');
  out.push(`Machine: ${machine.cpu}, ${machine.cores} cores, ${machine.memory}; Node ${machine.node}; ${machine.os}. BENCH_SCALE=${plan.scale}.`);
  out.push('');
  out.push('Events per second (higher is better); ratios above 1× mean ours is faster.');
  out.push('');
  out.push(table(['work item', 'engine', 'ours', 'peer: Emmett', 'ceiling: raw', 'ours/peer', 'ours/ceiling'], rows));
  out.push('');
  out.push('Work items:');
  out.push(`1. ${int(plan.appendOne.events)} appends of 1 event, round-robin over streams of ${plan.appendOne.eventsPerStream}, each with its expected revision.`);
  out.push(`2. ${int(plan.appendBatch.events)} events in appends of ${plan.appendBatch.batch}, each a new stream.`);
  out.push(`3. a ${int(plan.readStream.streamLength)}-event stream read ${int(plan.readStream.reads)} times (events/s = events returned).`);
  out.push(`4. the whole global log (items 1–3 wrote it) read from position 0 in pages of ${plan.readAll.page}: one catch-up per side, continued in turns.`);
  out.push('5. our Projector.rebuild() of every projection over a log of ClientRegistered / RepairRegistered / RepairStatusChanged (1 : 3 : 6) in the current schema versions of the domain, read models in the same SQLite file (as the core opens it with DATA_DIR).');
  out.push(`Payload: a RepairRegistered-like event, ${payload.data} bytes of data JSON + ${payload.metadata} bytes of metadata JSON and a UUID, the same objects for every side.`);
  out.push(`Turns: the sides of one engine take turns, call by call for the appends and in ${plan.rounds} rounds for the reads (cycling through every order of the sides), so a slow patch of the shared disk hits all of them alike.`);
  if (rebuild.runs.length > 0) {
    out.push('');
    out.push('Rebuild:');
    for (const run of rebuild.runs) {
      const million = run.events === 1_000_000 ? 'measured' : `~${(1_000_000 / (run.events / run.seconds)).toFixed(1)} s projected for 1,000,000`;
      out.push(
        `- ${int(run.events)} events: rebuild ${run.seconds.toFixed(1)} s, ${int(run.events / run.seconds)} events/s (${million}; aim: 1,000,000 under 10 s), ` +
          `the median of ${run.times.length} rebuilds on the same log: ${run.times.map((t) => `${t.toFixed(1)} s`).join(', ')}. ` +
          `The core's start-up on the same log (read models new, so it builds them as a rebuild does): ${run.startup.toFixed(1)} s, ${int(run.events / run.startup)} events/s. ` +
          `Log written ${run.write.how} in ${run.write.seconds.toFixed(1)} s.`,
      );
    }
  }
  for (const run of rebuild.runs.filter((r) => r.profile)) {
    out.push('');
    out.push('```');
    out.push(`${profileReport(run.profile)}`);
    out.push('```');
  }
  out.push('');
  out.push('Settings of each side:');
  for (const [name, text] of settings) out.push(`- ${name}: ${text}`);
  for (const note of notes) out.push(`- ${note}`);
  return out.join('\n') + '\n';
}

export function profileReport(profile) {
  const pct = (x) => `${(x * 100).toFixed(1)}%`;
  return [
    'Rebuild CPU profile, self time by package / file:',
    ...profile.places.map((p) => `  ${pct(p.share).padStart(6)}  ${p.name}`),
    'Top functions (self time):',
    ...profile.functions.map((f) => `  ${pct(f.share).padStart(6)}  ${f.name}`),
  ].join('\n');
}
