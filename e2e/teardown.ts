import { rmSync } from 'node:fs';

/** The server's data directory of the run goes away with it. */
export default function teardown(): void {
  if (process.env.E2E_DATA_DIR) rmSync(process.env.E2E_DATA_DIR, { recursive: true, force: true });
}
