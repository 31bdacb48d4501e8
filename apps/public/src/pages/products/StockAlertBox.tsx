import { useId, useState, type FormEvent } from 'react';
import { apiRequest, ApiError } from '../../api/client';
import { EmailField } from '../../ui/form/TextField';
import { productsTexts } from './products.texts';

const t = productsTexts.alert;

type State = { kind: 'idle' } | { kind: 'sending' } | { kind: 'saved'; message: string } | { kind: 'failed'; message: string; field?: string };

/**
 * 'Agotado: te avisamos' as a promise kept: the customer leaves an e-mail, and the shop writes
 * once when the product has units again (POST /api/catalogue/products/:id/alerts). Only the
 * server's answer says it is saved.
 */
export function StockAlertBox({ productId }: { productId: number }) {
  const [email, setEmail] = useState('');
  const [state, setState] = useState<State>({ kind: 'idle' });
  const titleId = useId();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setState({ kind: 'sending' });
    try {
      const answer = await apiRequest<{ message: string }>(`/catalogue/products/${productId}/alerts`, { method: 'POST', body: { email: email.trim() } });
      setState({ kind: 'saved', message: answer.message });
    } catch (error) {
      if (error instanceof ApiError) setState({ kind: 'failed', message: error.fieldErrors.email ?? error.serverMessage ?? t.failed, field: error.fieldErrors.email });
      else setState({ kind: 'failed', message: t.noAnswer });
    }
  };

  return (
    <section className="reserve-box stock-alert" aria-labelledby={titleId}>
      <h2 id={titleId} className="reserve-box__title">
        {t.title}
      </h2>
      {state.kind === 'saved' ? (
        <p role="status" className="reserve-box__added">
          {state.message}
        </p>
      ) : (
        <form className="stock-alert__form" onSubmit={submit} noValidate>
          <EmailField
            id={`${titleId}-email`}
            label={t.email}
            hint={t.hint}
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            autoComplete="email"
            maxLength={254}
            required
            error={state.kind === 'failed' ? state.field : undefined}
          />
          <button type="submit" className="button button--primary" disabled={state.kind === 'sending'}>
            {state.kind === 'sending' ? t.sending : t.button}
          </button>
          <div role="status">{state.kind === 'failed' && !state.field && <p className="reserve-box__added reserve-box__added--warning">{state.message}</p>}</div>
        </form>
      )}
    </section>
  );
}
