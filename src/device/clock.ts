// The guest's calendar day, from the device clock in the device's time zone: a stay starts on the guest's
// "today", not UTC's. Everything below this takes today as a parameter (the domain never reads a clock).

function pad(n: number): string {
  return String(n).padStart(2, '0')
}

export function localToday(now: Date = new Date()): string {
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`
}

export function localTime(now: Date = new Date()): { hour: number; minute: number } {
  return { hour: now.getHours(), minute: now.getMinutes() }
}
