import { Button } from 'antd'
import { useNavigate } from 'react-router-dom'
import { useLogoutMutation } from '../../api/api'
import { useAppDispatch } from '../../app/hooks'
import { paths } from '../../app/paths'
import { loggedOut } from '../session/sessionSlice'

/** Revokes the session on the server (a failure there does not keep the user signed in), then signs out. */
export function LogOutButton() {
  const dispatch = useAppDispatch()
  const navigate = useNavigate()
  const [logout, { isLoading }] = useLogoutMutation()

  const logOut = async () => {
    try {
      await logout().unwrap()
    } catch {
      // An expired token or an unreachable server must not stop a local logout.
    }
    dispatch(loggedOut())
    navigate(paths.login, { replace: true })
  }

  return (
    <Button danger loading={isLoading} onClick={logOut}>
      Log out
    </Button>
  )
}
