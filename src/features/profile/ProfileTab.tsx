import { App, Button, Flex } from 'antd'
import { useState } from 'react'
import { useUpdateUserMutation, type Profile } from '../../api/api'
import { errorMessage } from '../../api/errorDetail'
import { GoogleLinkedWarning } from './GoogleLinkedWarning'
import { ProfileDetails } from './ProfileDetails'
import { ProfileForm } from './ProfileForm'
import { toProfileUpdate, type ProfileFormValues } from './profileForm'
import { TargetsSection } from './TargetsSection'

/** The Profile tab: view mode with Edit Profile; edit mode with Cancel and Save Profile; then the daily targets. */
export function ProfileTab({ profile }: { profile: Profile }) {
  const { message } = App.useApp()
  const [editing, setEditing] = useState(false)
  const [updateUser, { isLoading }] = useUpdateUserMutation()
  const [error, setError] = useState<string | null>(null)

  const save = async (values: ProfileFormValues) => {
    setError(null)
    try {
      await updateUser({ id: profile.id, profileUpdate: toProfileUpdate(values, profile) }).unwrap()
      message.success('Profile updated!')
      setEditing(false)
    } catch (failure) {
      setError(errorMessage(failure, 'Failed to update profile'))
    }
  }

  const cancel = () => {
    setError(null)
    setEditing(false)
  }

  return (
    <Flex vertical gap={16}>
      {profile.google_id && <GoogleLinkedWarning />}
      {editing ? (
        <ProfileForm profile={profile} saving={isLoading} error={error} onSave={save} onCancel={cancel} />
      ) : (
        <>
          <ProfileDetails profile={profile} />
          <Button type="primary" style={{ alignSelf: 'flex-start' }} onClick={() => setEditing(true)}>
            Edit Profile
          </Button>
        </>
      )}
      <TargetsSection userId={profile.id} />
    </Flex>
  )
}
