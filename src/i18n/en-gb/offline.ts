// en-GB texts of the device status shown from the first paint (offline, a new version); merged by ./base.ts.
export const offlineMessages = {
  'offline.offline': 'You are offline. What is saved on this device still works.',
  'offline.updateReady': 'A new version is ready.',
  'offline.reload': 'Reload',
} as const
