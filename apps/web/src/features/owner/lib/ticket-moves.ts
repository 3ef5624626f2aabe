import { TERMINAL_STAGES, type TicketStage } from '@bhoj/contract';

/** The button that moves a ticket to each stage. */
export const MOVE_LABELS: Record<TicketStage, string> = {
  new: 'Back to New',
  accepted: 'Accept',
  preparing: 'Start preparing',
  out_for_delivery: 'Out for delivery',
  delivered: 'Mark delivered',
  canceled: 'Cancel',
};

/** Accepting asks for the preparation time, canceling for a reason; a terminal move asks to confirm. */
export const needsDialog = (stage: TicketStage) => stage === 'accepted' || TERMINAL_STAGES.includes(stage);
