import type { INestApplicationContext } from '@nestjs/common';

/**
 * What a restore is about to write, once the whole archive has been checked and before anything
 * is written: the place where a shop's own rules can hold data back.
 */
export interface RestorePlan {
  /** The subjects (`client-12`, `repair-7`) that have a sealing key in the archive. */
  readonly subjectsWithKeys: readonly string[];
  /**
   * Subjects whose data must not come back (an erasure remembered since the backup was made):
   * their sealing keys are not restored, so what the log keeps sealed for them stays unreadable,
   * as it was before the restore. Fill it in `beforeRestore`.
   */
  readonly withheldSubjects: Set<string>;
}

/**
 * The extension point: runs after the archive is checked and before anything is written, with
 * the target's core open (`app`). A default that holds nothing back; the erasure ledger plugs in
 * here. Throwing stops the restore with nothing written.
 */
export async function beforeRestore(_plan: RestorePlan, _app: INestApplicationContext): Promise<void> {
  // Nothing held back yet.
}
