import { useDocumentTitle } from '../../hooks/useDocumentTitle';
import { es } from '../../i18n/es';
import { DeveloperShowcase } from './DeveloperShowcase';
import { bricklePickle, whiteBranch } from './showcase.texts';

/** /white-branch: the other developer's page. The frame shows no footer here (spec §2). */
export default function WhiteBranchPage() {
  useDocumentTitle(es.pages.whiteBranch);
  return (
    <DeveloperShowcase
      developer={whiteBranch}
      variant="branch"
      other={{ name: bricklePickle.name, to: '/brickle-pickle' }}
      closingLine
    />
  );
}
