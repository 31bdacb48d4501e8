import { DeveloperShowcase } from './DeveloperShowcase';
import { bricklePickle, whiteBranch } from './showcase.texts';

/** /brickle-pickle: the showcase page of one of the site's two developers. */
export default function BricklePicklePage() {
  return <DeveloperShowcase developer={bricklePickle} variant="pickle" other={{ name: whiteBranch.name, to: '/white-branch' }} />;
}
