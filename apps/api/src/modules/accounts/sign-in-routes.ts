import { Login, LoginBody, MessageAnswer, SIGN_IN_CODE_MESSAGES, SignInCodeBody } from '@bhoj/contract';
import type { App, Deps } from '../../deps.ts';
import { HttpError } from '../../lib/errors.ts';
import { accountAttemptLimits } from './attempt-limits.ts';
import { formErrors, tags } from './route-parts.ts';
import { signInCodes } from './sign-in-codes.ts';
import { signInFlow } from './sign-in.ts';

export async function signInRoutes(app: App, deps: Deps) {
  const signIn = signInFlow(deps);
  const codes = signInCodes(deps);
  const limits = accountAttemptLimits(deps);

  app.post(
    '/accounts/login/',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Sign in: answers a token',
        description:
          'Failed sign-ins are limited per client IP (429). Past RATE_LIMIT_AUTH_PER_MINUTE failures to an ' +
          'account, a browser that never signed in to it needs a code mailed to the account as well: ' +
          'sent without one, the answer is 400 {"code": [...]} and the mail goes out; send `code` with ' +
          'the password. A browser that signed in before carries a device cookie (bhoj_device) and is ' +
          'limited on its own instead (429).',
        body: LoginBody,
        response: { 200: Login, ...formErrors },
      },
    },
    (request, reply) => signIn(request, reply, request.body),
  );

  app.post(
    '/accounts/login-code/',
    {
      config: { access: 'public' },
      preHandler: limits.signInCode,
      schema: {
        tags,
        summary:
          'Mail the sign-in code again (or a new one); at most one mail every few minutes per email, the same answer whether or not it has an account',
        body: SignInCodeBody,
        response: { 200: MessageAnswer, ...formErrors },
      },
    },
    async (request) => {
      const waitMs = await codes.resend(request.body.email);
      if (waitMs !== undefined) {
        throw new HttpError(
          429,
          { error: SIGN_IN_CODE_MESSAGES.wait },
          { 'retry-after': Math.ceil(waitMs / 1000) },
        );
      }
      return { message: SIGN_IN_CODE_MESSAGES.mailed };
    },
  );
}
