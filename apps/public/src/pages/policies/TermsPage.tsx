import { PolicyDocument } from './PolicyDocument';
import { termsAndConditions } from './terms.es';

/** /terminos-y-condiciones: the only legal page whose index can be hidden (spec). */
export default function TermsPage() {
  return <PolicyDocument content={termsAndConditions} toggleableIndex />;
}
