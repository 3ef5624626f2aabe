import { ACCOUNT_MESSAGES, type Login, type LoginBody, SIGN_IN_CODE_MESSAGES } from '@bhoj/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Deps } from '../../deps.ts';
import { businessError, fieldError } from '../../lib/errors.ts';
import { accountAttemptLimits } from './attempt-limits.ts';
import { accountsService } from './service.ts';
import { signInCodes } from './sign-in-codes.ts';

/**
 * Sign-in (docs/api/accounts.md). A new browser signing in to an account past its failure limit, or while
 * a code mailed for it is live, needs the password and that code (docs/decisions/0021). Sent without a
 * code, it is answered where to find one; sent with one, every failure gets the same answer, so that
 * someone without the mail learns nothing about the password.
 */
export function signInFlow(deps: Deps) {
  const accounts = accountsService(deps);
  const limits = accountAttemptLimits(deps);
  const codes = signInCodes(deps);

  return async function signIn(
    request: FastifyRequest,
    reply: FastifyReply,
    body: LoginBody,
  ): Promise<Login> {
    const attempt = await limits.signIn(request, reply, body.email);
    const needsCode =
      attempt.countedForAccount && (attempt.overAccountLimit || (await codes.needed(body.email)));
    if (needsCode && body.code === undefined) {
      await codes.offer(body.email);
      throw fieldError('code', SIGN_IN_CODE_MESSAGES.needed);
    }
    const profile = await accounts.checkPassword(body);
    if (needsCode && !(await codes.redeem(body.email, body.code!, profile !== undefined)))
      throw fieldError('code', SIGN_IN_CODE_MESSAGES.wrong);
    if (!profile) throw businessError(400, ACCOUNT_MESSAGES.invalidCredentials);
    const login = await accounts.startSession(profile);
    await attempt.succeeded();
    return login;
  };
}
