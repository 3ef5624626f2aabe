export { createIdempotencyKey } from '../../../lib/idempotency-key';
