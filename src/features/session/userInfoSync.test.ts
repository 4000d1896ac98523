import { makeProfile } from '../../testing/fixtures'
import { userInfoChanges } from './userInfoSync'

describe('userInfoChanges', () => {
  it('reports a new name or picture', () => {
    const profile = makeProfile({ name: 'Ada', email: 'ada@example.com', profile_pic: 'https://pics/ada.png' })

    expect(userInfoChanges({ user_id: '42', name: 'Old', email: 'ada@example.com' }, profile)).toEqual({
      name: 'Ada',
      email: 'ada@example.com',
      picture: null,
      profilePic: 'https://pics/ada.png',
    })
  })

  it('reports nothing when the session already shows the profile', () => {
    const profile = makeProfile({ name: 'Ada', email: 'ada@example.com' })

    expect(userInfoChanges({ user_id: '42', name: 'Ada', email: 'ada@example.com', picture: null }, profile)).toBeNull()
  })
})
