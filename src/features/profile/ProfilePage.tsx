import { Alert, Divider, Flex, Tabs, Typography } from 'antd'
import { skipToken } from '@reduxjs/toolkit/query/react'
import { useGetUserQuery } from '../../api/api'
import { errorMessage } from '../../api/errorDetail'
import { useAppSelector } from '../../app/hooks'
import { PageSpinner } from '../../components/PageSpinner'
import { DataTab } from '../dataTransfer/DataTab'
import { selectUserId } from '../session/sessionSlice'
import { useSyncUserInfo } from '../session/useSyncUserInfo'
import { DeleteAccountButton } from './DeleteAccountButton'
import { LogOutButton } from './LogOutButton'
import { ProfileTab } from './ProfileTab'
import { SecurityTab } from './SecurityTab'
import { ThemeSelector } from './ThemeSelector'

/** The Profile screen: the 'Profile', 'Login & Security' and 'Your data' tabs, then the theme, Delete Account and Log out. */
export function ProfilePage() {
  const userId = useAppSelector(selectUserId)
  const { data: profile, error, isLoading } = useGetUserQuery(userId ? { id: userId } : skipToken)
  // The profile chip shows the session's user info: it follows the profile's name, email and picture.
  useSyncUserInfo(profile)

  return (
    <Flex vertical gap={16}>
      <Typography.Title level={2} style={{ margin: 0 }}>
        Profile
      </Typography.Title>
      {isLoading && <PageSpinner />}
      {error && !profile && <Alert type="error" showIcon title={errorMessage(error, 'Failed to fetch user profile')} />}
      {profile && (
        <Tabs
          items={[
            { key: 'profile', label: 'Profile', children: <ProfileTab profile={profile} /> },
            { key: 'security', label: 'Login & Security', children: <SecurityTab profile={profile} /> },
            { key: 'data', label: 'Your data', children: <DataTab userId={profile.id} /> },
          ]}
        />
      )}
      <Divider style={{ margin: 0 }} />
      {userId && <ThemeSelector userId={userId} />}
      <Flex gap={8} wrap>
        <LogOutButton />
        {userId && <DeleteAccountButton userId={userId} />}
      </Flex>
    </Flex>
  )
}
