import { Anchor, Box, Burger, Container, Group, Image, Menu, Text, useMantineTheme } from '@mantine/core'
import { Suspense, useEffect, useState } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import { Link, Outlet, useLocation, useNavigate, useParams } from 'react-router'
import { accountKeys, logout, useAccount } from '@/api/account'
import { useProperty } from '@/api/property'
import { ApiError } from '@/api/api-error'
import { t } from '@/i18n/i18n'
import { logoWidth } from '@/theme/property-theme'
import { trackPageView } from '@/ui/analytics'
import { LinkButton, MessagePage } from '@/ui/message-page'
import { PageLoader } from '@/ui/page-loader'
import type { PropertySettings } from '@/api/contract/property'
import { DeviceStatus } from './device-status'
import { promptInstall, usePwa } from './service-worker'
import { ThemedShell } from './themed-shell'

/** Header, menu and theme of one property, loaded from the property code in the route. */
export function PropertyLayout() {
  const { propertyCode = '' } = useParams()
  const property = useProperty(propertyCode)
  const { pathname } = useLocation()

  useEffect(() => {
    if (property.data) trackPageView(property.data.PropertyCode, pathname)
  }, [property.data, pathname])
  useInstallIdentity(property.data)

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
      <DeviceStatus />
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
  const { canInstall } = usePwa()
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
        <Menu.Item component={Link} to={`/MyStays/${code}`}>
          {t('myStays.menu')}
        </Menu.Item>
        <Menu.Item component={Link} to={`/Contact/${code}`}>
          {t('menu.contactUs')}
        </Menu.Item>
        {canInstall ? (
          <Menu.Item onClick={() => void promptInstall()}>{t('offline.install')}</Menu.Item>
        ) : null}
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

/**
 * Installing from a property's pages installs that property: its manifest (name, colour, start page) and the
 * browser's theme colour follow the property shown.
 */
function useInstallIdentity(property: PropertySettings | undefined) {
  const code = property?.PropertyCode
  const colour = property?.Theme.BrandPrimary
  useEffect(() => {
    if (!code) return
    document.querySelector('link[rel="manifest"]')?.setAttribute('href', `/manifest/${code}.webmanifest`)
    if (colour) document.querySelector('meta[name="theme-color"]')?.setAttribute('content', colour)
  }, [code, colour])
}
