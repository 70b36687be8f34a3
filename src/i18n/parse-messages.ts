import { IntlMessageFormat } from 'intl-messageformat'
import { installMessageParser, type MessageElement } from './format-message'

// FormatJS's parser, for the places that read the catalogues as written: the server (the boot shell) and the
// build's message compiler. Never imported by the app's code: the build parses its texts (decision 0121).

export function parseMessage(message: string): MessageElement[] {
  return new IntlMessageFormat(message, 'en', undefined, { ignoreTag: true }).getAst() as MessageElement[]
}

installMessageParser(parseMessage)
