import type { ReactNode } from 'react';
import { AlertIcon, CheckIcon } from '../icons';

interface FormAlertProps {
  /** An error is announced at once (role alert); a success politely (role status). */
  tone: 'error' | 'success';
  children: ReactNode;
  /**
   * A way out under the message, e.g. "ask for a new link". Giving the slot, even empty
   * (`null`), stacks the message over it, so the alert keeps one layout while the action comes and goes.
   */
  action?: ReactNode;
}

/** What a form has to say as a whole, above its fields. */
export function FormAlert({ tone, children, action }: FormAlertProps) {
  const role = tone === 'error' ? 'alert' : 'status';
  const icon = tone === 'error' ? <AlertIcon /> : <CheckIcon />;
  if (action !== undefined) {
    return (
      <div className={`alert alert--${tone}`} role={role}>
        {icon}
        <div>
          <p className="alert__text">{children}</p>
          {action}
        </div>
      </div>
    );
  }
  return (
    <p className={`alert alert--${tone}`} role={role}>
      {icon}
      {children}
    </p>
  );
}
