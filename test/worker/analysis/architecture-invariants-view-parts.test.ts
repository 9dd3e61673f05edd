// Architecture invariants of view helper, template view and composite view: the helper prepares and the view renders, the template fixes the layout, composites render their children.
import { describeArchitectureChecks } from './architecture-invariants-judge';
import { VIEW_PARTS } from './architecture-invariants-cases/view-parts';

describeArchitectureChecks(VIEW_PARTS);
