import { PolicyDocument } from './PolicyDocument';
import { privacyPolicy } from './privacy.es';

/** /politica-de-privacidad */
export default function PrivacyPage() {
  return <PolicyDocument content={privacyPolicy} />;
}
