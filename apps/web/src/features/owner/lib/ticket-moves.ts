import { TERMINAL_STAGES, type TicketStage } from '@bhoj/contract';
import type { OwnerMessageKey } from '../messages';

/** The catalog key of the button that moves a ticket to `stage` ('Accept', 'Start preparing'…). */
export const moveLabelKey = (stage: TicketStage): OwnerMessageKey => `move_${stage}`;

/** The catalog key of a stage's name ('Preparing'). */
export const stageLabelKey = (stage: TicketStage): OwnerMessageKey => `stage_${stage}`;

/** Accepting asks for the preparation time, canceling for a reason; a terminal move asks to confirm. */
export const needsDialog = (stage: TicketStage) => stage === 'accepted' || TERMINAL_STAGES.includes(stage);
