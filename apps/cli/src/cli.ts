/**
 * The command line: the core opened as an application context for the command that asks for it
 * (libs/server's use cases, each with its `.cli.ts`). Run by dist/main.js, from the bundle.
 */
import 'reflect-metadata';
import { ConsoleLogger, type LogLevel } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { ConfigError, loadConfig, tallerProgram, TallerCoreModule } from '@taller/server';

/** Nest's messages go to stderr: stdout carries what a command answers (JSON, CSV, copies). */
class StderrLogger extends ConsoleLogger {
  protected override printMessages(messages: unknown[], context?: string, logLevel?: LogLevel): void {
    super.printMessages(messages, context, logLevel, 'stderr');
  }
}

const open = async (options: { followLog?: boolean } = {}) => {
  try {
    const config = loadConfig();
    return await NestFactory.createApplicationContext(TallerCoreModule.register(config, options), {
      logger: new StderrLogger('taller', { logLevels: ['error', 'warn'] }),
    });
  } catch (error) {
    process.stderr.write(`${error instanceof ConfigError ? error.message : `Error: ${(error as Error).message}`}\n`);
    process.exit(1);
  }
};

/** `taller …`: reads `argv` (process.argv's shape) and runs the command it names. */
export async function runCli(argv: readonly string[], version: string): Promise<void> {
  await tallerProgram(open).version(version, '-V, --version', 'muestra la versión de taller').parseAsync([...argv]);
}
