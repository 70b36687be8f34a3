import { Burger, Menu } from '@mantine/core'
import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { Link, useNavigate } from 'react-router'
import { accountKeys, logout, useAccount } from '@/api/account'
import type { PropertySettings } from '@/api/contract/property'
import { t } from '@/i18n/i18n'

/** The property menu (spec §2): new booking, manage booking, contact, and the account entries when enabled. */
export function PropertyMenu({
  property,
  defaultOpened = false,
}: {
  property: PropertySettings
  /** the guest pressed the stand-in button before this code had loaded */
  defaultOpened?: boolean
}) {
  const [opened, setOpened] = useState(defaultOpened)
  const code = property.PropertyCode
  const accounts = property.UseUserAccountOnBookingEngine
  const user = useAccount(property.PropertyId, accounts).data ?? null
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  // Logging out also forgets the account's data held in this tab's memory (stored cards, details).
  const signOut = async () => {
    await logout().catch(() => null)
    queryClient.removeQueries({ queryKey: ['account'] })
    queryClient.setQueryData(accountKeys.me(property.PropertyId), null)
    void navigate(`/Book/${code}`)
  }
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
        <Menu.Item component={Link} to={`/Contact/${code}`}>
          {t('menu.contactUs')}
        </Menu.Item>
        {accounts ? (
          <>
            <Menu.Divider />
            {user ? (
              <>
                <Menu.Item component={Link} to={`/ManageAccount/${code}`}>
                  {t('menu.manageAccount')}
                </Menu.Item>
                <Menu.Item onClick={() => void signOut()}>{t('menu.logout')}</Menu.Item>
              </>
            ) : (
              <Menu.Item component={Link} to={`/Account/Login/${code}`}>
                {t('menu.login')}
              </Menu.Item>
            )}
          </>
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
