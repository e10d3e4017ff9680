// Split Earnings as Kuza saves it: what the server checks after the spec's two rules (checkSplit in money-rules.ts).
// Percentages need not add up to 100 (spec §5): what is left is the owner's share; more than 100 cannot be shared.
import { parseAmount, type SplitCollaborator } from './money-rules';
import { fillCatalog } from './message-template';

export const SPLIT_LIMITS = {
  projectNameMax: 100,
  collaboratorsMax: 20,
} as const;

export const SPLIT_TEMPLATES = {
  projectNameTooLong: 'Project names can be at most {{max}} characters.',
  tooManyCollaborators: 'A split can have at most {{max}} collaborators.',
  percentageRange: 'Each percentage must be more than 0 and at most 100, in hundredths at most.',
  overHundred: 'The percentages add up to more than 100%.',
  duplicateCollaborator: 'Each collaborator can be added once.',
  selfCollaborator: 'You keep what is left: add the people you share with.',
  unknownCollaborator: 'No creator has this username.',
  notFound: 'This split does not exist.',
  notOwner: 'Only the creator who made a split can delete it.',
  notYourSplit: 'You can attach only a split you made.',
  notYourPost: 'You can attach a split only to your own posts.',
} as const;

export const SPLIT_PARAMS = {
  projectNameTooLong: { max: SPLIT_LIMITS.projectNameMax },
  tooManyCollaborators: { max: SPLIT_LIMITS.collaboratorsMax },
} as const;

export const SPLIT_MESSAGES = /*#__PURE__*/ fillCatalog(SPLIT_TEMPLATES, SPLIT_PARAMS);
export type SplitMessageId = keyof typeof SPLIT_MESSAGES;

/** A refused split: the message (English, and its id) and the field it is about (`collaborators.2.percentage`: the third row's). */
export interface SplitProblem {
  message: string;
  messageId: `split.${SplitMessageId}`;
  field: string;
}

const problem = (id: SplitMessageId, field: string): SplitProblem => ({
  message: SPLIT_MESSAGES[id],
  messageId: `split.${id}`,
  field,
});

const normalizedUsername = (username: string) => username.trim().replace(/^@/, '').toLowerCase();

/**
 * The rows a split is saved with (complete rows only, as checkSplit counts them), checked: at most 20, each
 * percentage in (0, 100] with at most two decimals, each username once, the total at most 100.
 * Returns the problem, or null.
 */
export function checkSplitShares(projectName: string, collaborators: SplitCollaborator[]): SplitProblem | null {
  if (projectName.trim().length > SPLIT_LIMITS.projectNameMax) return problem('projectNameTooLong', 'projectName');
  if (collaborators.length > SPLIT_LIMITS.collaboratorsMax) return problem('tooManyCollaborators', 'collaborators');
  const seen = new Set<string>();
  let hundredths = 0;
  for (const [index, row] of collaborators.entries()) {
    const value = parseAmount(row.percentage);
    if (
      !Number.isFinite(value) ||
      value <= 0 ||
      value > 100 ||
      Math.abs(value * 100 - Math.round(value * 100)) > 1e-6
    ) {
      return problem('percentageRange', `collaborators.${index}.percentage`);
    }
    const name = normalizedUsername(row.username);
    if (seen.has(name)) return problem('duplicateCollaborator', `collaborators.${index}.username`);
    seen.add(name);
    hundredths += Math.round(value * 100);
  }
  if (hundredths > 100 * 100) return problem('overHundred', 'collaborators');
  return null;
}
