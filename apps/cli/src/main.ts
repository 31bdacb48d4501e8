#!/usr/bin/env node
import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import { ConfigError, loadConfig, tallerProgram, TallerCoreModule } from '@taller/server';

const open = async (options: { followLog?: boolean } = {}) => {
  try {
    const config = loadConfig();
    return await NestFactory.createApplicationContext(TallerCoreModule.register(config, options), {
      logger: ['error', 'warn'],
    });
  } catch (error) {
    process.stderr.write(`${error instanceof ConfigError ? error.message : `Error: ${(error as Error).message}`}\n`);
    process.exit(1);
  }
};

await tallerProgram(open).parseAsync(process.argv);
