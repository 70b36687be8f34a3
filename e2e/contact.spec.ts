import AxeBuilder from '@axe-core/playwright'
import { expect, test } from '@playwright/test'
import { ContactPage } from './pages/contact-page'

test('the contact page gives the hotel’s address, telephone, e-mail, website and a map', async ({
  page,
}, testInfo) => {
  const contact = new ContactPage(page)
  await contact.openFromMenu('HARBOUR')
  await expect(page).toHaveURL(/\/Contact\/HARBOUR$/)

  const details = contact.details()
  await expect(details.getByRole('heading', { name: 'Harbour House Hotel' })).toBeVisible()
  await expect(details.getByText('1 Quay Street')).toBeVisible()
  await expect(details.getByText('TR11 3HH')).toBeVisible()
  await expect(details.getByRole('link', { name: '+44 1326 000 001' })).toHaveAttribute(
    'href',
    'tel:+441326000001',
  )
  await expect(details.getByRole('link', { name: 'stay@harbour-house.example' })).toHaveAttribute(
    'href',
    'mailto:stay@harbour-house.example',
  )
  await expect(details.getByRole('link', { name: 'harbour-house.example', exact: true })).toHaveAttribute(
    'href',
    'https://harbour-house.example',
  )
  const map = details.getByRole('link', { name: /Show on a map/ })
  await expect(map).toHaveAttribute(
    'href',
    /openstreetmap\.org\/search\?query=Harbour%20House%20Hotel.*TR11%203HH/,
  )
  await expect(map).toHaveAttribute('target', '_blank')
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([])
  await page.screenshot({ path: `test-results/screens/contact-${testInfo.project.name}.png`, fullPage: true })

  // Dinner can be booked from here too.
  await page.getByRole('link', { name: 'Book a table' }).click()
  await expect(page.getByRole('heading', { name: 'Book a table', level: 1 })).toBeVisible()
  await page.goBack()

  // Each hotel shows its own details (and Cliff Top takes no tables online).
  await page.goto('/Contact/CLIFFTOP')
  await expect(contact.details().getByRole('heading', { name: 'Cliff Top Inn' })).toBeVisible()
  await expect(contact.details().getByRole('link', { name: '+44 1548 000 002' })).toBeVisible()
  await expect(page.getByText('1 Quay Street')).toHaveCount(0)
  await expect(page.getByRole('link', { name: 'Book a table' })).toHaveCount(0)

  await page.getByRole('link', { name: 'Manage Booking' }).click()
  await expect(page).toHaveURL(/\/Manage\/CLIFFTOP$/)
})
