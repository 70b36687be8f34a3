import { Anchor, Box, Burger, Container, Group, Image, Menu, Text, useMantineTheme } from '@mantine/core'
import { Suspense, useEffect, useState } from 'react'
import { notifications } from '@mantine/notifications'
import { Link, Outlet, useLocation, useNavigate, useParams } from 'react-router'
import { useAccount, useLogout } from '@/api/account'
import { useProperty } from '@/api/property'
import { ApiError } from '@/api/api-error'
import { t } from '@/i18n/i18n'
import { logoWidth } from '@/theme/property-theme'
import { trackPageView } from '@/ui/analytics'
import { LinkButton, MessagePage } from '@/ui/message-page'
import { PageLoader } from '@/ui/page-loader'
import type { PropertySettings } from '@/api/contract/property'
import { ThemedShell } from './themed-shell'

/** Header, menu and theme of one property, loaded from the property code in the route. */
export function PropertyLayout() {
  const { propertyCode = '' } = useParams()
  const property = useProperty(propertyCode)
  const { pathname } = useLocation()

  useEffect(() => {
    if (property.data) trackPageView(property.data.PropertyCode, pathname)
  }, [property.data, pathname])

  if (property.isPending) {
    return (
      <ThemedShell>
        <PageLoader />
      </ThemedShell>
    )
  }
  if (property.isError) {
    const notFound = property.error instanceof ApiError && property.error.code === 'not-found'
    return (
      <ThemedShell>
        <main id="main">
          <MessagePage
            title={notFound ? t('errors.notFoundTitle') : t('errors.errorTitle')}
            actions={
              notFound ? undefined : (
                <LinkButton href={window.location.href}>{t('errors.tryAgain')}</LinkButton>
              )
            }
          >
            {notFound ? t('errors.propertyNotFound', { code: propertyCode }) : t('errors.network')}
          </MessagePage>
        </main>
      </ThemedShell>
    )
  }

  return (
    <ThemedShell colours={property.data.Theme}>
      <a className="skip-link" href="#main">
        {t('app.skipToContent')}
      </a>
      <PropertyHeader property={property.data} />
      <Box component="main" id="main" tabIndex={-1}>
        <Suspense fallback={<PageLoader />}>
          <Outlet />
        </Suspense>
      </Box>
    </ThemedShell>
  )
}

function PropertyHeader({ property }: { property: PropertySettings }) {
  const [width, setWidth] = useState<100 | 300>(100)
  const theme = useMantineTheme()
  const code = property.PropertyCode
  return (
    <Box component="header" bg={String(theme.other.brand)} c={String(theme.other.brandText)} py="xs">
      <Container size="lg">
        <Group justify="space-between" wrap="nowrap" h={56}>
          <Anchor
            component={Link}
            to={`/Book/${code}`}
            c="inherit"
            underline="never"
            aria-label={property.PropertyName}
          >
            <Group gap="sm" wrap="nowrap">
              {property.LogoFileUrl ? (
                <Image
                  src={property.LogoFileUrl}
                  alt=""
                  w={width}
                  h={48}
                  fit="contain"
                  style={{ objectPosition: 'left center' }}
                  onLoad={(e) =>
                    setWidth(logoWidth(e.currentTarget.naturalWidth, e.currentTarget.naturalHeight))
                  }
                />
              ) : null}
              <Text fw={700} size="lg" visibleFrom="sm">
                {property.PropertyName}
              </Text>
            </Group>
          </Anchor>
          <PropertyMenu property={property} />
        </Group>
      </Container>
    </Box>
  )
}

function PropertyMenu({ property }: { property: PropertySettings }) {
  const [opened, setOpened] = useState(false)
  const code = property.PropertyCode
  const accounts = property.UseUserAccountOnBookingEngine
  const user = useAccount(property.PropertyId, accounts).data ?? null
  const logout = useLogout()
  const navigate = useNavigate()
  const { pathname, search } = useLocation()
  // Login comes back to where the guest was (not to another account screen).
  const here = /^\/Account\//i.test(pathname) ? '' : `?returnTo=${encodeURIComponent(pathname + search)}`
  // Logging out also forgets the account on this device (cached details and cards, device records).
  const signOut = () =>
    logout.mutate(undefined, {
      onSuccess: () => {
        notifications.show({
          color: 'positive',
          message: t('account.loggedOut'),
          closeButtonProps: { 'aria-label': t('notices.close') },
        })
        void navigate(`/Book/${code}`)
      },
    })
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
                <Menu.Item onClick={signOut}>{t('menu.logout')}</Menu.Item>
              </>
            ) : (
              <Menu.Item component={Link} to={`/Account/Login/${code}${here}`}>
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
