import {
  defaultHandoverTimes,
  handoverProblem,
  handoverProblemMessage,
  type HandoverSettings,
} from '@/shared/domain/handover-times';
import { AppError } from '@/server/lib/errors';

interface Proposal {
  startDate: string;
  endDate: string;
  pickupTime?: string | null;
  returnTime?: string | null;
}

/**
 * The handover times of a request or an acceptance (issue 26 §3): the ones given, the item's default for one left
 * out, checked by the item's flexibility (shared/domain/handover-times.ts). A time that breaks the rule is 400
 * HANDOVER_TIME whose message says which rule, with the time's field marked.
 */
export function checkedHandoverTimes(
  settings: HandoverSettings,
  p: Proposal,
): { pickupTime: string; returnTime: string } {
  const fallback = defaultHandoverTimes(settings);
  const times = { pickupTime: p.pickupTime ?? fallback.pickupTime, returnTime: p.returnTime ?? fallback.returnTime };
  const problem = handoverProblem(settings, { startDate: p.startDate, endDate: p.endDate, ...times });
  if (problem) {
    const { key, vars } = handoverProblemMessage(settings, problem.rule);
    throw new AppError('HANDOVER_TIME', { [problem.field]: 'validation.handoverChooseAnother' }, vars, {}, key);
  }
  return times;
}
