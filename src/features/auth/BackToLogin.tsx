import { Link } from 'react-router-dom'
import { paths } from '../../app/paths'

/** The way back from the public account pages to the login screen. */
export function BackToLogin() {
  return <Link to={paths.login}>Back to login</Link>
}
