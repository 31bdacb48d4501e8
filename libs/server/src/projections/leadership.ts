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
