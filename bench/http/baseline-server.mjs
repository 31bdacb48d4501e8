#!/usr/bin/env node
/**
 * The baselines of bench/http, each started as its own process like the real server:
 *
 * - `raw`: a plain node:http server. `POST /write` parses the JSON body and does ONE
 *   better-sqlite3 insert of it (its own transaction: WAL, synchronous=FULL, the price of one
 *   durable write), answering 201 with the new row's id; `GET /read` answers a fixed JSON body.
 * - `fastify`: a bare Fastify (the very package the app's @nestjs/platform-fastify loads, so
 *   the same major and minor version) with one route, `GET /api/health`, answering the same
 *   fixed JSON body: the framework's floor without NestJS, guards, hooks or logging.
 *
 * Both take the body to answer from BASELINE_BODY (the real server's health answer, so the
 * bytes are the same) and print `listening <port>` on stdout once ready.
 * Usage: node baseline-server.mjs raw|fastify <port> [sqlite file]
 */
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import { requireAsOurs } from '../lib/paths.mjs';

const [kind, portText, file] = process.argv.slice(2);
const port = Number(portText);
const body = JSON.parse(process.env.BASELINE_BODY ?? '{"status":"ok"}');

if (kind === 'raw') {
  const Database = requireAsOurs('better-sqlite3');
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = FULL');
  const settings = `${db.pragma('journal_mode', { simple: true })}/${db.pragma('synchronous', { simple: true })}`;
  if (settings !== 'wal/2') throw new Error(`the raw baseline's SQLite is not WAL + FULL: ${settings}`);
  db.exec('CREATE TABLE IF NOT EXISTS writes (id INTEGER PRIMARY KEY, body TEXT NOT NULL)');
  const insert = db.prepare('INSERT INTO writes (body) VALUES (?)');
  const server = createServer((request, response) => {
    if (request.method === 'POST' && request.url === '/write') {
      const chunks = [];
      request.on('data', (chunk) => chunks.push(chunk));
      request.on('end', () => {
        let parsed;
        try {
          parsed = JSON.parse(Buffer.concat(chunks).toString('utf8'));
        } catch {
          response.writeHead(400, { 'content-type': 'application/json' }).end('{"message":"JSON no válido"}');
          return;
        }
        const { lastInsertRowid } = insert.run(JSON.stringify(parsed));
        response.writeHead(201, { 'content-type': 'application/json; charset=utf-8' }).end(JSON.stringify({ id: Number(lastInsertRowid), ...parsed }));
      });
      return;
    }
    if (request.method === 'GET' && request.url === '/read') {
      response.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' }).end(JSON.stringify(body));
      return;
    }
    response.writeHead(404).end();
  });
  server.listen(port, '127.0.0.1', () => process.stdout.write(`listening ${port}\n`));
} else if (kind === 'fastify') {
  const appRequire = createRequire(createRequire(import.meta.url).resolve('@nestjs/platform-fastify'));
  const Fastify = appRequire('fastify');
  const app = Fastify({ logger: false });
  app.get('/api/health', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return body;
  });
  await app.listen({ port, host: '127.0.0.1' });
  process.stdout.write(`listening ${port} fastify ${appRequire('fastify/package.json').version}\n`);
} else {
  process.stderr.write('usage: node baseline-server.mjs raw|fastify <port> [sqlite file]\n');
  process.exit(2);
}
