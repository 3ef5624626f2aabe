/**
 * Whether this instance is draining: from SIGTERM (or the app closing) on, `GET /api/health/ready`
 * answers 503 so that a load balancer takes it out before it stops listening.
 */
export interface Readiness {
  readonly draining: boolean;
  drain(): void;
}

export function readiness(): Readiness {
  let draining = false;
  return {
    get draining() {
      return draining;
    },
    drain() {
      draining = true;
    },
  };
}
