import HeartFilled from '@ant-design/icons/HeartFilled'
import HeartOutlined from '@ant-design/icons/HeartOutlined'
import { Button, theme } from 'antd'

interface FavoriteButtonProps {
  name: string
  favorite: boolean
  disabled?: boolean
  onToggle: () => void
}

/** The favourite heart of a food card or a recipe row: a toggle button named after what it marks. */
export function FavoriteButton({ name, favorite, disabled, onToggle }: FavoriteButtonProps) {
  const { token } = theme.useToken()
  return (
    <Button
      type="text"
      shape="circle"
      disabled={disabled}
      aria-pressed={favorite}
      aria-label={favorite ? `Remove ${name} from favorites` : `Add ${name} to favorites`}
      icon={favorite ? <HeartFilled style={{ color: token.colorError }} /> : <HeartOutlined />}
      onClick={(event) => {
        event.stopPropagation()
        onToggle()
      }}
    />
  )
}
