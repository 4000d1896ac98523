/** The email card's steps after the email (one chunk, see loginSteps.ts). */
export { LinkSentStep } from './LinkSentStep'
export { PasskeyStep } from './PasskeyStep'
export { PasswordLoginForm } from './PasswordLoginForm'
