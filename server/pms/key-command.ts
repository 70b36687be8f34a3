/**
 * `npm run pms:key -- create CODE "label" | revoke ID | list`: the hotel's commands for its PMS keys (decision
 * 0108), apart from the process that runs them so a test can call them on its own database.
 */
import type { Queryable } from '../db/types'
import { createApiKey, listApiKeys, revokeApiKey, UnknownPropertyError } from './api-keys'

export const KEY_USAGE = [
  'Usage: npm run pms:key -- create PROPERTY_CODE "label"   makes a key (printed once)',
  '       npm run pms:key -- revoke KEY_ID                  refuses the key from now on',
  '       npm run pms:key -- list                           lists every key (prefix, property, state)',
].join('\n')

/** What a command printed, and its exit code (0 done, 1 refused, 2 not understood). */
export type CommandOutcome = { lines: string[]; exitCode: number }

const refused = (line: string): CommandOutcome => ({ lines: [line], exitCode: 1 })

async function create(db: Queryable, code: string, label: string): Promise<CommandOutcome> {
  if (label.trim() === '' || label.length > 200)
    return refused('Give the key a label of 1 to 200 characters.')
  try {
    const made = await createApiKey(db, code, label)
    return {
      lines: [
        `Key ${made.id} for ${made.propertyCode} ("${label.trim()}"), prefix ${made.prefix}:`,
        made.key,
        'This is the only time the key is shown: store it in the PMS now.',
      ],
      exitCode: 0,
    }
  } catch (e) {
    if (e instanceof UnknownPropertyError) return refused(e.message)
    throw e
  }
}

async function revoke(db: Queryable, id: string): Promise<CommandOutcome> {
  if (!/^\d{1,9}$/.test(id)) return refused(`"${id}" is not a key id (see npm run pms:key -- list).`)
  return (await revokeApiKey(db, Number(id)))
    ? { lines: [`Key ${id} is revoked: calls with it are refused from now on.`], exitCode: 0 }
    : refused(`There is no key ${id}, or it was revoked already.`)
}

async function list(db: Queryable): Promise<CommandOutcome> {
  const keys = await listApiKeys(db)
  if (keys.length === 0) return { lines: ['No keys yet.'], exitCode: 0 }
  const lines = keys.map((k) => {
    const state = k.revokedAt ? `revoked ${k.revokedAt}` : 'active'
    const used = k.lastUsedAt ? `last used ${k.lastUsedAt}` : 'never used'
    return `${k.id}\t${k.propertyCode}\t${k.prefix}…\t${state}\t${used}\t${k.label}`
  })
  return { lines: ['id\tproperty\tprefix\tstate\tuse\tlabel', ...lines], exitCode: 0 }
}

export async function runKeyCommand(db: Queryable, args: readonly string[]): Promise<CommandOutcome> {
  const [command, first = '', ...rest] = args
  if (command === 'create' && first !== '') return create(db, first, rest.join(' '))
  if (command === 'revoke' && first !== '' && rest.length === 0) return revoke(db, first)
  if (command === 'list' && first === '') return list(db)
  return { lines: [KEY_USAGE], exitCode: 2 }
}
