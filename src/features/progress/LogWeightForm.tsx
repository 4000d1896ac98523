import { Alert, App, Button, Card, Col, Form, Input, InputNumber, Row } from 'antd'
import { useState } from 'react'
import { useLogWeightMutation, type WeightCreate, type WeightUnit } from '../../api/api'
import { errorMessage } from '../../api/errorDetail'
import { useAppDispatch } from '../../app/hooks'
import { type DayKey, today } from '../foodLog/diaryDays'
import { KEPT_MESSAGE, sendOrKeep } from '../offline/outboxSync'
import { formatProgressDay } from './progressDays'
import { formatWeight, unitToKg, weightBounds } from './weightUnits'

interface WeightFormValues {
  date: DayKey
  /** In the person's unit. */
  weight: number
}

/**
 * The "Log weight" form: a day (today unless changed) and the weight in the person's unit, sent in kg. Offline, the
 * weigh-in waits on this device and is sent once (same idempotency key) when the connection returns.
 */
export function LogWeightForm({ userId, unit }: { userId: string; unit: WeightUnit }) {
  const [form] = Form.useForm<WeightFormValues>()
  const [logWeight, { isLoading }] = useLogWeightMutation()
  const [error, setError] = useState<string | null>(null)
  const dispatch = useAppDispatch()
  const { message } = App.useApp()
  const bounds = weightBounds(unit)

  function startOver() {
    form.resetFields()
    form.setFieldsValue({ date: today() })
  }

  async function submit(values: WeightFormValues) {
    setError(null)
    const weightCreate: WeightCreate = { date: values.date, weight_kg: unitToKg(values.weight, unit) }
    const label = `Weigh-in · ${formatProgressDay(weightCreate.date)} · ${formatWeight(weightCreate.weight_kg, unit)}`
    try {
      const sent = await dispatch(
        sendOrKeep({ userId, kind: 'weight', body: weightCreate, label }, (key) =>
          logWeight({ id: userId, weightCreate, 'Idempotency-Key': key }).unwrap(),
        ),
      )
      if (sent === 'kept') message.info(KEPT_MESSAGE)
      else message.success('Weight logged.')
      startOver()
    } catch (failure) {
      setError(errorMessage(failure, 'Failed to log weight'))
    }
  }

  return (
    <Card title="Log weight" size="small">
      <Form<WeightFormValues>
        form={form}
        name="logWeight"
        aria-label="Log weight"
        layout="vertical"
        requiredMark={false}
        initialValues={{ date: today() }}
        onFinish={submit}
      >
        <Row gutter={16}>
          <Col xs={24} sm={12}>
            <Form.Item label="Date" name="date" rules={[{ required: true, message: 'Pick the day of the weigh-in' }]}>
              {/* The browser's own picker: native on phones, and no date library code to download. */}
              <Input type="date" max={today()} />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            {/* No `min`/`max` on the input: antd would quietly change a typed 10 into 20; the rule says why instead. */}
            <Form.Item
              label={`Weight (${unit})`}
              name="weight"
              rules={[
                { required: true, message: 'Enter your weight' },
                {
                  type: 'number',
                  min: bounds.min,
                  max: bounds.max,
                  message: `Enter a weight between ${bounds.min} and ${bounds.max} ${unit}`,
                },
              ]}
            >
              <InputNumber step={0.1} precision={1} inputMode="decimal" style={{ width: '100%' }} />
            </Form.Item>
          </Col>
        </Row>
        <Button type="primary" htmlType="submit" loading={isLoading}>
          Log weight
        </Button>
        {error && <Alert type="error" showIcon title={error} style={{ marginTop: 12 }} />}
      </Form>
    </Card>
  )
}
