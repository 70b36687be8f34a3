import { Alert, Button, Card, Stack, Text, Title } from '@mantine/core'
import { useNavigate } from 'react-router'
import { useAccount, useLogout, useSendConfirmEmail } from '@/api/account'
import { errorMessage } from '@/api/api-error'
import { t } from '@/i18n/i18n'
import { PageLoader } from '@/ui/page-loader'
import { useRouteProperty } from '@/api/route-property'
import { AccountFrame } from './account-frame'
import { noticeFailure, noticeSuccess } from './account-notices'
import { ChangePasswordForm } from './change-password-form'
import { DetailsForm } from './details-form'
import { StoredCards } from './stored-cards'

/**
 * Manage account (docs/product/account.md#screens): details and brand offers, change password, stored cards with remove, and log out.
 * Only for a logged-in guest: the route's guard sends anyone else to Book.
 */
export function ManageAccountPage() {
  const property = useRouteProperty()
  const account = useAccount(property.PropertyId, property.UseUserAccountOnBookingEngine, {
    fresh: true,
  })
  const resend = useSendConfirmEmail(property.PropertyId)
  const logout = useLogout()
  const navigate = useNavigate()
  const user = account.data
  if (!user) return <PageLoader />

  const signOut = () =>
    logout.mutate(undefined, {
      onSuccess: () => {
        noticeSuccess(t('account.loggedOut'))
        void navigate(`/Book/${property.PropertyCode}`)
      },
    })
  const sendLink = () =>
    resend.mutate(undefined, {
      onSuccess: (r) => noticeSuccess(r.Message ?? t('account.sendNewLink')),
      onError: (error) => noticeFailure(errorMessage(error, t('account.confirmFailed'))),
    })

  return (
    <AccountFrame
      title={t('account.manageAccount')}
      intro={t('account.signedInAs', {
        name: `${user.Firstname} ${user.Lastname}`,
        email: user.EmailAddress,
      })}
      size="sm"
    >
      {!user.EmailConfirmed ? (
        <Alert
          color="warning"
          title={t('account.unconfirmedTitle')}
          styles={{ title: { color: 'var(--mantine-color-warning-9)' } }}
        >
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{t('account.unconfirmed', { email: user.EmailAddress })}</Text>
            <Button variant="default" size="sm" loading={resend.isPending} onClick={sendLink}>
              {t('account.sendNewLink')}
            </Button>
          </Stack>
        </Alert>
      ) : null}
      <DetailsForm
        key={`${user.Firstname}|${user.Lastname}|${user.Telephone ?? ''}|${String(user.ReceiveBrandOffers)}`}
        propertyId={property.PropertyId}
        hotelName={property.PropertyName}
        user={user}
      />
      <ChangePasswordForm propertyId={property.PropertyId} email={user.EmailAddress} />
      <StoredCards propertyId={property.PropertyId} cards={user.CreditCards} />
      <Card withBorder padding="lg" component="section" aria-labelledby="account-logout">
        <Stack gap="sm" align="flex-start">
          <Title order={2} size="h3" id="account-logout">
            {t('account.logoutTitle')}
          </Title>
          <Text>{t('account.logoutIntro')}</Text>
          <Button variant="default" loading={logout.isPending} onClick={signOut}>
            {t('account.logoutButton')}
          </Button>
        </Stack>
      </Card>
    </AccountFrame>
  )
}
