import { Button, Modal, Typography } from 'antd'
import { useState } from 'react'
import { useNavigate } from 'react-router-dom'
import { useDeleteUserMutation } from '../../api/api'
import { errorMessage } from '../../api/errorDetail'
import { useAppDispatch } from '../../app/hooks'
import { loggedOut } from '../session/sessionSlice'

/** Delete Account with its confirmation; afterwards the stored session is cleared and the app goes to '/'. */
export function DeleteAccountButton({ userId }: { userId: string }) {
  const dispatch = useAppDispatch()
  const navigate = useNavigate()
  const [open, setOpen] = useState(false)
  const [deleteUser, { isLoading }] = useDeleteUserMutation()
  const [error, setError] = useState<string | null>(null)

  const confirm = async () => {
    setError(null)
    try {
      await deleteUser({ id: userId }).unwrap()
    } catch (failure) {
      setError(errorMessage(failure, 'Failed to delete account'))
      return
    }
    setOpen(false)
    dispatch(loggedOut())
    navigate('/', { replace: true })
  }

  return (
    <>
      <Button danger onClick={() => setOpen(true)}>
        Delete Account
      </Button>
      <Modal
        title="Delete Account"
        open={open}
        okText="Delete"
        okButtonProps={{ danger: true, loading: isLoading }}
        onOk={confirm}
        onCancel={() => {
          setError(null)
          setOpen(false)
        }}
      >
        <Typography.Paragraph>
          Are you sure you want to permanently delete your account? This cannot be undone.
        </Typography.Paragraph>
        {error && (
          <Typography.Paragraph type="danger" role="alert">
            {error}
          </Typography.Paragraph>
        )}
      </Modal>
    </>
  )
}
