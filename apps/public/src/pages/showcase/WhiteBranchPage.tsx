import { DeveloperShowcase } from './DeveloperShowcase';
import { bricklePickle, whiteBranch } from './showcase.texts';

/** /white-branch: the other developer's page. The frame shows no footer here (spec §2). */
export default function WhiteBranchPage() {
  return (
    <DeveloperShowcase
      developer={whiteBranch}
      variant="branch"
      other={{ name: bricklePickle.name, to: '/brickle-pickle' }}
      closingLine
    />
  );
}
