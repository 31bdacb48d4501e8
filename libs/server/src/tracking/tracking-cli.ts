import type { INestApplicationContext } from '@nestjs/common';
import type { Command } from 'commander';
import { failWith, type OpenCore } from '../cli/cli-context.js';
import { cliRecord, CLI_KIND_NAMES } from './tracked-records.js';

/**
 * `taller tracking <name> <tipo> <id>`: the arguments checked before the core opens (a typo
 * costs no database), then `run` on the open core, any error as one Spanish line.
 */
export function recordCommand<Options>(
  tracking: Command,
  open: OpenCore,
  name: string,
  description: string,
  run: (app: INestApplicationContext, record: ReturnType<typeof cliRecord>, options: Options) => Promise<void>,
  openOptions?: Parameters<OpenCore>[0],
): Command {
  return tracking
    .command(name)
    .description(description)
    .argument('<tipo>', CLI_KIND_NAMES)
    .argument('<id>', 'número del trabajo')
    .action(async (kindText: string, idText: string, options: Options) => {
      let record: ReturnType<typeof cliRecord>;
      try {
        record = cliRecord(kindText, idText);
      } catch (error) {
        failWith(error);
      }
      const app = await open(openOptions);
      try {
        await run(app, record, options);
      } catch (error) {
        failWith(error);
      } finally {
        await app.close();
      }
    });
}
