import { Button, Flex, Form, Input, Typography } from 'antd'
import { useState } from 'react'
import { invalidSignupEmailMessage, isValidSignupEmail } from './signupEmail'

interface SignupEmailStepProps {
  email: string
  onEmailChange: (email: string) => void
  onContinue: () => void
  onBack: () => void
}

/** Signup step 1: the email, checked against the signup pattern once the field is left or submitted. */
export function SignupEmailStep({ email, onEmailChange, onContinue, onBack }: SignupEmailStepProps) {
  const [checked, setChecked] = useState(false)
  const valid = isValidSignupEmail(email)
  const submit = () => {
    setChecked(true)
    if (valid) onContinue()
  }

  return (
    <Flex vertical gap={8}>
      <Typography.Title level={4} style={{ margin: 0 }}>
        Create Account
      </Typography.Title>
      <Form layout="vertical" requiredMark={false} component="div">
        <Form.Item
          label="Email"
          htmlFor="signup-email"
          extra="Use your email for login and password recovery."
          validateStatus={checked && !valid ? 'error' : undefined}
          help={checked && !valid ? invalidSignupEmailMessage : undefined}
        >
          <Input
            id="signup-email"
            type="email"
            autoComplete="email"
            size="large"
            value={email}
            onChange={(event) => onEmailChange(event.target.value)}
            onBlur={() => setChecked(true)}
            onPressEnter={submit}
          />
        </Form.Item>
      </Form>
      <Flex gap={8} wrap>
        <Button type="primary" disabled={!valid} onClick={submit}>
          Continue
        </Button>
        <Button onClick={onBack}>Back</Button>
      </Flex>
    </Flex>
  )
}
