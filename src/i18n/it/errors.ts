/** I messaggi di errore del server in italiano (decision 0122), indicizzati dal testo inglese. */
import type { ErrorCatalogue } from '../en-gb/errors'

export const errors: ErrorCatalogue = {
  'The request is invalid.': 'La richiesta non è valida.',
  'This field is required.': 'Questo campo è obbligatorio.',
  'A valid email address is required.': 'È necessario un indirizzo e-mail valido.',
  'A valid phone number is required.': 'È necessario un numero di telefono valido.',
  'An e-mail address is required.': 'È necessario un indirizzo e-mail.',
  'This e-mail address is too long.': 'Questo indirizzo e-mail è troppo lungo.',
  'First name is required.': 'Il nome è obbligatorio.',
  'Last name is required.': 'Il cognome è obbligatorio.',
  'A name is required.': 'È necessario un nome.',
  'Guest name is required.': 'Il nome dell’ospite è obbligatorio.',
  'The guest name is required.': 'Il nome dell’ospite è obbligatorio.',
  'Street is required.': 'La via è obbligatoria.',
  'The street is required.': 'La via è obbligatoria.',
  'Town or city is required.': 'La città è obbligatoria.',
  'State or county is required.': 'La provincia o regione è obbligatoria.',
  'Post code is required.': 'Il CAP è obbligatorio.',
  'The post code is required.': 'Il CAP è obbligatorio.',
  'Country is required.': 'Il paese è obbligatorio.',
  'A password is required.': 'È necessaria una password.',
  'Password is required.': 'La password è obbligatoria.',
  'A password needs at least ten characters.': 'Una password deve avere almeno dieci caratteri.',
  'A password can have at most 200 characters.': 'Una password può avere al massimo 200 caratteri.',
  'A password needs at least one character that is not a letter or digit.':
    'Una password deve avere almeno un carattere che non sia una lettera o una cifra.',
  'This password is too long.': 'Questa password è troppo lunga.',
  'Please confirm your password.': 'Confermi la password.',
  'The passwords do not match.': 'Le password non coincidono.',
  'Use ten characters or more, with at least one non-alphanumeric character.':
    'Usi almeno dieci caratteri, di cui almeno uno non alfanumerico.',
  'The current password is not right.': 'La password attuale non è corretta.',
  'The new password must be different from the current one.':
    'La nuova password deve essere diversa da quella attuale.',
  'This link is not complete.': 'Questo link è incompleto.',
  'The link code is required.': 'Il codice del link è obbligatorio.',
  'A date must be written as YYYY-MM-DD.': 'Una data va scritta come AAAA-MM-GG.',
  'This date does not exist.': 'Questa data non esiste.',
  'The first day of the search is after its last.': 'Il primo giorno della ricerca è dopo l’ultimo.',
  'The end date is before the start date.': 'La data di fine è precedente a quella di inizio.',
  'The date is in the past.': 'La data è nel passato.',
  'The room dates must lie within the booking dates.':
    'Le date della camera devono rientrare in quelle della prenotazione.',
  'Use HH:MM.': 'Usi HH:MM.',
  'Please choose a time.': 'Scelga un orario.',
  'At least one room is required.': 'È necessaria almeno una camera.',
  'Choose at least one room.': 'Scelga almeno una camera.',
  'Every room needs at least one guest.': 'Ogni camera deve avere almeno un ospite.',
  'Too many guests for one room.': 'Troppi ospiti per una camera.',
  'Too many extras for one room.': 'Troppi extra per una camera.',
  'There are more guests than people in this room.': 'Ci sono più ospiti che persone in questa camera.',
  'A promo code is required.': 'È necessario un codice promozionale.',
  'A voucher code is required.': 'È necessario un codice buono.',
  'This promo code is not valid.': 'Questo codice promozionale non è valido.',
  'This gift voucher code is not valid.': 'Questo codice del buono regalo non è valido.',
  'A reservation number is required.': 'È necessario un numero di prenotazione.',
  'Reservation number is required.': 'Il numero di prenotazione è obbligatorio.',
  'A reference is required.': 'È necessario un riferimento.',
  'A code is required.': 'È necessario un codice.',
  'An invoice number is required.': 'È necessario un numero di fattura.',
  'A card entered in the payment form is required.':
    'È necessaria una carta inserita nel modulo di pagamento.',
  'Please enter a card.': 'Inserisca una carta.',
  'A stored card is required.': 'È necessaria una carta salvata.',
  'This stored card was not found.': 'Questa carta salvata non è stata trovata.',
  'This stored card has expired.': 'Questa carta salvata è scaduta.',
  'Please choose a company.': 'Scelga un’azienda.',
  'This is not the booking code of the company chosen.':
    'Questo non è il codice di prenotazione dell’azienda scelta.',
  'A whole number is required.': 'È necessario un numero intero.',
  'This number is too large.': 'Questo numero è troppo grande.',
  'An amount has at most two decimals.': 'Un importo ha al massimo due decimali.',
  'This text is too long.': 'Questo testo è troppo lungo.',
  'This value is too long.': 'Questo valore è troppo lungo.',
  'This value is not valid.': 'Questo valore non è valido.',
  'This text contains characters that are not allowed.': 'Questo testo contiene caratteri non consentiti.',
  'This list is too long.': 'Questo elenco è troppo lungo.',
  'The request is too large.': 'La richiesta è troppo grande.',
  'Not found.': 'Non trovato.',
  'Please log in.': 'Effettui l’accesso.',
  'You do not have access to this resource.': 'Non ha accesso a questa risorsa.',
  'There is no booking with this reference.': 'Non esiste alcuna prenotazione con questo riferimento.',
  'This property was not found.': 'Questa struttura non è stata trovata.',
  'This room is not part of this reservation.': 'Questa camera non fa parte di questa prenotazione.',
  'This reservation is cancelled.': 'Questa prenotazione è cancellata.',
  'This reservation is already cancelled.': 'Questa prenotazione è già cancellata.',
  'This reservation can no longer be changed online. Please contact the hotel.':
    'Questa prenotazione non può più essere modificata online. Contatti l’hotel.',
  'This reservation can no longer be cancelled online. Please contact the hotel.':
    'Questa prenotazione non può più essere cancellata online. Contatti l’hotel.',
  'This arrival date is too close to change online. Please contact the hotel.':
    'La data di arrivo è troppo vicina per modificarla online. Contatti l’hotel.',
  'This stay is over, so online check-in is closed.':
    'Questo soggiorno è terminato, quindi il check-in online è chiuso.',
  'There is nothing left to pay.': 'Non resta nulla da pagare.',
  'Your card was declined. Nothing was charged: please try another card.':
    'La sua carta è stata rifiutata. Non è stato addebitato nulla: provi con un’altra carta.',
  'Your bank did not confirm the payment, so nothing was charged. You can try again, or use another card.':
    'La sua banca non ha confermato il pagamento, quindi non è stato addebitato nulla. Può riprovare o usare un’altra carta.',
  'Your card has insufficient funds. Nothing was charged: please try another card.':
    'La sua carta non ha fondi sufficienti. Non è stato addebitato nulla: provi con un’altra carta.',
  'Your card has expired. Nothing was charged: please try another card.':
    'La sua carta è scaduta. Non è stato addebitato nulla: provi con un’altra carta.',
  'The security code is incorrect. Nothing was charged: please check it or try another card.':
    'Il codice di sicurezza non è corretto. Non è stato addebitato nulla: lo controlli o provi con un’altra carta.',
  'The card number is incorrect. Nothing was charged: please check it or try another card.':
    'Il numero della carta non è corretto. Non è stato addebitato nulla: lo controlli o provi con un’altra carta.',
  'Your bank could not process the card just now. Nothing was charged: please try again.':
    'La sua banca non è riuscita a elaborare la carta in questo momento. Non è stato addebitato nulla: riprovi.',
  'The payment was cancelled. Nothing was charged and the rooms are no longer held for you.':
    'Il pagamento è stato annullato. Non è stato addebitato nulla e le camere non sono più riservate per lei.',
  'The card was not saved. Please try another card.':
    'La carta non è stata salvata. Provi con un’altra carta.',
  'The payment did not go through. Nothing was charged.':
    'Il pagamento non è andato a buon fine. Non è stato addebitato nulla.',
}
