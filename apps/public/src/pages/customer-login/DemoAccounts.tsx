import { useEffect, useState } from 'react';
import { apiRequest } from '../../api/client';
import { accountTexts } from '../../auth/account.texts';

interface DemoAccountsAnswer {
  password: string;
  accounts: { email: string; name: string; roleLabel: string }[];
}

const t = accountTexts.login;

/**
 * The demo accounts (a customer, an administrator and a manager), shown only while the server
 * runs in demo mode: elsewhere it answers 404 and nothing is shown.
 */
export function DemoAccounts() {
  const [demo, setDemo] = useState<DemoAccountsAnswer | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    apiRequest<DemoAccountsAnswer>('/auth/demo-accounts', { signal: controller.signal })
      .then(setDemo)
      .catch(() => setDemo(null));
    return () => controller.abort();
  }, []);
  if (!demo) return null;
  return (
    <section className="demo-accounts" aria-labelledby="demo-accounts-title">
      <h2 id="demo-accounts-title" className="demo-accounts__title">
        {t.demoTitle}
      </h2>
      <p className="demo-accounts__hint">{t.demoHint}</p>
      <ul className="demo-accounts__list">
        {demo.accounts.map((account) => (
          <li key={account.email}>
            <span className="demo-accounts__role">{account.roleLabel}</span> <code>{account.email}</code>
          </li>
        ))}
      </ul>
      <p className="demo-accounts__hint">
        {t.demoPassword} <code>{demo.password}</code>
      </p>
    </section>
  );
}
