import 'reflect-metadata';
import { fileURLToPath } from 'node:url';
import { ConfigError, createTallerApp, DEMO_PASSWORD, loadConfig, seedDemo, type TallerConfig } from '@taller/server';

function configOrExit(): TallerConfig {
  try {
    return loadConfig();
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

await app.listen({ port: config.port, host: '0.0.0.0' });
process.stdout.write(
  `  Taller en http://localhost:${config.port}  ·  gestión en http://localhost:${config.port}/gestion  ·  datos en ${config.databaseFile}\n\n`,
);
