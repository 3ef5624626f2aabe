import { LanguageUpdate, MessageAnswer, Profile, ProfileUpdate, RegisterBody } from '@bhoj/contract';
import type { App, Deps } from '../../deps.ts';
import { requireUser } from '../../lib/auth.ts';
import { multipartBody } from '../uploads/multipart.ts';
import { passwordRoutes } from './password-routes.ts';
import { accountsProfileService } from './profile-service.ts';
import { accountsService } from './service.ts';
import { accountAttemptLimits } from './attempt-limits.ts';
import { formErrors, tags } from './route-parts.ts';
import { signInRoutes } from './sign-in-routes.ts';

export async function accountsRoutes(app: App, deps: Deps) {
  const accounts = accountsService(deps);
  const profiles = accountsProfileService(deps);
  const limits = accountAttemptLimits(deps);

  app.post(
    '/accounts/register/',
    {
      config: { access: 'public' },
      preHandler: limits.signUp,
      schema: {
        tags,
        summary: 'Sign up as a customer',
        body: RegisterBody,
        response: { 201: Profile, ...formErrors },
      },
    },
    async (request, reply) => reply.code(201).send(await accounts.register(request.body)),
  );

  await app.register(signInRoutes, deps);

  app.post(
    '/accounts/logout/',
    {
      config: { access: 'user' },
      schema: { tags, summary: 'Revoke this token', response: { 200: MessageAnswer } },
    },
    async (request) => {
      await accounts.logout(requireUser(request));
      return { message: 'Logged out' };
    },
  );

  app.get(
    '/accounts/profile/',
    { config: { access: 'user', privateAnswer: true }, schema: { tags, response: { 200: Profile } } },
    (request) => profiles.get(requireUser(request).id),
  );

  app.put(
    '/accounts/profile/',
    {
      config: { access: 'user' },
      preValidation: multipartBody,
      schema: {
        tags,
        summary: 'Update the profile: JSON, or multipart with profile_image as a file',
        consumes: ['application/json', 'multipart/form-data'],
        body: ProfileUpdate,
        response: { 200: Profile, 400: formErrors[400] },
      },
    },
    (request) => profiles.update(requireUser(request).id, request.body),
  );

  app.put(
    '/accounts/language/',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: "Set the account's language (en or bn): the language of its mails",
        body: LanguageUpdate,
        response: { 200: Profile, 400: formErrors[400] },
      },
    },
    (request) => profiles.setLanguage(requireUser(request).id, request.body.language),
  );

  await app.register(passwordRoutes, deps);
}
