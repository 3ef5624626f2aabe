import { describe, expect, it } from 'vitest';
import { ApiError, NETWORK_ERROR_MESSAGE } from './api-client';
import { firstFormError } from './form-errors';

const answer = (data: unknown, status = 400) => new ApiError(status, data, 'fallback message');
const signUpFields = ['username', 'email', 'password', 'confirm_password', 'error'] as const;

describe('firstFormError', () => {
  it('picks the first field of the form order that the answer holds, not the answer order', () => {
    const error = answer({
      confirm_password: ['Passwords do not match.'],
      password: ['This password is too common.'],
      email: ['A user with this email already exists.'],
    });
    expect(firstFormError(error, signUpFields)).toEqual({
      field: 'email',
      message: 'A user with this email already exists.',
    });
  });

  it('reads plain strings and skips empty values', () => {
    expect(firstFormError(answer({ username: [], email: '', password: 'Too short' }), signUpFields)).toEqual({
      field: 'password',
      message: 'Too short',
    });
  });

  it('reports a business error without a field', () => {
    expect(firstFormError(answer({ error: 'Invalid credentials' }), ['email', 'password', 'error'])).toEqual({
      message: 'Invalid credentials',
    });
  });

  it('falls back to the first message of an unlisted field or detail', () => {
    expect(firstFormError(answer({ password: ['Too short'] }), ['confirm_password', 'error'])).toEqual({
      message: 'Too short',
    });
    expect(firstFormError(answer({ detail: 'Not found.' }, 404), ['error'])).toEqual({
      message: 'Not found.',
    });
  });

  it("uses the error's own message when there is no answer", () => {
    expect(firstFormError(new ApiError(0, null, NETWORK_ERROR_MESSAGE), ['error'])).toEqual({
      message: 'Server is not connected',
    });
    expect(firstFormError(new Error('Boom'), ['error'])).toEqual({ message: 'Boom' });
    expect(firstFormError(null, ['error'])).toBeNull();
  });
});
