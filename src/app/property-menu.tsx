import '@mantine/core/styles/Menu.css'
import '@/i18n/load-device'
import { Burger, Menu } from '@mantine/core'
import { useState } from 'react'
import { Link, useLocation, useNavigate } from 'react-router'
import { useAccount, useLogout, type UserAccount } from '@/api/account'
import type { PropertySettings } from '@/api/contract/property'
import '@/i18n/area-messages'
import { t } from '@/i18n/i18n'
import { showNotice } from '@/ui/notices'
import { promptInstall, usePwa } from './service-worker'

/**
 * The property menu (docs/product/the-app.md#screens): new booking, manage booking, my stays, contact, install, cookie settings, and the
 * account entries when enabled.
 */
export function PropertyMenu({
  property,
  asked = false,
  onAskHandled,
  onCookieSettings,
}: {
  property: PropertySettings
  /** The guest tapped the stand-in button while this loaded: open as soon as it is here. */
  asked?: boolean
  onAskHandled?: () => void
  /** Shows the cookie banner again, so the guest can change the answer. */
  onCookieSettings?: () => void
}) {
  const [own, setOwn] = useState(false)
  const opened = own || asked
  const setOpened = (next: boolean) => {
    setOwn(next)
    if (!next) onAskHandled?.()
  }
  const { canInstall } = usePwa()
  const code = property.PropertyCode
  const account = useAccountMenu(property)
  return (
    <Menu opened={opened} onChange={setOpened} position="bottom-end" width={240}>
      <Menu.Target>
        <Burger opened={opened} color="currentColor" aria-label={t('menu.label')} />
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item component={Link} to={`/Book/${code}`}>
          {t('menu.newBooking')}
        </Menu.Item>
        <Menu.Item component={Link} to={`/Manage/${code}`}>
          {t('menu.manageBooking')}
        </Menu.Item>
        <Menu.Item component={Link} to={`/MyStays/${code}`}>
          {t('menu.myStays')}
        </Menu.Item>
        <Menu.Item component={Link} to={`/Contact/${code}`}>
          {t('menu.contactUs')}
        </Menu.Item>
        {canInstall ? (
          <Menu.Item onClick={() => void promptInstall()}>{t('offline.install')}</Menu.Item>
        ) : null}
        {onCookieSettings ? (
          <Menu.Item onClick={onCookieSettings}>{t('menu.cookieSettings')}</Menu.Item>
        ) : null}
        {account.enabled ? (
          <AccountMenuItems
            code={code}
            user={account.user}
            loginQuery={account.loginQuery}
            onSignOut={account.signOut}
          />
        ) : null}
        {property.WebsiteUrl ? (
          <>
            <Menu.Divider />
            <Menu.Item component="a" href={property.WebsiteUrl}>
              {t('menu.backToWebsite')}
            </Menu.Item>
          </>
        ) : null}
      </Menu.Dropdown>
    </Menu>
  )
}

/**
 * The account half of the menu. It is read here, not in the dropdown, so the account is known before the menu
 * opens, and a logout still ends with its notice after the menu has closed.
 */
function useAccountMenu(property: PropertySettings) {
  const code = property.PropertyCode
  const enabled = property.UseUserAccountOnBookingEngine
  const user = useAccount(property.PropertyId, enabled).data ?? null
  const logout = useLogout()
  const navigate = useNavigate()
  const { pathname, search } = useLocation()
  // Login comes back to where the guest was (not to another account screen).
  const loginQuery = /^\/Account\//i.test(pathname)
    ? ''
    : `?returnTo=${encodeURIComponent(pathname + search)}`
  // Logging out also forgets the account on this device (cached details and cards, device records).
  const signOut = () =>
    logout.mutate(undefined, {
      onSuccess: () => {
        showNotice({ kind: 'positive', message: t('account.loggedOut') })
        void navigate(`/Book/${code}`)
      },
    })
  return { enabled, user, loginQuery, signOut }
}

function AccountMenuItems({
  code,
  user,
  loginQuery,
  onSignOut,
}: {
  code: string
  user: UserAccount | null
  loginQuery: string
  onSignOut: () => void
}) {
  return (
    <>
      <Menu.Divider />
      {user ? (
        <>
          <Menu.Item component={Link} to={`/ManageAccount/${code}`}>
            {t('menu.manageAccount')}
          </Menu.Item>
          <Menu.Item onClick={onSignOut}>{t('menu.logout')}</Menu.Item>
        </>
      ) : (
        <Menu.Item component={Link} to={`/Account/Login/${code}${loginQuery}`}>
          {t('menu.login')}
        </Menu.Item>
      )}
    </>
  )
}
