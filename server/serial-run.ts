/**
 * One run of a piece of work at a time inside this process: a call while it runs asks for one more pass after it
 * (so work queued meanwhile is not left until the next timer) instead of starting a second run beside it. Other
 * instances are kept apart by the work itself (row claims, advisory locks), not by this.
 */
export type SerialRun = {
  /** Runs now, or once more after the run going on; resolves with what the passes returned, added up. */
  run(): Promise<number>
  /**
   * Waits for the run going on, then runs once itself and resolves with what that run did (a caller that drains
   * while another run goes on still gets its own pass, and the two are not counted twice).
   */
  drain(): Promise<number>
  /** Resolves when no run is going on. */
  idle(): Promise<void>
}

export function serialRun(work: () => Promise<number>): SerialRun {
  let running: Promise<number> | null = null
  let again = false
  function run(): Promise<number> {
    if (running) {
      again = true
      return running
    }
    const current = (async () => {
      let done = 0
      do {
        again = false
        done += await work()
      } while (again)
      return done
    })().finally(() => {
      running = null
    })
    running = current
    return current
  }
  return {
    run,
    // Checks `running` before its first await: a second drain called in the same tick waits for the first.
    async drain() {
      while (running) await running.catch(() => 0)
      return run()
    },
    async idle() {
      while (running) await running.catch(() => 0)
    },
  }
}
