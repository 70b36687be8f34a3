import { MantineProvider } from '@mantine/core'
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import '@/i18n/load-device'
import '@/i18n/area-messages'
import { TEXT_LIMITS } from '@/api/contract/common'
import { EmailField, NameFields, type FieldBinding } from '@/features/account/account-fields'

// A guest cannot type more than the server accepts (decision 0099): inputs take their maxLength from the
// contract's TEXT_LIMITS, the numbers the server's schemas check.

const binding = (name: string): FieldBinding => ({
  registration: {
    name,
    onChange: () => Promise.resolve(),
    onBlur: () => Promise.resolve(),
    ref: () => undefined,
  },
  error: undefined,
})

describe('account inputs', () => {
  it('stop at the lengths the server accepts', async () => {
    render(
      <MantineProvider>
        <NameFields firstName={binding('firstName')} lastName={binding('lastName')} />
        <EmailField field={binding('email')} autoComplete="email" />
      </MantineProvider>,
    )
    const firstName = screen.getByLabelText(/first name/i)
    expect(firstName).toHaveAttribute('maxlength', String(TEXT_LIMITS.name))
    expect(screen.getByLabelText(/last name/i)).toHaveAttribute('maxlength', String(TEXT_LIMITS.name))
    expect(screen.getByLabelText(/e-?mail/i)).toHaveAttribute('maxlength', String(TEXT_LIMITS.email))
    await userEvent.type(firstName, 'x'.repeat(TEXT_LIMITS.name + 20))
    expect(firstName).toHaveValue('x'.repeat(TEXT_LIMITS.name))
  })
})
