// Registers the device texts (sync status, install, durable basket). Imported for its effect by the modules
// that use them, which all load after the first paint (decision 0020).
import { deviceMessages } from './en-gb/device'
import { registerMessages } from './i18n'

registerMessages(deviceMessages)
