#!/usr/bin/env node
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

await tallerProgram(open).parseAsync(process.argv);
