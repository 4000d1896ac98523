import type { MailMessage } from './mailer'

const PRODUCT = 'Macro Tracker'

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)
}

interface LinkMailParts {
  to: string
  subject: string
  /** Paragraphs before the link. */
  lines: string[]
  /** A code to type instead of following the link, shown large in the HTML body. */
  code?: string
  link: string
  linkLabel: string
  /** The closing paragraph. */
  footer: string
}

/** One layout for every account email: the same words in the plain-text and the HTML body. */
function linkMail(parts: LinkMailParts): MailMessage {
  const { to, subject, lines, code, link, linkLabel, footer } = parts
  const text = [
    ...lines,
    ...(code ? [`Your code: ${code}`] : []),
    `${linkLabel}: ${link}`,
    footer,
    `— ${PRODUCT}`,
  ].join('\n\n')
  const html = [
    '<!doctype html><html><body style="font-family: Roboto, Helvetica, Arial, sans-serif; font-size: 14px">',
    ...lines.map((line) => `<p>${escapeHtml(line)}</p>`),
    ...(code
      ? [`<p>Your code: <strong style="font-size: 24px; letter-spacing: 4px">${escapeHtml(code)}</strong></p>`]
      : []),
    `<p><a href="${escapeHtml(link)}">${escapeHtml(linkLabel)}</a></p>`,
    `<p style="color: #666">${escapeHtml(footer)}</p>`,
    `<p>— ${PRODUCT}</p>`,
    '</body></html>',
  ].join('\n')
  return { to, subject, text, html, links: [link] }
}

/** The email login / signup message: a 6-digit code and a link, both valid 10 minutes. */
export function emailLoginMail(to: string, code: string, link: string): MailMessage {
  return linkMail({
    to,
    subject: `Your ${PRODUCT} login code: ${code}`,
    lines: [`Use this code to log in to ${PRODUCT}, or open the link below. Both work once, for 10 minutes.`],
    code,
    link,
    linkLabel: 'Log in',
    footer: 'If you did not ask to log in, you can ignore this email.',
  })
}

/** The set-password link a signed-in person asks for; valid 1 hour. */
export function passwordResetMail(to: string, link: string): MailMessage {
  return linkMail({
    to,
    subject: `Set your ${PRODUCT} password`,
    lines: ['Open the link below to set a new password for your account. It works once, for 1 hour.'],
    link,
    linkLabel: 'Set New Password',
    footer: 'If you did not ask for this, you can ignore this email; your password stays as it is.',
  })
}

/** The confirmation link sent to a new address; valid 1 hour. */
export function emailChangeMail(to: string, link: string): MailMessage {
  return linkMail({
    to,
    subject: `Confirm your new ${PRODUCT} email`,
    lines: [
      `Someone asked to use this address for a ${PRODUCT} account.`,
      'Open the link below to confirm the change. It works once, for 1 hour.',
    ],
    link,
    linkLabel: 'Confirm email change',
    footer: 'If you did not ask for this, you can ignore this email; nothing changes.',
  })
}

/**
 * Sent instead of a confirmation link when someone asks to move their account to an address that already has one:
 * the owner of that inbox learns of it, and the asker learns nothing they could not learn from their own inbox.
 */
export function emailInUseMail(to: string): MailMessage {
  return noticeMail(to, `Someone tried to use this email for another ${PRODUCT} account`, [
    `Someone signed in to ${PRODUCT} asked to change their account's email to this address.`,
    'This address already has its own account, so nothing was changed and there is nothing to do.',
    'If you use this address for your own account, you can keep signing in with it as before.',
  ])
}

/** A message with no link: a notice to read, and who to tell. */
function noticeMail(to: string, subject: string, lines: string[]): MailMessage {
  return {
    to,
    subject,
    text: [...lines, `— ${PRODUCT}`].join('\n\n'),
    html: [
      '<!doctype html><html><body style="font-family: Roboto, Helvetica, Arial, sans-serif; font-size: 14px">',
      ...lines.map((line) => `<p>${escapeHtml(line)}</p>`),
      `<p>— ${PRODUCT}</p>`,
      '</body></html>',
    ].join('\n'),
    links: [],
  }
}

/** The notice to the old address once an email change is confirmed: there is no link to follow, only who to tell. */
export function emailChangedMail(to: string, newEmail: string): MailMessage {
  return noticeMail(to, `Your ${PRODUCT} email was changed`, [
    `The email of your ${PRODUCT} account was changed to ${newEmail}, and every signed-in device was signed out.`,
    'If you made this change, there is nothing to do. If you did not, reply to this email or contact support at once.',
  ])
}
