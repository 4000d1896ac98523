import { App, Flex, Radio, Typography } from 'antd'
import { useUpdateUserMutation } from '../../api/api'
import { errorMessage } from '../../api/errorDetail'
import { useAppDispatch, useAppSelector } from '../../app/hooks'
import { isThemeMode } from '../theme/themeMode'
import { selectThemeMode, themeModeChanged } from '../theme/themeSlice'

const options = [
  { value: 'auto', label: 'Auto' },
  { value: 'light', label: 'Light' },
  { value: 'dark', label: 'Dark' },
]

/** The theme preference: applied at once, and saved to the profile (theme_preference) so other devices follow. */
export function ThemeSelector({ userId }: { userId: string }) {
  const dispatch = useAppDispatch()
  const { message } = App.useApp()
  const mode = useAppSelector(selectThemeMode)
  const [updateUser] = useUpdateUserMutation()

  const choose = async (value: unknown) => {
    if (!isThemeMode(value)) return
    dispatch(themeModeChanged(value))
    try {
      await updateUser({ id: userId, profileUpdate: { theme_preference: value } }).unwrap()
    } catch (failure) {
      message.error(errorMessage(failure, 'Failed to update profile'))
    }
  }

  return (
    <Flex align="center" gap={12} wrap>
      <Typography.Text id="theme-label">Theme</Typography.Text>
      <Radio.Group
        aria-labelledby="theme-label"
        optionType="button"
        buttonStyle="solid"
        options={options}
        value={mode}
        onChange={(event) => choose(event.target.value)}
      />
    </Flex>
  )
}
