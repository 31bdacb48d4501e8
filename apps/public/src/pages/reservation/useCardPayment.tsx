import { useEffect, useRef, useState, type ReactNode } from 'react';
import { fetchCardPayments, startCardPayment, type PaymentRedirect } from './reservationApi';

/**
 * Paying order `orderId` by card at the shop's bank, `token` being its tracking token: whether
 * the shop takes cards on the web (`offered`: null until known; asked only when `wanted`), and
 * `pay`, which asks the server for the bank's signed form and sends the browser there
 * (`redirectForm` is that form, to render: it posts itself). `beforeLeaving` runs once the form
 * is in hand, just before the browser goes.
 */
export function useCardPayment(orderId: number | null, token: string | null, wanted = true) {
  const [offered, setOffered] = useState<boolean | null>(null);
  const [paying, setPaying] = useState(false);
  const [failed, setFailed] = useState(false);
  const [redirect, setRedirect] = useState<PaymentRedirect | null>(null);
  const form = useRef<HTMLFormElement>(null);

  useEffect(() => {
    if (!token || !wanted) return undefined;
    const controller = new AbortController();
    void fetchCardPayments(controller.signal).then((answer) => {
      if (!controller.signal.aborted) setOffered(answer);
    });
    return () => controller.abort();
  }, [token, wanted]);

  useEffect(() => {
    if (redirect) form.current?.submit();
  }, [redirect]);

  // Back from the bank with the browser's back button, the page comes from its cache as it was left: ready to pay again.
  useEffect(() => {
    const restored = (event: PageTransitionEvent) => {
      if (!event.persisted) return;
      setRedirect(null);
      setPaying(false);
    };
    window.addEventListener('pageshow', restored);
    return () => window.removeEventListener('pageshow', restored);
  }, []);

  const pay = async (beforeLeaving?: () => void) => {
    if (orderId === null || !token) return;
    setPaying(true);
    setFailed(false);
    try {
      const answer = await startCardPayment(orderId, token);
      beforeLeaving?.();
      setRedirect(answer);
    } catch {
      setFailed(true);
      setPaying(false);
    }
  };

  const redirectForm: ReactNode = redirect && (
    <form ref={form} action={redirect.action} method={redirect.method} hidden>
      {Object.entries(redirect.fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
    </form>
  );

  return { offered, paying, failed, pay, redirectForm };
}
