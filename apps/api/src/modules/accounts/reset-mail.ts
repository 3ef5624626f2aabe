import { escapeHtml, type Mail } from '../../lib/mail.ts';

/** The password reset mail. What it says about the link (single use, one hour) is what the server enforces. */
export function resetMail(user: { username: string; email: string }, link: string): Mail {
  const name = escapeHtml(user.username);
  const href = escapeHtml(link);
  return {
    to: user.email,
    subject: 'Reset your Bhoj password',
    text: [
      `Hello ${user.username},`,
      '',
      'Someone asked to reset the password of your Bhoj account. To choose a new password, open this link:',
      '',
      link,
      '',
      'The link works once and expires in 1 hour.',
      'If you did not ask for this, ignore this mail: your password stays as it is.',
      '',
    ].join('\n'),
    html: [
      `<p>Hello ${name},</p>`,
      '<p>Someone asked to reset the password of your Bhoj account. To choose a new password, open this link:</p>',
      `<p><a href="${href}">${href}</a></p>`,
      '<p>The link works once and expires in 1 hour.<br>',
      'If you did not ask for this, ignore this mail: your password stays as it is.</p>',
    ].join('\n'),
  };
}
