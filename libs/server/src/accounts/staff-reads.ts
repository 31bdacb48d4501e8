import { Inject, Injectable } from '@nestjs/common';
import { accountMessages as m, NotFound } from '@taller/domain';
import { Account, STAFF_ROLES } from '../auth/account.entity.js';
import { MIKRO_ORM, type ReadModels } from '../persistence/orm.js';
import { idsOf, type ListQuery } from '../shared/list-query.js';
import { searchable } from '../shared/search-text.js';
import { staffMember, type StaffMember } from './staff-member.js';

export const STAFF_SORTABLE = ['id', 'name', 'email', 'role', 'active', 'lastSignInAt', 'createdAt'] as const;
export type StaffSortField = (typeof STAFF_SORTABLE)[number];

/**
 * The team, read straight from the accounts table (no read model: a shop's team is a handful
 * of rows, sorted and filtered here in Spanish order). Customer accounts never appear.
 */
@Injectable()
export class StaffReads {
  constructor(@Inject(MIKRO_ORM) private readonly orm: ReadModels) {}

  async list(query: ListQuery<StaffSortField>): Promise<{ rows: StaffMember[]; total: number }> {
    const accounts = await this.orm.em.fork().find(Account, { role: { $in: [...STAFF_ROLES] } });
    const { q, role, active } = query.filter;
    const ids = idsOf(query.filter);
    const needle = typeof q === 'string' ? searchable(q) : '';
    const members = accounts
      .map(staffMember)
      .filter((member) => !ids || ids.includes(member.id))
      .filter((member) => !needle || searchable(`${member.name} ${member.email}`).includes(needle))
      .filter((member) => role === undefined || role === '' || member.role === role)
      .filter((member) => active === undefined || active === '' || String(member.active) === String(active));
    const { field, order } = query.sort;
    const collator = new Intl.Collator('es', { sensitivity: 'base', numeric: true });
    const key = (member: StaffMember) => member[field] ?? '';
    members.sort((a, b) => {
      const [x, y] = [key(a), key(b)];
      const compared = typeof x === 'string' && typeof y === 'string' ? collator.compare(x, y) : Number(x) - Number(y);
      return (order === 'ASC' ? compared : -compared) || a.id - b.id;
    });
    const rows = query.range ? members.slice(query.range.offset, query.range.offset + query.range.limit) : members;
    return { rows, total: members.length };
  }

  async require(id: number): Promise<StaffMember> {
    const account = await this.orm.em.fork().findOne(Account, { id, role: { $in: [...STAFF_ROLES] } });
    if (!account) throw new NotFound(m.notFound);
    return staffMember(account);
  }

  async requireByEmail(email: string): Promise<StaffMember> {
    const account = await this.orm.em.fork().findOne(Account, { email: email.trim().toLowerCase(), role: { $in: [...STAFF_ROLES] } });
    if (!account) throw new NotFound(`${m.notFound}: ${email}`);
    return staffMember(account);
  }
}
