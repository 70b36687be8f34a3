import { Alert, Button, Group, Stack, Text } from '@mantine/core'
import { Link } from 'react-router'
import { useAccount, useConfirmEmail, useSendConfirmEmail } from '@/api/account'
import { errorMessage } from '@/api/api-error'
import { t } from '@/i18n/i18n'
import { useRouteProperty } from '@/api/route-property'
import { AccountFrame } from './account-frame'
import { useLinkToken } from './account-links'

/**
 * Confirm e-mail, opened from the e-mailed link (docs/product/account.md#screens). The guest presses a button rather than the page
 * confirming on load: mail scanners open links, and a single-use link must not be spent by a robot.
 */
export function ConfirmEmailPage() {
  const property = useRouteProperty()
  const code = property.PropertyCode
  const token = useLinkToken()
  const account = useAccount(property.PropertyId, property.UseUserAccountOnBookingEngine)
  const confirm = useConfirmEmail(property.PropertyId)
  const resend = useSendConfirmEmail(property.PropertyId)
  const loggedIn = Boolean(account.data)

  const next = (
    <Group>
      <Button component={Link} to={`/Book/${code}`}>
        {t('menu.newBooking')}
      </Button>
      {loggedIn ? (
        <Button component={Link} to={`/ManageAccount/${code}`} variant="default">
          {t('account.manageAccount')}
        </Button>
      ) : (
        <Button component={Link} to={`/Account/Login/${code}`} variant="default">
          {t('account.loginButton')}
        </Button>
      )}
    </Group>
  )
  const newLink = loggedIn ? (
    <Stack gap="xs" align="flex-start">
      <Button variant="default" loading={resend.isPending} onClick={() => resend.mutate()}>
        {t('account.sendNewLink')}
      </Button>
      {resend.isSuccess ? (
        <Text role="status">{resend.data.Message}</Text>
      ) : resend.isError ? (
        <Text role="alert" c="negative.9">
          {errorMessage(resend.error, t('account.confirmFailed'))}
        </Text>
      ) : null}
    </Stack>
  ) : (
    <Button component={Link} to={`/Account/Login/${code}`} variant="default" w="fit-content">
      {t('account.logInForNewLink')}
    </Button>
  )

  if (confirm.isSuccess) {
    return (
      <AccountFrame title={t('account.confirmTitle')}>
        <Alert color="positive" role="status">
          {confirm.data.Message || t('account.confirmDone')}
        </Alert>
        {next}
      </AccountFrame>
    )
  }
  if (!token) {
    return (
      <AccountFrame title={t('account.confirmTitle')}>
        <Text>{t('account.confirmNoToken')}</Text>
        {newLink}
      </AccountFrame>
    )
  }
  return (
    <AccountFrame title={t('account.confirmTitle')} intro={t('account.confirmIntro')}>
      {confirm.isError ? (
        <Alert color="negative" role="alert" title={t('account.confirmFailed')}>
          {errorMessage(confirm.error, t('account.confirmFailed'))}
        </Alert>
      ) : null}
      {confirm.isError ? (
        newLink
      ) : (
        <Button w="fit-content" loading={confirm.isPending} onClick={() => confirm.mutate(token)}>
          {t('account.confirmButton')}
        </Button>
      )}
    </AccountFrame>
  )
}
