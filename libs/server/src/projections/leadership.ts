import pg from 'pg';

/**
 * Who runs the projections. With SQLite every process may (they take turns on the file's
 * write lock). With PostgreSQL and several API instances exactly one does: the holder of a
 * session advisory lock. When it dies its session ends, the lock is free, and another
 * instance takes over from the shared checkpoints.
 */
export interface ProjectionLeadership {
  /** Whether this process runs the projections now (trying to become leader if not). */
  isLeader(): Promise<boolean>;
  close(): Promise<void>;
}

export const EVERY_PROCESS_PROJECTS: ProjectionLeadership = {
  isLeader: async () => true,
  close: async () => undefined,
};

const LEADER_LOCK = 7262003;

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
