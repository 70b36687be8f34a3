/**
 * Scheduled work inside the server process (issue 19, decision 0106): named jobs, each on its own timer. A job
 * runs again only after its last run ended (a slow run is never doubled in this process), and each job is itself
 * safe with several instances running it at the same moment (rows claimed under FOR UPDATE SKIP LOCKED, a claim
 * row inserted with the change, or a conditional update) — the scheduler does not try to elect a leader.
 */
export type ScheduledJob = {
  name: string
  everyMs: number
  run: () => Promise<unknown>
}

export type Scheduler = {
  /** Stops the timers and resolves once the runs going on have ended. */
  stop(): Promise<void>
}

export function startScheduler(jobs: readonly ScheduledJob[], log: (line: string) => void): Scheduler {
  let stopped = false
  const timers = new Set<ReturnType<typeof setTimeout>>()
  const running = new Set<Promise<void>>()

  function schedule(job: ScheduledJob, delayMs: number) {
    if (stopped) return
    const timer = setTimeout(() => {
      timers.delete(timer)
      const run = job
        .run()
        .then(
          () => undefined,
          (error: unknown) =>
            log(`Job ${job.name} failed: ${error instanceof Error ? error.message : String(error)}`),
        )
        .finally(() => {
          running.delete(run)
          schedule(job, job.everyMs)
        })
      running.add(run)
    }, delayMs)
    timer.unref()
    timers.add(timer)
  }

  for (const job of jobs) schedule(job, 0)
  return {
    async stop() {
      stopped = true
      for (const timer of timers) clearTimeout(timer)
      timers.clear()
      while (running.size > 0) await Promise.all(running)
    },
  }
}
