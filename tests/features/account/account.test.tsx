import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { onAccountLogout } from '@/api/account'
import type { UserAccount } from '@/api/contract/account'
import { COUNTRIES } from '../../../server/reference-lists'
import { renderApp } from '../../support/render-app'

afterEach(() => {
  vi.unstubAllGlobals()
  sessionStorage.clear()
  localStorage.clear()
})

const GRACE: UserAccount = {
  Firstname: 'Grace',
  Lastname: 'Hopper',
  Telephone: '+44 20 7946 0000',
  EmailAddress: 'grace@example.com',
  ReceiveBrandOffers: false,
  CanChoosePaymentMethod: false,
  CreditCards: [{ CreditCardId: 7, CardType: 'Visa', LastFour: '4242', ExpiryMonth: 12, ExpiryYear: 2030 }],
  EmailConfirmed: true,
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })
const notLoggedIn = () => json({ Message: 'Please log in.' }, 401)
const sent = (init?: RequestInit): Record<string, unknown> =>
  JSON.parse(String(init?.body)) as Record<string, unknown>

describe('account screens', () => {
  it('shows the server message for a failed login, then welcomes by first name and goes back', async () => {
    let loggedIn = false
    const { router } = renderApp('/Account/Login/HARBOUR?returnTo=%2FContact%2FHARBOUR', {
      '/api/Account': () => (loggedIn ? GRACE : notLoggedIn()),
      '/api/Account/Authenticate': (_url, init) => {
        const body = sent(init)
        expect(body).toMatchObject({
          LanguageCode: 'en',
          PropertyId: 1001,
          EmailAddress: 'grace@example.com',
        })
        if (body.Password !== 'right password!')
          return {
            Success: false,
            Message: 'Failed to login, please check your email address and password.',
            User: null,
          }
        loggedIn = true
        return { Success: true, Message: 'Welcome back, Grace.', User: GRACE }
      },
    })
    const form = await screen.findByRole('form', { name: 'Login' })
    await userEvent.type(within(form).getByLabelText(/Email address/), 'grace@example.com')
    await userEvent.type(within(form).getByLabelText(/^Password/), 'wrong password!')
    await userEvent.click(within(form).getByRole('button', { name: 'Log in' }))
    expect(
      await screen.findAllByText('Failed to login, please check your email address and password.'),
    ).not.toHaveLength(0)
    // The address stays; the password is cleared for the next try.
    expect(within(form).getByLabelText(/Email address/)).toHaveValue('grace@example.com')
    expect(within(form).getByLabelText(/^Password/)).toHaveValue('')

    await userEvent.type(within(form).getByLabelText(/^Password/), 'right password!')
    await userEvent.click(within(form).getByRole('button', { name: 'Log in' }))
    expect(await screen.findByText('Welcome back, Grace')).toBeInTheDocument()
    await waitFor(() => expect(router.state.location.pathname).toBe('/Contact/HARBOUR'))
  })

  it('keeps what was typed and shows a refused password next to its field', async () => {
    renderApp('/Account/Register/HARBOUR', {
      '/api/Account/Register': () =>
        json(
          {
            Message: 'The request is invalid.',
            ModelState: {
              Password: ['This password is one of the most common ones, which makes it easy to guess.'],
            },
          },
          400,
        ),
    })
    const form = await screen.findByRole('form', { name: 'Create account' })
    await userEvent.type(within(form).getByLabelText(/First name/), 'Ada')
    await userEvent.type(within(form).getByLabelText(/Last name/), 'Lovelace')
    await userEvent.type(within(form).getByLabelText(/Email address/), 'ada@example.com')
    await userEvent.type(within(form).getByLabelText(/^Password/), 'Password123!')
    await userEvent.type(within(form).getByLabelText(/Confirm password/), 'Password123!')
    await userEvent.click(within(form).getByRole('button', { name: 'Create account' }))

    const password = within(form).getByLabelText(/^Password/)
    await waitFor(() => expect(password).toHaveAccessibleDescription(/most common/))
    expect(within(form).getByLabelText(/First name/)).toHaveValue('Ada')
    expect(within(form).getByLabelText(/Email address/)).toHaveValue('ada@example.com')
  })

  it('checks the password rules before asking the server', async () => {
    const { calls } = renderApp('/Account/Register/HARBOUR')
    const form = await screen.findByRole('form', { name: 'Create account' })
    await userEvent.type(within(form).getByLabelText(/^Password/), 'short')
    await userEvent.click(within(form).getByRole('button', { name: 'Create account' }))
    expect(await within(form).findByText('A password needs at least ten characters.')).toBeInTheDocument()
    expect(within(form).getByText('A valid email address is required.')).toBeInTheDocument()

    // The mismatch is checked once the other fields are right (the resolver stops at the first failing step).
    await userEvent.type(within(form).getByLabelText(/First name/), 'Ada')
    await userEvent.type(within(form).getByLabelText(/Last name/), 'Lovelace')
    await userEvent.type(within(form).getByLabelText(/Email address/), 'ada@example.com')
    await userEvent.clear(within(form).getByLabelText(/^Password/))
    await userEvent.type(within(form).getByLabelText(/^Password/), 'tide tables & lanterns')
    await userEvent.type(within(form).getByLabelText(/Confirm password/), 'something else!')
    await userEvent.click(within(form).getByRole('button', { name: 'Create account' }))
    expect(await within(form).findByText('The passwords do not match.')).toBeInTheDocument()
    expect(calls).not.toContain('POST /api/Account/Register')
  })

  it('turns a number typed as at home into the international form with the chosen country code', async () => {
    const countries = COUNTRIES.map(([Id, Name, IsoCode, DialCode]) => ({ Id, Name, IsoCode, DialCode }))
    renderApp('/Account/Register/HARBOUR', { '/api/StaticData/1001/countries': () => countries })
    const form = await screen.findByRole('form', { name: 'Create account' })
    const phone = within(form).getByLabelText(/Mobile number/)
    const code = await within(form).findByRole('combobox', { name: 'Country code' })
    // The hotel's default country comes first (HARBOUR: GB).
    expect(code).toHaveValue('GB')
    await userEvent.type(phone, '07700 900123')
    await userEvent.tab()
    expect(phone).toHaveValue('+44 7700 900123')
    await userEvent.selectOptions(code, 'IE')
    expect(phone).toHaveValue('+353 7700 900123')
    // A number typed with its code picks the country.
    await userEvent.clear(phone)
    await userEvent.type(phone, '+49 30 901820')
    expect(code).toHaveValue('DE')
    await userEvent.tab()
    expect(phone).toHaveValue('+49 30 901820')
  })

  it('logs out from the menu and forgets the account on this device', async () => {
    let loggedIn = true
    const forgotten = vi.fn()
    const unsubscribe = onAccountLogout(forgotten)
    sessionStorage.setItem('account.prefill', 'Grace')
    localStorage.setItem('account.cards', '4242')
    localStorage.setItem('cookie-consent', 'granted')
    const { calls } = renderApp('/Book/HARBOUR', {
      '/api/Account': () => (loggedIn ? GRACE : notLoggedIn()),
      '/api/Account/Logout': () => {
        loggedIn = false
        return { Success: true, Message: 'You are logged out.' }
      },
    })
    await screen.findByRole('heading', { name: 'Book your stay', level: 1 })
    await userEvent.click(screen.getByRole('button', { name: 'Menu' }))
    await userEvent.click(
      await screen.findByRole('menuitem', { name: 'Logout', hidden: true }, { timeout: 3000 }),
    )

    await waitFor(() => expect(forgotten).toHaveBeenCalledTimes(1), { timeout: 5000 })
    expect(calls).toContain('POST /api/Account/Logout')
    expect(sessionStorage.getItem('account.prefill')).toBeNull()
    expect(localStorage.getItem('account.cards')).toBeNull()
    expect(localStorage.getItem('cookie-consent')).toBe('granted')
    expect(await screen.findByText(/You are logged out/, {}, { timeout: 5000 })).toBeInTheDocument()

    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument())
    await userEvent.click(screen.getByRole('button', { name: 'Menu' }))
    const menu = await screen.findByRole('menu', { hidden: true }, { timeout: 5000 })
    await waitFor(() => expect(within(menu).getByText('Login')).toBeInTheDocument(), { timeout: 5000 })
    unsubscribe()
  })

  it('logs out on the device even offline, and ends the server session once it is back', async () => {
    let online = false
    let serverSession = true
    const { calls } = renderApp('/ManageAccount/HARBOUR', {
      '/api/Account': () => (serverSession ? GRACE : notLoggedIn()),
      '/api/Account/Logout': () => {
        if (!online) throw new TypeError('Failed to fetch')
        serverSession = false
        return { Success: true, Message: 'You are logged out.' }
      },
    })
    const logoutRegion = await screen.findByRole('region', { name: 'Log out' })
    await userEvent.click(within(logoutRegion).getByRole('button', { name: 'Log out' }))
    await waitFor(() =>
      expect(screen.getByRole('heading', { name: 'Book your stay', level: 1 })).toBeInTheDocument(),
    )
    // The server never heard: the device still counts as logged out and asks nothing of GET /api/Account.
    expect(serverSession).toBe(true)
    const asked = calls.filter((c) => c === 'GET /api/Account').length
    await userEvent.click(screen.getByRole('button', { name: 'Menu' }))
    expect(
      await screen.findByRole('menuitem', { name: 'Login', hidden: true }, { timeout: 5000 }),
    ).toBeInTheDocument()
    expect(calls.filter((c) => c === 'GET /api/Account').length).toBe(asked)

    online = true
    const { router } = renderApp('/ManageAccount/HARBOUR', {
      '/api/Account': () => (serverSession ? GRACE : notLoggedIn()),
      '/api/Account/Logout': () => {
        serverSession = false
        return { Success: true, Message: 'You are logged out.' }
      },
    })
    await waitFor(() => expect(router.state.location.pathname).toBe('/Book/HARBOUR'))
    expect(serverSession).toBe(false)
    expect(localStorage.getItem('logout-pending')).toBeNull()
  })

  it('takes the reset token out of the address bar and sends it with the new password', async () => {
    let body: Record<string, unknown> = {}
    const { router } = renderApp(
      '/Account/ResetPassword/HARBOUR?token=abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG',
      {
        '/api/Account/PasswordReset': (_url, init) => {
          body = sent(init)
          return {
            Success: true,
            Message: 'Your password has been reset. Please log in with your new password.',
          }
        },
      },
    )
    const form = await screen.findByRole('form', { name: 'Reset password' })
    await waitFor(() => expect(router.state.location.search).toBe(''))
    await userEvent.type(within(form).getByLabelText(/^New password/), 'gulls over the quay!')
    await userEvent.type(within(form).getByLabelText(/Confirm new password/), 'gulls over the quay!')
    await userEvent.click(within(form).getByRole('button', { name: 'Save new password' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/Account/Login/HARBOUR'))
    expect(body).toEqual({
      LanguageCode: 'en',
      PropertyId: 1001,
      Token: 'abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG',
      Password: 'gulls over the quay!',
    })
  })

  it('lists stored cards and removes one after asking', async () => {
    let cards = GRACE.CreditCards
    renderApp('/ManageAccount/HARBOUR', {
      '/api/Account': () => ({ ...GRACE, CreditCards: cards }),
      '/api/Account/RemoveCard': (_url, init) => {
        expect(sent(init)).toEqual({ LanguageCode: 'en', PropertyId: 1001, CreditCardId: 7 })
        cards = []
        return { ...GRACE, CreditCards: [] }
      },
    })
    const section = await screen.findByRole('region', { name: 'Stored cards' })
    expect(within(section).getByText('Visa •••• 4242')).toBeInTheDocument()
    expect(within(section).getByText('Expires 12/2030')).toBeInTheDocument()
    await userEvent.click(within(section).getByRole('button', { name: 'Remove Visa •••• 4242' }))
    const dialog = await screen.findByRole('dialog', { name: 'Remove this card?' })
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove' }))
    expect(await within(section).findByText(/You have no stored cards/)).toBeInTheDocument()
  })

  it('says where accounts are off instead of showing a form', async () => {
    renderApp('/Account/Login/CLIFFTOP')
    expect(await screen.findByRole('heading', { name: 'Guest accounts' })).toBeInTheDocument()
    expect(screen.queryByRole('form')).not.toBeInTheDocument()
  })
})
