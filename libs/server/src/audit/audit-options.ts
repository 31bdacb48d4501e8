import { Inject, Injectable } from '@nestjs/common';
import { Account, STAFF_ROLES } from '../auth/account.entity.js';
import { MIKRO_ORM, type ReadModels } from '../persistence/orm.js';
import { roleLabels, type Actor } from '../shared/actor.js';
import { AUDIT_SOURCES } from './audit-sources.js';
import { AUDIT_SOURCES_OF_CHANGE } from './audit-filter.js';
import { auditSourceLabels } from './audit.messages.js';

export interface AuditFilterOptions {
  kinds: { kind: string; label: string }[];
  types: { type: string; label: string; kind: string }[];
  actors: { key: string; name: string; roleLabel: string }[];
  sources: { source: string; label: string }[];
}

/** The choices of the audit's filters: the registered kinds and events, the staff, the CLI and the system. */
@Injectable()
export class AuditOptions {
  constructor(@Inject(MIKRO_ORM) private readonly orm: ReadModels) {}

  async all(): Promise<AuditFilterOptions> {
    const staff = await this.orm.em.fork().find(Account, { role: { $in: [...STAFF_ROLES] } }, { orderBy: { name: 'ASC', id: 'ASC' } });
    return {
      kinds: AUDIT_SOURCES.map((source) => ({ kind: source.prefix, label: source.kind })),
      types: AUDIT_SOURCES.flatMap((source) =>
        source.catalogue.definitions.map((definition) => ({ type: definition.type, label: definition.label, kind: source.prefix })),
      ),
      actors: [
        ...staff.map((account) => ({
          key: String(account.id),
          name: [account.name, account.lastName].filter(Boolean).join(' '),
          roleLabel: roleLabels[account.role as Actor['role']] ?? account.role,
        })),
        { key: 'cli', name: roleLabels.cli, roleLabel: roleLabels.cli },
        { key: 'system', name: roleLabels.system, roleLabel: roleLabels.system },
      ],
      sources: AUDIT_SOURCES_OF_CHANGE.map((source) => ({ source, label: auditSourceLabels[source]! })),
    };
  }
}
