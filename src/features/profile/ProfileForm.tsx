import { Alert, Button, Col, Flex, Form, Input, InputNumber, Row, Select, Space } from 'antd'
import type { Profile } from '../../api/api'
import { HeartRateHistory } from './HeartRateHistory'
import { toFormValues, type ProfileFormValues } from './profileForm'
import {
  activityLevels,
  cookingSkills,
  FITNESS_GOAL_MAX,
  genders,
  heightUnits,
  optionsOf,
  RESTING_HEART_RATE,
  weightUnits,
} from './profileOptions'

interface ProfileFormProps {
  profile: Profile
  saving: boolean
  error: string | null
  onSave: (values: ProfileFormValues) => void
  onCancel: () => void
}

const atLeastZero = (label: string) => ({ type: 'number' as const, min: 0, message: `${label} cannot be negative` })
const half = { xs: 24, sm: 12 }

/** The Profile tab's edit mode: Cancel discards, Save Profile saves (docs/product.md §4, §5 rules). */
export function ProfileForm({ profile, saving, error, onSave, onCancel }: ProfileFormProps) {
  return (
    <Form<ProfileFormValues> layout="vertical" initialValues={toFormValues(profile)} onFinish={onSave}>
      <Row gutter={16}>
        <Col {...half}>
          <Form.Item label="Name" name="name">
            <Input autoComplete="name" maxLength={100} />
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item
            label="Picture URL"
            name="profile_pic"
            rules={[{ type: 'url', message: 'Please enter a web address' }]}
          >
            <Input inputMode="url" />
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item label="Age" name="age" rules={[atLeastZero('Age')]}>
            <InputNumber min={0} max={150} precision={0} style={{ width: '100%' }} />
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item label="Gender" name="gender">
            <Select allowClear placeholder="Not set" options={optionsOf(genders)} />
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item label="Weight" required={false}>
            <Space.Compact block>
              <Form.Item name="weight" noStyle rules={[atLeastZero('Weight')]}>
                <InputNumber aria-label="Weight" min={0} step="any" style={{ width: '100%' }} />
              </Form.Item>
              <Form.Item name="weight_unit" noStyle>
                <Select
                  aria-label="Weight unit"
                  options={weightUnits.map((unit) => ({ value: unit, label: unit }))}
                  style={{ width: 90 }}
                />
              </Form.Item>
            </Space.Compact>
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item label="Height">
            <Space.Compact block>
              <Form.Item name="height" noStyle rules={[atLeastZero('Height')]}>
                <InputNumber aria-label="Height" min={0} step="any" style={{ width: '100%' }} />
              </Form.Item>
              <Form.Item name="height_unit" noStyle>
                <Select
                  aria-label="Height unit"
                  options={heightUnits.map((unit) => ({ value: unit, label: unit }))}
                  style={{ width: 90 }}
                />
              </Form.Item>
            </Space.Compact>
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item label="Activity level" name="activity_level">
            <Select allowClear placeholder="Not set" options={optionsOf(activityLevels)} />
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item label="Cooking skill" name="cooking_skill">
            <Select allowClear placeholder="Not set" options={optionsOf(cookingSkills)} />
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item label="Dietary restrictions" name="dietary_restrictions" extra="Type one and press Enter.">
            <Select mode="tags" open={false} suffixIcon={null} placeholder="e.g. vegetarian" tokenSeparators={[',']} />
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item
            label="Recovery email"
            name="recovery_email"
            rules={[{ type: 'email', message: 'Please enter a valid email address' }]}
          >
            <Input type="email" autoComplete="email" />
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item
            label="Resting heart rate (bpm)"
            name="resting_heart_rate"
            rules={[
              {
                type: 'number',
                ...RESTING_HEART_RATE,
                message: `Resting heart rate must be between ${RESTING_HEART_RATE.min} and ${RESTING_HEART_RATE.max}`,
              },
            ]}
            extra={<HeartRateHistory history={profile.resting_heart_rate_history} />}
          >
            <InputNumber precision={0} style={{ width: '100%' }} />
          </Form.Item>
        </Col>
        <Col xs={24}>
          <Form.Item label="Fitness goal" name="fitness_goal">
            <Input.TextArea maxLength={FITNESS_GOAL_MAX} showCount rows={3} />
          </Form.Item>
        </Col>
      </Row>
      {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} />}
      <Flex gap={8} justify="flex-end" wrap>
        <Button onClick={onCancel}>Cancel</Button>
        <Button type="primary" htmlType="submit" loading={saving}>
          Save Profile
        </Button>
      </Flex>
    </Form>
  )
}
