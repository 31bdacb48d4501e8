import { Command } from '@nestjs/cqrs';
import type { CommandContext } from '../../../shared/actor.js';
import type { CommandResult } from '../../../shared/command-result.js';
import type { ImportLineError } from './catalogue-csv.js';
import { importMessages } from './import-products.messages.js';

/** What an import did (or, on a dry run, would do): products added, products whose details changed, units received. */
export interface ImportSummary {
  added: number;
  updated: number;
  received: number;
}
export type ImportProductsResult = CommandResult & ImportSummary;

/**
 * A catalogue from a spreadsheet's CSV: every row checked before anything is written; a row
 * with an `id` updates that product, one without adds a new product, and `existencias` are
 * units received. `dryRun`: checked and counted, nothing written.
 */
export class ImportProducts extends Command<ImportProductsResult> {
  constructor(
    readonly csv: string,
    readonly dryRun: boolean,
    readonly context: CommandContext,
    /** Rows written so far, for a progress bar. */
    readonly onProgress?: (done: number, total: number) => void,
  ) {
    super();
  }
}

/** The file has errors: nothing was written, and each is told with its row and column. */
export class ImportRefused extends Error {
  constructor(readonly lines: ImportLineError[]) {
    super(importMessages.refused(lines.length));
    this.name = 'ImportRefused';
  }
}

/** The file is larger than an import takes (413). */
export class ImportTooLarge extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ImportTooLarge';
  }
}
