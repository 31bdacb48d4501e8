#!/usr/bin/env node
import 'reflect-metadata';
import { createRequire } from 'node:module';
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

/** `taller --version`: this package's version (apps/cli/package.json, beside dist/ and src/). */
const { version } = createRequire(import.meta.url)('../package.json') as { version: string };

await tallerProgram(open).version(version, '-V, --version', 'muestra la versión de taller').parseAsync(process.argv);
