/**
 * A guest cancels a prepaid Flexible stay (decision 0116): booked inside its charge window, so paid in full at
 * booking; cancelled before the free deadline. The cancel dialog says what comes back before the guest
 * confirms, and the cancellation e-mail says the same amount.
 */
import { expect, test } from './fixtures'
import { ADA_LOVELACE, payByCardAndConfirm, chooseClassicDouble } from './pages/book-a-stay'
import { mailsTo } from './pages/account-mail'
import { deliveredMail } from './pages/delivered-mail'
import { expectAccessible, shoot } from './support'

/** A two-night stay arriving in `days` days (inside Flexible's 7-day charge window, before its 48-hour deadline). */
function soonStay(days: number): { arrival: string; departure: string } {
  for (let ahead = days; ; ahead++) {
    const d = new Date()
    d.setUTCDate(d.getUTCDate() + ahead)
    const nights = [0, 1].map((n) => new Date(d.getTime() + n * 86_400_000))
    // The demo's sold-out days (the 24th and 25th of March, June, September and December).
    if (nights.some((x) => [2, 5, 8, 11].includes(x.getUTCMonth()) && [24, 25].includes(x.getUTCDate())))
      continue
    const arrival = d.toISOString().slice(0, 10)
    return { arrival, departure: new Date(d.getTime() + 2 * 86_400_000).toISOString().slice(0, 10) }
  }
}

test('a guest cancelling a prepaid flexible stay sees what comes back first, and the e-mail says the same', async ({
  page,
}, testInfo) => {
  const guest = { ...ADA_LOVELACE, email: `refund-${testInfo.project.name}@example.com` }
  // The confirmation goes to the booker by name; the change mails to the address alone.
  const to = `"${guest.firstName} ${guest.lastName}" <${guest.email}>`
  await chooseClassicDouble(page, soonStay(4), guest)
  const reference = await payByCardAndConfirm(page, guest)
  const confirmation = await deliveredMail(to, `Your booking ${reference} at`)
  const manageLink = confirmation.buttons.get('Manage your booking') ?? ''
  expect(manageLink).not.toBe('')
  await page.goto(new URL(manageLink).pathname)
  await expect(page.getByRole('heading', { name: 'Manage your booking', level: 1 })).toBeVisible()

  await page.getByRole('button', { name: 'Cancel booking' }).click()
  const dialog = page.getByRole('dialog', { name: /^Cancel booking / })
  const getBack = dialog.getByText(/^You get back £\d+\.\d\d$/)
  await expect(getBack).toBeVisible()
  const amount = /£\d+\.\d\d/.exec((await getBack.textContent()) ?? '')?.[0] ?? ''
  expect(amount).not.toBe('')
  await expectAccessible(page, 'cancel dialog with the refund')
  await shoot(page, testInfo, 'cancel-refund-quote')

  await dialog.getByLabel('Reason for cancelling').selectOption({ label: 'Change of plans' })
  await dialog.getByRole('button', { name: 'Cancel the whole booking' }).click()
  await expect(page.getByRole('heading', { name: 'Your booking is cancelled', level: 1 })).toBeVisible()

  const cancelled = () =>
    mailsTo(guest.email, `Your booking ${reference} at`).filter((m) => m.includes(' is cancelled'))
  await expect.poll(() => cancelled().length, { timeout: 30_000 }).toBe(1)
  const mail = await deliveredMail(guest.email, `Your booking ${reference} at`)
  expect(mail.text).toContain(`booking ${reference} is cancelled as you asked`)
  expect(mail.text).toContain(`You get back ${amount}.`)
})
