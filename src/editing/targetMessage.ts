// The message that explains a target problem to an editor.
import type { MessageDescriptor } from 'react-intl';
import type { TargetProblem } from './linkProblems';
import { widgetMessages } from './widgetMessages';

/** The widget message for a target problem. */
export function targetMessage(problem: TargetProblem): MessageDescriptor {
  switch (problem) {
    case 'required':
      return widgetMessages.targetRequired;
    case 'unsafe':
      return widgetMessages.targetUnsafe;
    default:
      return widgetMessages.targetMalformed;
  }
}
