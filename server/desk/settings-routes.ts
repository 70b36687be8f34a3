/**
 * The hotel's settings under /api/Desk/{code}/Settings (decision 0120), the owner's only: the property file
 * (download, upload applied at once), PMS keys (create — shown once —, list, revoke), webhooks and failed mail
 * (each sent again on request). Every change is written with its audit entry.
 */
import { Hono } from 'hono'
import * as v from 'valibot'
import { DeskDone } from '@/api/contract/desk'
import {
  DeskFailedMail,
  DeskPmsKeyCreated,
  DeskPmsKeyRequest,
  DeskPmsKeys,
  DeskPropertyFile,
  DeskPropertyFileApplied,
  DeskPropertyFileUpload,
  DeskWebhooks,
} from '@/api/contract/desk-hotel'
import type { AppDeps, AppEnv } from '../web/context'
import { check, parseBody, reply, REQUEST_BOUNDS } from '../web/http'
import { notFound } from '../http-errors'
import { createApiKey, listApiKeys, revokeApiKey } from '../pms/api-keys'
import { deskAccess, type StaffAt } from './access'
import { writeAudit, type AuditAction } from './audit'
import {
  applyPropertyFile,
  failedMailOf,
  propertyFileOf,
  resendMail,
  retryWebhook,
  webhooksOf,
} from './settings'
import { rolesOf } from './staff'

const RowId = v.pipe(
  v.string(),
  v.regex(/^\d{1,15}$/, 'This is not the number of a row.'),
  v.transform(Number),
)
const OWNER = ['owner'] as const

const keysOf = async (deps: AppDeps, propertyId: number) =>
  (await listApiKeys(deps.db)).filter((k) => k.propertyId === propertyId)

const asDeskKey = (k: Awaited<ReturnType<typeof keysOf>>[number]) => ({
  Id: k.id,
  Label: k.label,
  Prefix: k.prefix,
  CreatedAt: k.createdAt,
  RevokedAt: k.revokedAt,
  LastUsedAt: k.lastUsedAt,
})

export function deskSettingsRoutes(deps: AppDeps) {
  const { db, clock } = deps
  const app = new Hono<AppEnv>()
  const access = deskAccess(deps)
  const audit = (at: StaffAt, action: AuditAction, after: unknown) => ({
    at: clock(),
    staff: at.session.staff,
    action,
    propertyId: at.property.id,
    after,
  })

  app.get('/api/Desk/:code/Settings/PropertyFile', async (c) => {
    const at = await access.atProperty(c, OWNER)
    return reply(c, DeskPropertyFile, {
      FileName: `${at.property.code.toLowerCase()}.yaml`,
      Text: await propertyFileOf(db, at.property),
    })
  })

  app.post('/api/Desk/:code/Settings/PropertyFile', async (c) => {
    const at = await access.atProperty(c, OWNER)
    // A whole hotel's file is one text longer than any field's backstop: its schema bounds it (2 MB).
    const upload = await parseBody(c, DeskPropertyFileUpload, {
      ...REQUEST_BOUNDS,
      maxStringLength: 2_000_000,
    })
    const roles = await rolesOf(db, at.session.staff.id)
    const owned = new Set(roles.filter((r) => r.role === 'owner').map((r) => r.code.toUpperCase()))
    const fileName = upload.FileName?.trim() || 'property file'
    const done = await applyPropertyFile(db, { fileName, text: upload.Text }, owned, clock, (tx, written) =>
      writeAudit(tx, audit(at, 'property-file-applied', { FileName: fileName, Properties: written })),
    )
    return reply(c, DeskPropertyFileApplied, {
      Message: `The file is applied: ${done.map((p) => p.Code).join(', ')} updated. Guests see it now.`,
      Properties: done,
    })
  })

  app.get('/api/Desk/:code/Settings/PmsKeys', async (c) => {
    const at = await access.atProperty(c, OWNER)
    return reply(c, DeskPmsKeys, { Keys: (await keysOf(deps, at.property.id)).map(asDeskKey) })
  })

  app.post('/api/Desk/:code/Settings/PmsKeys', async (c) => {
    const at = await access.atProperty(c, OWNER)
    const { Label } = await parseBody(c, DeskPmsKeyRequest)
    const made = await createApiKey(db, at.property.code, Label)
    await writeAudit(db, audit(at, 'pms-key-created', { Id: made.id, Label, Prefix: made.prefix }))
    const created = (await keysOf(deps, at.property.id)).find((k) => k.id === made.id)
    if (!created) throw new Error('The new key was not found.')
    return reply(c, DeskPmsKeyCreated, { Key: made.key, Created: asDeskKey(created) })
  })

  app.post('/api/Desk/:code/Settings/PmsKeys/:id/Revoke', async (c) => {
    const at = await access.atProperty(c, OWNER)
    const id = check(RowId, c.req.param('id'))
    const key = (await keysOf(deps, at.property.id)).find((k) => k.id === id && k.revokedAt === null)
    if (!key || !(await revokeApiKey(db, id))) throw notFound('This property has no such key in use.')
    await writeAudit(db, audit(at, 'pms-key-revoked', { Id: id, Label: key.label, Prefix: key.prefix }))
    return reply(c, DeskDone, {
      Message: `Key ${key.prefix}… is revoked: calls with it are refused from now on.`,
    })
  })

  outboxRoutes(app, deps)
  return app
}

/** Webhooks and failed mail: what was sent, what failed, and sending a failed one again. */
function outboxRoutes(app: Hono<AppEnv>, deps: AppDeps) {
  const { db, clock } = deps
  const access = deskAccess(deps)

  app.get('/api/Desk/:code/Settings/Webhooks', async (c) => {
    const at = await access.atProperty(c, OWNER)
    return reply(c, DeskWebhooks, await webhooksOf(db, at.property))
  })

  app.post('/api/Desk/:code/Settings/Webhooks/:id/Retry', async (c) => {
    const at = await access.atProperty(c, OWNER)
    const id = check(RowId, c.req.param('id'))
    const now = clock()
    const done = await db.transaction(async (tx) => {
      const row = await retryWebhook(tx, at.property.id, id, now)
      if (!row) return null
      const entry = { at: now, staff: at.session.staff, propertyId: at.property.id }
      await writeAudit(tx, { ...entry, action: 'webhook-retried', after: { Id: id, Url: row.url } })
      return row
    })
    if (!done) throw notFound('This property has no such failed webhook.')
    return reply(c, DeskDone, { Message: `The webhook is sent again to ${done.url}.` })
  })

  app.get('/api/Desk/:code/Settings/Mail', async (c) => {
    const at = await access.atProperty(c, OWNER)
    return reply(c, DeskFailedMail, await failedMailOf(db, at.property.id))
  })

  app.post('/api/Desk/:code/Settings/Mail/:id/Resend', async (c) => {
    const at = await access.atProperty(c, OWNER)
    const id = check(RowId, c.req.param('id'))
    const now = clock()
    const done = await db.transaction(async (tx) => {
      const row = await resendMail(tx, at.property.id, id, now)
      if (!row) return null
      const entry = { at: now, staff: at.session.staff, propertyId: at.property.id }
      await writeAudit(tx, { ...entry, action: 'mail-resent', after: { Id: id, To: row.recipient } })
      return row
    })
    if (!done) throw notFound('This property has no such failed message.')
    return reply(c, DeskDone, { Message: `“${done.subject}” is sent again to ${done.recipient}.` })
  })
}
