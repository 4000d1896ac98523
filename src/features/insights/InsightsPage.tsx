import BulbOutlined from '@ant-design/icons/BulbOutlined'
import { Alert, Button, Flex, Input, Typography } from 'antd'
import { useState } from 'react'
import { useGetAdviceMutation } from '../../api/api'
import { useAppSelector } from '../../app/hooks'
import { growWithText } from '../../components/growWithText'
import { selectUserId } from '../session/sessionSlice'
import { InsightsLog } from './InsightsLog'
import { adviceRows, adviceText, insightsFailure } from './insightsRules'

const ADVICE_BOX_STYLE = growWithText(4)

/** The Insights screen (docs/product.md §2): Get Insights, the read-only advice box and the Insights Log. */
export function InsightsPage() {
  const userId = useAppSelector(selectUserId)
  const [getAdvice, { isLoading }] = useGetAdviceMutation()
  const [advice, setAdvice] = useState('')
  const [problem, setProblem] = useState<string | null>(null)

  const onGetInsights = async () => {
    if (!userId) return
    setProblem(null)
    const result = await getAdvice({ userId })
    if (result.error) setProblem(insightsFailure(result.error))
    else setAdvice(adviceText(result.data))
  }

  if (!userId) return null
  return (
    <Flex vertical gap={16}>
      <Flex justify="space-between" align="center" wrap gap={12}>
        <Typography.Title level={2} style={{ margin: 0 }}>
          Insights
        </Typography.Title>
        <Button type="primary" icon={<BulbOutlined aria-hidden />} loading={isLoading} onClick={onGetInsights}>
          Get Insights
        </Button>
      </Flex>
      {problem && <Alert type="error" showIcon title={problem} />}
      {/* Plain text in a read-only box: paragraphs and bullets keep their lines, nothing is read as HTML. */}
      <Input.TextArea
        aria-label="Advice"
        readOnly
        value={advice}
        placeholder="Press Get Insights for advice built from your recent meals and workouts."
        // The box grows to its text with CSS (measuring it in script missed lines as the layout settled); browsers
        // without field-sizing get enough rows from the text's length.
        rows={adviceRows(advice)}
        style={ADVICE_BOX_STYLE}
      />
      <InsightsLog userId={userId} />
    </Flex>
  )
}
