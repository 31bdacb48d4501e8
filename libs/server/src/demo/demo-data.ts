import type { INestApplicationContext } from '@nestjs/common';
import type { EventStore } from '@taller/event-store';
import { AuthService } from '../auth/auth.service.js';
import type { AccountRole } from '../auth/account.entity.js';
import { RegisterClient } from '../clients/commands/register-client/register-client.command.js';
import { EVENT_STORE } from '../event-sourcing/tokens.js';
import { ChangeRepairStatus } from '../repairs/commands/change-repair-status/change-repair-status.command.js';
import { RegisterRepair } from '../repairs/commands/register-repair/register-repair.command.js';
import { commandContext, SYSTEM_ACTOR } from '../shared/actor.js';
import { Commands } from '../shared/commands.js';

export const DEMO_PASSWORD = 'demo-taller';
export const DEMO_ACCOUNTS: { email: string; name: string; role: AccountRole }[] = [
  { email: 'administrador@taller.demo', name: 'Ana Administradora', role: 'administrador' },
  { email: 'gerente@taller.demo', name: 'Gonzalo Gerente', role: 'gerente' },
  { email: 'cliente@taller.demo', name: 'Carla Cliente', role: 'customer' },
];

const CLIENTS = [
  { name: 'María', lastName: 'García López', phone: '612 345 678', email: 'maria.garcia@example.es' },
  { name: 'Javier', lastName: 'Fernández', phone: '634 567 890', email: 'javier.fernandez@example.es' },
  { name: 'Lucía', lastName: 'Martín Ruiz', phone: '655 123 456', email: '' },
  { name: 'Carlos', lastName: 'Sánchez', phone: '+34 699 876 543', email: 'carlos.sanchez@example.es' },
  { name: 'Elena', lastName: 'Romero', phone: '622 111 333', email: 'elena.romero@example.es' },
];

const REPAIRS: { client: number; device: string; model: string; description: string; motive: string; priceCents: number | null; status?: string }[] = [
  { client: 0, device: 'Móvil', model: 'iPhone 13', description: 'Pantalla rota tras una caída', motive: 'Cambio de pantalla', priceCents: 12900, status: 'in_progress' },
  { client: 1, device: 'Portátil', model: 'Lenovo IdeaPad 5', description: 'No arranca, pitidos al encender', motive: 'Diagnóstico', priceCents: null },
  { client: 2, device: 'Tablet', model: 'Samsung Galaxy Tab A8', description: 'El conector de carga no funciona', motive: 'Cambio de conector', priceCents: 4500, status: 'completed' },
  { client: 3, device: 'Consola', model: 'PlayStation 5', description: 'Se apaga sola, ventilador muy ruidoso', motive: 'Limpieza y pasta térmica', priceCents: 6000, status: 'waiting_user' },
  { client: 4, device: 'Móvil', model: 'Xiaomi Redmi Note 12', description: 'La batería dura muy poco', motive: 'Cambio de batería', priceCents: 3990 },
  { client: 0, device: 'Altavoz', model: 'JBL Charge 5', description: 'No se empareja por Bluetooth', motive: 'Revisión', priceCents: null, status: 'on_hold' },
];

/** Demo accounts, always; demo clients and repairs only into an empty shop. */
export async function seedDemo(app: INestApplicationContext): Promise<{ accounts: typeof DEMO_ACCOUNTS; seeded: boolean }> {
  const auth = app.get(AuthService);
  for (const account of DEMO_ACCOUNTS) await auth.ensureAccount(account.email, account.name, account.role, DEMO_PASSWORD);
  const store = app.get<EventStore>(EVENT_STORE);
  if ((await store.headPosition()) > 0) return { accounts: DEMO_ACCOUNTS, seeded: false };

  const commands = app.get(Commands);
  const context = () => commandContext(SYSTEM_ACTOR, 'system');
  const clientIds: number[] = [];
  for (const client of CLIENTS) clientIds.push((await commands.run(new RegisterClient(client, context()))).id);
  for (const { client, status, ...repair } of REPAIRS) {
    const { id } = await commands.run(
      new RegisterRepair({ ...repair, clientId: clientIds[client], contactNumber: CLIENTS[client]!.phone }, context()),
    );
    if (status) await commands.run(new ChangeRepairStatus(id, status, context()));
  }
  return { accounts: DEMO_ACCOUNTS, seeded: true };
}
