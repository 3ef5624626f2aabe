import { ForgetPasswordBody, MessageAnswer, ResetPasswordBody, ResetPasswordParams } from '@bhoj/contract';
import type { App, Deps } from '../../deps.ts';
import { accountsPasswordResetService } from './password-reset-service.ts';
import { accountAttemptLimits } from './attempt-limits.ts';
import { formErrors, tags } from './route-parts.ts';

export async function passwordRoutes(app: App, deps: Deps) {
  const resets = accountsPasswordResetService(deps);
  const limits = accountAttemptLimits(deps);

  app.post(
    '/accounts/forget-password/',
    {
      config: { access: 'public' },
      preHandler: limits.recovery,
      // Only once the answer is out: the account lookup, the link and the mail server must not make it
      // slower for an email that has an account.
      onResponse: (request, reply, done) => {
        if (reply.statusCode === 200) resets.requestReset(request.body.email);
        done();
      },
      schema: {
        tags,
        summary:
          'Mail a password reset link (at most RATE_LIMIT_RECOVERY_MAILS_PER_HOUR an hour per email); the same answer whether or not the email has an account, or the cap is reached',
        body: ForgetPasswordBody,
        response: { 200: MessageAnswer, ...formErrors },
      },
    },
    () => ({ message: 'If an account uses this email, a link to reset its password has been sent to it.' }),
  );

  app.post(
    '/accounts/reset-password/:uid/:token/',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Set a new password through the mailed link (uid: the user id)',
        params: ResetPasswordParams,
        body: ResetPasswordBody,
        response: { 200: MessageAnswer, 400: formErrors[400] },
      },
    },
    async (request) => {
      await resets.resetPassword(request.params.uid, request.params.token, request.body.password);
      return { message: 'Your password has been reset. Sign in with the new password.' };
    },
  );
}
