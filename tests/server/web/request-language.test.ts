/**
 * The server speaks the request's language (issue 31, decision 0122): a 400's Message and ModelState in the
 * language Accept-Language names, English when it names none of ours; and the guest account keeps the language
 * the app sends, and writes its account mails in it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { UserAccount } from '@/api/contract/account'
import { ValidationErrorBody } from '@/api/contract/common'
import {
  ENGINES,
  notePostgresSkipped,
  parsed,
  startServer,
  type TestServer,
} from '../../support/server/harness'

notePostgresSkipped('Answers in the request language')

/** A registration with a bad e-mail address and no first name: two field errors and the request's Message. */
const BAD_REGISTRATION = {
  PropertyId: 'HARBOUR',
  EmailAddress: 'not an address',
  Password: 'tide tables & lanterns',
  Firstname: '   ',
  Lastname: 'Lovelace',
}

describe.each(ENGINES)('answers in the request language (%s)', (engine) => {
  let s: TestServer
  beforeAll(async () => {
    s = await startServer(engine)
  })
  afterAll(() => s.close())

  const refusal = async (acceptLanguage?: string) => {
    const res = await s.post(
      '/api/Account/Register',
      BAD_REGISTRATION,
      acceptLanguage ? { 'Accept-Language': acceptLanguage } : {},
    )
    expect(res.status).toBe(400)
    return parsed(res, ValidationErrorBody)
  }

  it('says ModelState and Message in French for Accept-Language: fr', async () => {
    const body = await refusal('fr-FR,fr;q=0.9,en;q=0.8')
    expect(body.Message).toBe('La demande n’est pas valide.')
    expect(body.ModelState.EmailAddress).toEqual(['Une adresse e-mail valide est obligatoire.'])
    expect(body.ModelState.Firstname).toEqual(['Le prénom est obligatoire.'])
  })

  it('takes the first language of ours by q-value, and English for none', async () => {
    expect((await refusal('ja;q=1, de;q=0.5, fr;q=0.4')).ModelState.Firstname).toEqual([
      'Der Vorname ist erforderlich.',
    ])
    expect((await refusal('ar')).Message).toBe('الطلب غير صالح.')
    for (const none of [undefined, 'ja', '*', 'q=;;,']) {
      const body = await refusal(none)
      expect(body.Message).toBe('The request is invalid.')
      expect(body.ModelState.Firstname).toEqual(['First name is required.'])
    }
  })

  it('keeps the language the guest registers in on the account, and a change of it', async () => {
    const email = `sprache-${Date.now()}@example.com`
    const res = await s.post('/api/Account/Register', {
      ...BAD_REGISTRATION,
      EmailAddress: email,
      Firstname: 'Ada',
      LanguageCode: 'de-DE',
    })
    expect(res.status).toBe(200)
    const cookie =
      (res.headers.getSetCookie().find((c) => c.startsWith('be_session=')) ?? '').split(';')[0] ?? ''
    const me = async () =>
      parsed(
        await fetch(`${s.url}/api/Account?propertyId=HARBOUR`, { headers: { Cookie: cookie } }),
        UserAccount,
      )
    expect((await me()).Language).toBe('de')
    // Its account mail speaks it too (its subject: the body of a one-time link is blanked once delivered).
    const [confirm] = await s.db.query<{ subject: string }>(
      "SELECT subject FROM outbox_message WHERE kind = 'confirm-email' AND recipient LIKE $1",
      [`%${email}%`],
    )
    expect(confirm?.subject).toBe('Bestätigen Sie Ihre E-Mail-Adresse für Harbour House Hotel')
    const updated = await fetch(`${s.url}/api/Account/Update`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Cookie: cookie },
      body: JSON.stringify({ PropertyId: 'HARBOUR', Firstname: 'Ada', Lastname: 'Lovelace', Language: 'nl' }),
    })
    expect(updated.status).toBe(200)
    expect((await me()).Language).toBe('nl')
  })
})
