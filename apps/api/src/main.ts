import 'reflect-metadata';
import { fileURLToPath } from 'node:url';
import { checkServerConfig, ConfigError, createTallerApp, DEMO_PASSWORD, loadConfig, seedDemo, type TallerConfig } from '@taller/server';

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

const config = configOrExit();
const app = await createTallerApp(config, {
  publicDir: fileURLToPath(new URL('../../public/dist', import.meta.url)),
  adminDir: fileURLToPath(new URL('../../admin/dist', import.meta.url)),
});

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
