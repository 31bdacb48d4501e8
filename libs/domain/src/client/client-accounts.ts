/**
 * The customer accounts (the public site's sign-in) linked to a client, as the client's detail
 * and `taller accounts linked` show them. An account sees the client's work under 'Mis pedidos
 * y reparaciones' once its e-mail is verified, when its e-mail is the client's or staff linked
 * it by hand, unless staff unlinked it. The phone alone never links: nobody verified it.
 */
export interface CustomerAccount {
  accountId: number;
  name: string;
  email: string;
  /** The 9 digits of a Spanish phone, or null. Typed by whoever registered: never verified. */
  phone: string | null;
  emailVerified: boolean;
}

/** An account linked to the client, and why. */
export interface LinkedAccount extends CustomerAccount {
  /** `email`: its e-mail is the client's; `staff`: linked by hand. */
  via: 'email' | 'staff';
  /** Who linked it by hand (null for an e-mail match). */
  linkedBy: string | null;
  /** When: linked by hand, or the e-mail was verified (null while it is not). */
  linkedAt: string | null;
}

/** An account staff might link: what it shares with the client, and whether staff unlinked it before. */
export interface AccountCandidate extends CustomerAccount {
  matches: ('email' | 'phone')[];
  /** Whether it is linked to the client now (a search finds linked ones too). */
  linked: boolean;
  /** Staff unlinked it: who and when (an e-mail match stays unlinked until linked again). */
  unlinkedBy: string | null;
  unlinkedAt: string | null;
}

/** `GET /api/clients/:id/accounts`. */
export interface ClientAccounts {
  linked: LinkedAccount[];
  suggested: AccountCandidate[];
}
