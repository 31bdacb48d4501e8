import pg from 'pg';
import type { ProjectionLeadership } from './leadership.js';

const LEADER_LOCK = 7262003;

/**
 * The PostgreSQL leader: the holder of a session advisory lock (see ProjectionLeadership). Its
 * own file, loaded only with PostgreSQL, so that a start on SQLite does not load pg.
 */
export class PostgresLeadership implements ProjectionLeadership {
  private client: pg.Client | undefined;
  private held = false;
  private closed = false;

  constructor(private readonly url: string) {}

  async isLeader(): Promise<boolean> {
    if (this.closed) return false;
    if (this.held && this.client) return true;
    try {
      if (!this.client) {
        const client = new pg.Client({ connectionString: this.url });
        client.on('error', () => this.lose(client));
        client.on('end', () => this.lose(client));
        await client.connect();
        this.client = client;
      }
      const { rows } = await this.client.query<{ ok: boolean }>('SELECT pg_try_advisory_lock($1) AS ok', [LEADER_LOCK]);
      this.held = rows[0]!.ok;
    } catch {
      this.held = false;
    }
    return this.held;
  }

  async close(): Promise<void> {
    this.closed = true;
    this.held = false;
    await this.client?.end().catch(() => undefined);
    this.client = undefined;
  }

  private lose(client: pg.Client): void {
    if (this.client !== client) return;
    this.client = undefined;
    this.held = false;
  }
}
