import { describe, expect, it } from 'vitest';
import { BdMobile, LoginBody, ProfileUpdate, RegisterBody, ResetPasswordBody } from './accounts.ts';
import { fieldErrors } from './testing.ts';

describe('accounts bodies', () => {
  it('accepts a sign-up and lowercases the email', () => {
    const body = {
      username: 'rahim',
      email: ' Rahim@Example.COM ',
      password: 'kacchi-2024',
      confirm_password: 'kacchi-2024',
    };
    expect(RegisterBody.parse(body)).toEqual({ ...body, email: 'rahim@example.com' });
  });

  it('refuses a sign-up with each field wrong, all messages at once', () => {
    expect(
      fieldErrors(RegisterBody, {
        username: 'r!',
        email: 'nope',
        password: 'short',
        confirm_password: 'other',
      }),
    ).toEqual({
      username: [
        'Username must be at least 3 characters.',
        'Username may contain only letters, digits, dots, underscores and hyphens.',
      ],
      email: ['Enter a valid email address.'],
      password: ['Password must be at least 8 characters.'],
      confirm_password: ['Passwords do not match'],
    });
    expect(fieldErrors(RegisterBody, 'rahim')).toEqual({ error: ['Send the form fields as a JSON object.'] });
  });

  it('asks for a missing or blank field by its label', () => {
    expect(fieldErrors(LoginBody, { email: '  ' })).toEqual({
      email: ['Email is required.'],
      password: ['Password is required.'],
    });
    expect(fieldErrors(LoginBody, { email: 5, password: 'x' })).toEqual({ email: ['Email must be text.'] });
  });

  it('reads a sign-in code typed with spaces, dashes or Bengali digits, and asks for six digits', () => {
    const body = { email: 'a@example.com', password: 'x' };
    for (const typed of ['123456', ' 123 456 ', '123-456', '১২৩৪৫৬'])
      expect(LoginBody.parse({ ...body, code: typed }).code).toBe('123456');
    expect(LoginBody.parse(body).code).toBeUndefined();
    for (const bad of ['12345', '1234567', '12a456', 123456])
      expect(fieldErrors(LoginBody, { ...body, code: bad })).toEqual({
        code: ['Enter the 6-digit code from the mail.'],
      });
  });

  it('stores Bangladeshi mobile numbers as +8801XXXXXXXXX', () => {
    for (const typed of ['01712345678', '8801712345678', '+880 1712-345678'])
      expect(BdMobile.parse(typed)).toBe('+8801712345678');
    expect(
      fieldErrors(ProfileUpdate, { first_name: 'Rahim', last_name: 'Uddin', phone_number: '0171234' }),
    ).toEqual({
      phone_number: ['Enter a Bangladeshi mobile number, like 01712345678 or +8801712345678.'],
    });
  });

  it('reports a password mismatch on confirm_password even when the password is too short', () => {
    expect(fieldErrors(ResetPasswordBody, { password: 'short', confirm_password: 'other' })).toEqual({
      password: ['Password must be at least 8 characters.'],
      confirm_password: ['Passwords do not match'],
    });
  });
});
