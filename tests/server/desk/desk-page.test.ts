/**
 * The server answers every /Desk address with the desk's own page (never the guest app's shell), not cached, with
 * a Content-Security-Policy; without a built desk it says so.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApp } from '../../../server/app'
import { pgliteFromTemplate } from '../../support/server/database-template'
import type { Db } from '../../../server/db/types'
import { NOW } from '../../support/server/harness'

const DESK_PAGE = '<!doctype html><title>Hotel desk</title><div id="desk-root"></div>'

describe('the desk’s page', () => {
  let db: Db
  let dir: string
  let app: ReturnType<typeof createApp>

  beforeAll(async () => {
    db = await pgliteFromTemplate()
    dir = mkdtempSync(join(tmpdir(), 'be-desk-page-'))
    writeFileSync(join(dir, 'index.html'), '<!doctype html><title>Book your stay</title>')
    app = createApp({ db, clock: () => NOW, secrets: { linkSigningKey: 'k' }, staticDir: dir })
  })
  afterAll(async () => {
    await db.close()
    rmSync(dir, { recursive: true, force: true })
  })

  it('says the desk is not built when it is not', async () => {
    const res = await app.request('/Desk/HARBOUR')
    expect(res.status).toBe(404)
    expect(await res.text()).toMatch(/desk is not built/)
  })

  it('serves desk.html for every desk address, whatever the case, and the app for the rest', async () => {
    writeFileSync(join(dir, 'desk.html'), DESK_PAGE)
    for (const path of ['/Desk/HARBOUR', '/Desk/HARBOUR/bookings/HH900002', '/desk/harbour/log', '/Desk']) {
      const res = await app.request(path)
      expect(res.status, path).toBe(200)
      expect(await res.text(), path).toBe(DESK_PAGE)
      expect(res.headers.get('cache-control')).toBe('no-cache')
      expect(res.headers.get('content-security-policy')).toMatch(/default-src/)
    }
    const guest = await app.request('/Book/HARBOUR')
    expect(await guest.text()).not.toContain('desk-root')
    // A guest address that merely starts with the letters is the guest's.
    expect(await (await app.request('/Desktop')).text()).not.toContain('desk-root')
  })
})
