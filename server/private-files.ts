/**
 * DATA_DIR holds the database, the link-signing key and mails with reset tokens: readable by the server's user
 * only (decision 0099). Folders are 0700 and files 0600 whatever the process umask; files left more open (by an
 * older version, or by PGlite, which sets its files' modes itself) are closed when the server starts and while
 * it runs.
 */
import { chmodSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs'
import { mkdir, writeFile } from 'node:fs/promises'
import { dirname, join } from 'node:path'

export const PRIVATE_DIR_MODE = 0o700
export const PRIVATE_FILE_MODE = 0o600

/** Writes `content` to `file` (its folder made if missing), readable by this user only. */
export async function writePrivateFile(file: string, content: string): Promise<void> {
  await mkdir(dirname(file), { recursive: true, mode: PRIVATE_DIR_MODE })
  await writeFile(file, content, { encoding: 'utf8', mode: PRIVATE_FILE_MODE })
}

export function writePrivateFileSync(file: string, content: string): void {
  mkdirSync(dirname(file), { recursive: true, mode: PRIVATE_DIR_MODE })
  writeFileSync(file, content, { encoding: 'utf8', mode: PRIVATE_FILE_MODE })
  // The mode above applies to a new file only; one written before keeps its own.
  chmodSync(file, PRIVATE_FILE_MODE)
}

/** Makes `dir` if missing and closes it and everything under it to other users. */
export function privateDataDir(dir: string): void {
  mkdirSync(dir, { recursive: true, mode: PRIVATE_DIR_MODE })
  const pending = [dir]
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    closeTo(next, PRIVATE_DIR_MODE)
    for (const entry of entriesOf(next)) {
      const path = join(next, entry.name)
      if (entry.isDirectory()) pending.push(path)
      else if (entry.isFile()) closeTo(path, PRIVATE_FILE_MODE)
    }
  }
}

// The database removes files while it runs (temporary files, old WAL segments): one gone meanwhile is fine.
function closeTo(path: string, mode: number): void {
  try {
    chmodSync(path, mode)
  } catch (error) {
    if (!isGone(error)) throw error
  }
}

function entriesOf(dir: string) {
  try {
    return readdirSync(dir, { withFileTypes: true })
  } catch (error) {
    if (isGone(error)) return []
    throw error
  }
}

const isGone = (error: unknown) => error instanceof Error && 'code' in error && error.code === 'ENOENT'
