import type { Command } from 'commander';
import { NestFactory } from '@nestjs/core';
import { TallerCoreModule } from '../core.module.js';
import type { TallerConfig } from '../config/config.js';
import { doctorLines, runDoctor } from './doctor.js';

/** The core as the doctor reads it: not following the log, silent, failing instead of aborting. */
export const openDoctorCore = (config: TallerConfig) =>
  NestFactory.createApplicationContext(TallerCoreModule.register(config, { followLog: false }), { logger: false, abortOnError: false });

/**
 * `taller doctor`: checks the configuration, the connections, the read models, the outbox, the
 * disk, the uploads folder and the demo and PUBLIC_URL settings, one line each. Exit code 0
 * when nothing failed (⚠ lines are advice), 1 when a check failed. It reads the environment
 * itself rather than through the CLI's `open`, which stops at a bad configuration or a
 * database that does not answer: here those are findings, printed with the rest.
 */
export function doctorCli(program: Command): void {
  program
    .command('doctor')
    .description('Revisa la instalación: configuración, base de datos, registro de eventos, vistas, buzón de salida, disco, imágenes, modo demostración y PUBLIC_URL (código de salida 0: todo bien; 1: algo falla)')
    .option('--json', 'salida en JSON, para otros programas')
    .action(async (options: { json?: boolean }) => {
      const report = await runDoctor(process.env, openDoctorCore);
      process.stdout.write(options.json ? `${JSON.stringify(report, null, 2)}\n` : `${doctorLines(report).join('\n')}\n`);
      process.exitCode = report.status === 'ok' ? 0 : 1;
      // A pool left behind by a database that stopped answering must not keep the command open.
      setTimeout(() => process.exit(), 2000).unref();
    });
}
