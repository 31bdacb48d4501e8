import { accountTexts } from './account.texts';
import { passwordStrength } from './accountRules';

const t = accountTexts.strength;

/**
 * Spec §2/§5: the live five-step strength bar under a new password, with its label (Muy débil
 * … Muy fuerte). The label is a polite live region: it is announced when it changes, not on
 * every key.
 */
export function PasswordStrengthMeter({ id, password }: { id: string; password: string }) {
  const { score, label } = passwordStrength(password);
  return (
    <div className={`strength strength--${score}`} data-score={score}>
      <div className="strength__bar" aria-hidden="true">
        {t.levels.map((level, index) => (
          <span key={level} className={index < score ? 'strength__step is-on' : 'strength__step'} />
        ))}
      </div>
      <p id={id} className="strength__label" aria-live="polite">
        {label && (
          <>
            <span className="strength__caption">{t.label}:</span> <strong>{label}</strong>
          </>
        )}
      </p>
    </div>
  );
}
