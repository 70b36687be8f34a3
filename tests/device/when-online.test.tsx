import { afterEach, describe, expect, it, vi } from 'vitest'
import { loadWhenOnline } from '@/device/when-online'

let onLine: ReturnType<typeof vi.spyOn> | undefined

function setOnline(online: boolean) {
  onLine ??= vi.spyOn(navigator, 'onLine', 'get')
  onLine.mockReturnValue(online)
  if (online) window.dispatchEvent(new Event('online'))
}

describe('loadWhenOnline', () => {
  afterEach(() => {
    onLine?.mockRestore()
    onLine = undefined
  })

  it('waits for the connection and tries again when a load fails offline', async () => {
    setOnline(false)
    const load = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValueOnce('module')
    const result = loadWhenOnline(load)()
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(1))
    let settled = false
    void result.then(() => (settled = true))
    await new Promise((r) => setTimeout(r, 20))
    expect(settled).toBe(false)
    setOnline(true)
    await expect(result).resolves.toBe('module')
    expect(load).toHaveBeenCalledTimes(2)
  })

  it('lets an online failure through, so the page can say so', async () => {
    setOnline(true)
    const failure = new TypeError('Failed to fetch dynamically imported module')
    await expect(loadWhenOnline(() => Promise.reject(failure))()).rejects.toBe(failure)
  })
})
