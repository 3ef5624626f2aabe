import {
  type AuditEntry,
  orderStatuses,
  type OrderStatus,
  refundStates,
  type RefundState,
  type Role,
  roles,
} from '@bhoj/contract';
import { refundMessages } from '../../../components/refunds/messages';
import { type MessageValues, translate } from '../../../i18n';
import { adminMessages } from '../messages';
import { KIND_LABEL, ROLE_LABEL, STATUS_LABEL } from './labels';

type Key = (typeof adminMessages.keys)[number];
const say = (key: Key, values: MessageValues = {}) => translate(adminMessages, key, values);

function roleName(value: unknown): string {
  return (roles as readonly unknown[]).includes(value) ? say(ROLE_LABEL[value as Role]) : say('roleCustomer');
}

function statusName(value: unknown): string {
  return (orderStatuses as readonly unknown[]).includes(value)
    ? say(STATUS_LABEL[value as OrderStatus])
    : '—';
}

function refundStateName(value: unknown): string {
  return (refundStates as readonly unknown[]).includes(value)
    ? translate(refundMessages, `state_${value as RefundState}`)
    : '—';
}

/**
 * An audit row as a sentence in the chosen language: "Rahim Uddin changed Karim's role from Customer to
 * Restaurant Owner". Names come from the API (the admin's and the target's); a name it no longer knows
 * becomes "A deleted admin" or "#3". Raw values such as `restaurant_owner` are never shown.
 */
export function auditSentence(entry: AuditEntry): string {
  const before = entry.before ?? {};
  const after = entry.after ?? {};
  const names = {
    actor: entry.actor_name ?? entry.actor ?? say('someone'),
    target: entry.entity_name ?? say('thing', { id: entry.entity_id ?? '' }),
  };
  switch (entry.action) {
    case 'role_change':
      return say('auditRoleChange', { ...names, from: roleName(before.role), to: roleName(after.role) });
    case 'approval':
      return say(after.is_approved === true ? 'auditApproved' : 'auditUnapproved', names);
    case 'status_change':
      if (entry.entity === 'refund') {
        return say('auditRefundChange', {
          ...names,
          from: refundStateName(before.state),
          to: refundStateName(after.state),
        });
      }
      return say('auditStatusChange', {
        ...names,
        from: statusName(before.status),
        to: statusName(after.status),
      });
    case 'create':
    case 'update':
    case 'delete': {
      const kind = say(KIND_LABEL[entry.entity] ?? 'kindItem');
      const key =
        entry.action === 'create' ? 'auditCreate' : entry.action === 'update' ? 'auditUpdate' : 'auditDelete';
      return say(key, { ...names, kind });
    }
    default:
      return say('auditOther', { ...names, action: entry.action.replaceAll('_', ' ') });
  }
}
