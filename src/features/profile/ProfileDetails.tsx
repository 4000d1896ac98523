import { Descriptions, Flex, Tag, Typography } from 'antd'
import type { Profile } from '../../api/api'
import { HeartRateHistory } from './HeartRateHistory'
import { profileFacts } from './profileOptions'

const notSet = <Typography.Text type="secondary">Not set</Typography.Text>

/** The profile, read-only (the Profile tab's view mode). */
export function ProfileDetails({ profile }: { profile: Profile }) {
  const items = [
    ...profileFacts(profile).map(({ label, value }) => ({ key: label, label, children: value ?? notSet })),
    {
      key: 'Dietary restrictions',
      label: 'Dietary restrictions',
      children: profile.dietary_restrictions.length ? (
        <Flex wrap gap={4}>
          {profile.dietary_restrictions.map((tag) => (
            <Tag key={tag}>{tag}</Tag>
          ))}
        </Flex>
      ) : (
        notSet
      ),
    },
    {
      key: 'Fitness goal',
      label: 'Fitness goal',
      span: 'filled' as const,
      children: profile.fitness_goal ? (
        <Typography.Text style={{ whiteSpace: 'pre-wrap' }}>{profile.fitness_goal}</Typography.Text>
      ) : (
        notSet
      ),
    },
    {
      key: 'Resting heart rate',
      label: 'Resting heart rate',
      span: 'filled' as const,
      children: (
        <Flex vertical gap={4}>
          {profile.resting_heart_rate === null ? notSet : <span>{profile.resting_heart_rate} bpm</span>}
          <HeartRateHistory history={profile.resting_heart_rate_history} />
        </Flex>
      ),
    },
  ]
  return <Descriptions bordered size="small" column={{ xs: 1, sm: 1, md: 2 }} items={items} />
}
