import 'reflect-metadata';
import { checkServerConfig, ConfigError, createTallerApp, DEMO_PASSWORD, loadConfig, seedDemo, type TallerConfig } from '@taller/server';

/** Where the built front ends are (main.ts knows, from its own place in apps/api/dist). */
export interface FrontEndDirs {
  publicDir: string;
  adminDir: string;
}

function configOrExit(): TallerConfig {
  try {
    return checkServerConfig(loadConfig());
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
}

/**
 * The whole server process: configuration, the app, the demo accounts in a demo, the port.
 * Run by main.ts, from the one-file bundle of dist/bundle/ or from these tsc files.
 */
export async function startServer(frontEnds: FrontEndDirs): Promise<void> {
  const config = configOrExit();
  const app = await createTallerApp(config, frontEnds);

  // Only a demo has the demo accounts (and their public password); a real shop never gets them.
  if (config.demo) {
    const { accounts, seeded } = await seedDemo(app);
    const lines = accounts.map((a) => `    ${a.email.padEnd(28)} ${a.role}`);
    process.stdout.write(
      [
        '',
        `  Modo demostración${seeded ? ' (datos de ejemplo creados)' : ''}. Cuentas, contraseña «${DEMO_PASSWORD}»:`,
        ...lines,
        '',
      ].join('\n') + '\n',
    );
  }

  try {
    await app.listen({ port: config.port, host: '0.0.0.0' });
  } catch (error) {
    const code = (error as { code?: string }).code;
    process.stderr.write(
      code === 'EADDRINUSE'
        ? `El puerto ${config.port} ya está en uso: cierra el otro programa o elige otro con PORT=…\n`
        : `No se pudo abrir el puerto ${config.port}: ${(error as Error).message}\n`,
    );
    await app.close();
    process.exit(1);
  }
  process.stdout.write(
    `  Taller en http://localhost:${config.port}  ·  gestión en http://localhost:${config.port}/gestion  ·  datos en ${config.databaseFile}\n\n`,
  );
}

/**
 * A start as the Docker image makes one (SQLite, no demo, nothing of this process's environment)
 * on `dataDir`, an empty folder, listening on a free port of 127.0.0.1, then closed:
 * warm-code-cache.ts runs it so that V8 has compiled what a start runs before the code is kept.
 */
export async function startAndClose(frontEnds: FrontEndDirs, dataDir: string): Promise<void> {
  const config = checkServerConfig(loadConfig({ DATA_DIR: dataDir, DEMO: 'off', PUBLIC_URL: 'http://localhost', LOG_LEVEL: 'error' }));
  const app = await createTallerApp(config, frontEnds);
  try {
    await app.listen({ port: 0, host: '127.0.0.1' });
  } finally {
    await app.close();
  }
}
