import { lazyWithAntd, loadAntdTheme } from '../theme/lazyWithAntd'

/*
 * The login screen's steps after its first view, built with antd: each loads when first shown, so the first view
 * (plain HTML) loads no antd at all.
 */

const loadEmailSteps = () => import(/* webpackChunkName: "login-email-steps" */ './emailSteps')

export const PasskeyStep = lazyWithAntd(() => loadEmailSteps().then((m) => m.PasskeyStep))
export const LinkSentStep = lazyWithAntd(() => loadEmailSteps().then((m) => m.LinkSentStep))
export const PasswordLoginForm = lazyWithAntd(() => loadEmailSteps().then((m) => m.PasswordLoginForm))

export const TwoFactorStep = lazyWithAntd(() =>
  import(/* webpackChunkName: "login-two-factor" */ './TwoFactorStep').then((m) => m.TwoFactorStep),
)
export const SignupWizard = lazyWithAntd(() =>
  import(/* webpackChunkName: "signup" */ './SignupWizard').then((m) => m.SignupWizard),
)

/** Starts loading the email card's next steps once someone starts typing an email, so they show without a wait. */
export function preloadEmailSteps(): void {
  void loadAntdTheme()
  void loadEmailSteps()
}
