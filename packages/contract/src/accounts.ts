import { z } from 'zod';
import { ImageUrl, Role } from './common.ts';
import { form, requiredText } from './fields.ts';
import { SignInCode } from './sign-in-code.ts';

export const PASSWORD_MIN_LENGTH = 8;
/** Largest accepted upload, in bytes (5 MB). */
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
export const ACCOUNT_MESSAGES = {
  passwordsDiffer: 'Passwords do not match',
  invalidCredentials: 'Invalid credentials',
  invalidToken: 'Invalid token',
  tooManyAttempts: 'Too many attempts. Try again in a minute.',
  notAnImage: 'Upload a JPEG, PNG, WebP, GIF or AVIF image.',
  imageTooLarge: 'The image must be 5 MB or smaller.',
  /** An image field's URL that is not one of our uploads. */
  foreignImage: 'Upload the image here: links to images elsewhere are not accepted.',
  /** An image field's upload that is neither this account's nor the record's current image. */
  notOwnImage: 'Upload the image here: only images uploaded from this account are accepted.',
  phone: 'Enter a Bangladeshi mobile number, like 01712345678 or +8801712345678.',
} as const;

/** Trimmed and lowercased: email addresses are case-insensitive. */
export const Email = requiredText('Email', 254).toLowerCase().pipe(z.email('Enter a valid email address.'));

export const Username = requiredText('Username', 150)
  .min(3, 'Username must be at least 3 characters.')
  .regex(/^[A-Za-z0-9._-]+$/, 'Username may contain only letters, digits, dots, underscores and hyphens.');

/** A Bangladeshi mobile number (01XXXXXXXXX, 8801…, +8801…; spaces and dashes ignored) → "+8801XXXXXXXXX". */
export const BdMobile = requiredText('Phone number', 30)
  .overwrite((v) => v.replace(/[\s-]/g, ''))
  .regex(/^(?:\+?88)?01[3-9]\d{8}$/, ACCOUNT_MESSAGES.phone)
  .overwrite((v) => `+88${v.slice(-11)}`);

/** Rules for a new password; the server also refuses the most common passwords. */
export const NewPassword = z
  .string({ error: (issue) => (issue.input == null ? 'Password is required.' : 'Password must be text.') })
  .min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters.`)
  .max(128, 'Password must be at most 128 characters.');

const passwordPair = {
  password: NewPassword,
  confirm_password: z.string({ error: 'Confirm your password.' }),
};
type PasswordPair = { password: string; confirm_password: string };
/** Checks the pair even when the password itself has a problem, so both messages reach the form. */
const matchingPasswords = <T extends z.ZodType<PasswordPair>>(schema: T) =>
  schema.refine((body) => body.password === body.confirm_password, {
    message: ACCOUNT_MESSAGES.passwordsDiffer,
    path: ['confirm_password'],
    when: ({ value }) => {
      const body = value as Partial<Record<keyof PasswordPair, unknown>> | undefined;
      return typeof body?.password === 'string' && typeof body.confirm_password === 'string';
    },
  });

export const RegisterBody = matchingPasswords(form({ username: Username, email: Email, ...passwordPair }));
export type RegisterBody = z.infer<typeof RegisterBody>;

export const LoginBody = form({
  email: Email,
  password: z.string({ error: 'Password is required.' }).min(1, 'Password is required.'),
  /** The mailed sign-in code, when the account asks this browser for one (docs/decisions/0021). */
  code: SignInCode.optional(),
});
export type LoginBody = z.infer<typeof LoginBody>;

/** The languages an account can choose; it picks the language of the mails the account receives. */
export const USER_LANGUAGES = ['en', 'bn'] as const;
export const LANGUAGE_MESSAGE = 'Choose a language: "en" (English) or "bn" (Bangla).';
export const UserLanguage = z.enum(USER_LANGUAGES, { error: LANGUAGE_MESSAGE });
export type UserLanguage = z.infer<typeof UserLanguage>;

/** PUT /api/accounts/language/ */
export const LanguageUpdate = form({ language: UserLanguage });
export type LanguageUpdate = z.infer<typeof LanguageUpdate>;

export const Profile = z.object({
  id: z.number().int(),
  username: z.string(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  /** null when unset. */
  phone_number: z.string().nullable(),
  profile_image: ImageUrl,
  role: Role,
  language: UserLanguage,
});
export type Profile = z.infer<typeof Profile>;

export const Login = Profile.extend({ token: z.string(), user_id: z.number().int() });
export type Login = z.infer<typeof Login>;

/**
 * JSON, or multipart with the same fields where profile_image may be a file. profile_image as a URL must
 * be one answered by POST /api/uploads/; null, "" or absent keeps the current image.
 */
export const ProfileUpdate = form({
  first_name: requiredText('First name', 150),
  last_name: requiredText('Last name', 150),
  phone_number: BdMobile,
  profile_image: z
    .union([z.string().trim().max(500, 'The image URL is too long.'), z.file()], {
      error: 'Upload an image file or send the URL of an uploaded image.',
    })
    .nullish(),
});
export type ProfileUpdate = z.infer<typeof ProfileUpdate>;

export const ForgetPasswordBody = form({ email: Email });
export type ForgetPasswordBody = z.infer<typeof ForgetPasswordBody>;

/** POST /api/accounts/login-code/: mail the sign-in code (again); an email alone, as forget-password. */
export const SignInCodeBody = ForgetPasswordBody;
export type SignInCodeBody = ForgetPasswordBody;

/** From the mailed link `<site>/reset-password/{uid}/{token}/`. */
export const ResetPasswordParams = z.object({
  uid: z.string().meta({ description: 'The user id, in decimal' }),
  token: z.string().meta({ description: 'The 64 hex digits of the mailed token' }),
});
export const ResetPasswordBody = matchingPasswords(form(passwordPair));
export type ResetPasswordBody = z.infer<typeof ResetPasswordBody>;

/** `{"message": "..."}`: answers of logout, forget-password and reset-password. */
export const MessageAnswer = z.object({ message: z.string() });
export type MessageAnswer = z.infer<typeof MessageAnswer>;

/** Multipart field `file`. */
export const UploadBody = form({
  file: z.file({ error: 'Choose an image to upload.' }).max(MAX_UPLOAD_BYTES, ACCOUNT_MESSAGES.imageTooLarge),
});
export const UploadAnswer = z.object({ url: ImageUrl });
export type UploadAnswer = z.infer<typeof UploadAnswer>;

const Credentials = z.object({ email: z.string(), password: z.string() });
/** What the web app needs to know about this installation. demo_accounts: null unless DEMO_DATA is on. */
export const SiteConfig = z.object({
  demo_accounts: z.object({ owner: Credentials, admin: Credentials }).nullable(),
});
export type SiteConfig = z.infer<typeof SiteConfig>;
