/**
 * The in-process scheduler (decision 0106): each job runs at once and then on its own timer, never twice at once
 * in one process; a failing run is logged and the job goes on; stop waits for the run going on and ends the timers.
 */
import { describe, expect, it } from 'vitest'
import { startScheduler } from '../../../server/jobs/scheduler'

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

describe('scheduler', () => {
  it('runs each job on its timer, one run at a time, and stops after the run going on', async () => {
    let runs = 0
    let concurrent = 0
    let most = 0
    let failures = 0
    const logs: string[] = []
    const scheduler = startScheduler(
      [
        {
          name: 'slow',
          everyMs: 5,
          run: async () => {
            concurrent++
            most = Math.max(most, concurrent)
            await pause(30)
            concurrent--
            runs++
          },
        },
        {
          name: 'flaky',
          everyMs: 5,
          run: () => {
            failures++
            return Promise.reject(new Error('database away'))
          },
        },
      ],
      (line) => logs.push(line),
    )
    await pause(200)
    await scheduler.stop()
    expect(concurrent).toBe(0)
    const stoppedAt = { runs, failures }
    expect(runs).toBeGreaterThanOrEqual(3)
    expect(most).toBe(1)
    expect(failures).toBeGreaterThanOrEqual(3)
    expect(logs[0]).toBe('Job flaky failed: database away')
    await pause(60)
    expect({ runs, failures }).toEqual(stoppedAt)
  })
})
