/** Die Fehlermeldungen des Servers auf Deutsch (decision 0122), nach ihrem englischen Text. */
import type { ErrorCatalogue } from '../en-gb/errors'

export const errors: ErrorCatalogue = {
  'The request is invalid.': 'Die Anfrage ist ungültig.',
  'This field is required.': 'Dieses Feld ist erforderlich.',
  'A valid email address is required.': 'Eine gültige E-Mail-Adresse ist erforderlich.',
  'A valid phone number is required.': 'Eine gültige Telefonnummer ist erforderlich.',
  'An e-mail address is required.': 'Eine E-Mail-Adresse ist erforderlich.',
  'This e-mail address is too long.': 'Diese E-Mail-Adresse ist zu lang.',
  'First name is required.': 'Der Vorname ist erforderlich.',
  'Last name is required.': 'Der Nachname ist erforderlich.',
  'A name is required.': 'Ein Name ist erforderlich.',
  'Guest name is required.': 'Der Name des Gastes ist erforderlich.',
  'The guest name is required.': 'Der Name des Gastes ist erforderlich.',
  'Street is required.': 'Die Straße ist erforderlich.',
  'The street is required.': 'Die Straße ist erforderlich.',
  'Town or city is required.': 'Der Ort ist erforderlich.',
  'State or county is required.': 'Bundesland oder Region ist erforderlich.',
  'Post code is required.': 'Die Postleitzahl ist erforderlich.',
  'The post code is required.': 'Die Postleitzahl ist erforderlich.',
  'Country is required.': 'Das Land ist erforderlich.',
  'A password is required.': 'Ein Passwort ist erforderlich.',
  'Password is required.': 'Das Passwort ist erforderlich.',
  'A password needs at least ten characters.': 'Ein Passwort braucht mindestens zehn Zeichen.',
  'A password can have at most 200 characters.': 'Ein Passwort darf höchstens 200 Zeichen haben.',
  'A password needs at least one character that is not a letter or digit.':
    'Ein Passwort braucht mindestens ein Zeichen, das weder Buchstabe noch Ziffer ist.',
  'This password is too long.': 'Dieses Passwort ist zu lang.',
  'Please confirm your password.': 'Bitte bestätigen Sie Ihr Passwort.',
  'The passwords do not match.': 'Die Passwörter stimmen nicht überein.',
  'Use ten characters or more, with at least one non-alphanumeric character.':
    'Verwenden Sie mindestens zehn Zeichen, darunter mindestens ein Sonderzeichen.',
  'The current password is not right.': 'Das aktuelle Passwort ist nicht richtig.',
  'The new password must be different from the current one.':
    'Das neue Passwort muss sich vom aktuellen unterscheiden.',
  'This link is not complete.': 'Dieser Link ist unvollständig.',
  'The link code is required.': 'Der Code des Links ist erforderlich.',
  'A date must be written as YYYY-MM-DD.': 'Ein Datum muss als JJJJ-MM-TT geschrieben werden.',
  'This date does not exist.': 'Dieses Datum gibt es nicht.',
  'The first day of the search is after its last.': 'Der erste Tag der Suche liegt nach ihrem letzten.',
  'The end date is before the start date.': 'Das Enddatum liegt vor dem Startdatum.',
  'The date is in the past.': 'Das Datum liegt in der Vergangenheit.',
  'The room dates must lie within the booking dates.':
    'Die Daten des Zimmers müssen im Zeitraum der Buchung liegen.',
  'Use HH:MM.': 'Verwenden Sie HH:MM.',
  'Please choose a time.': 'Bitte wählen Sie eine Uhrzeit.',
  'At least one room is required.': 'Mindestens ein Zimmer ist erforderlich.',
  'Choose at least one room.': 'Wählen Sie mindestens ein Zimmer.',
  'Every room needs at least one guest.': 'Jedes Zimmer braucht mindestens einen Gast.',
  'Too many guests for one room.': 'Zu viele Gäste für ein Zimmer.',
  'Too many extras for one room.': 'Zu viele Extras für ein Zimmer.',
  'There are more guests than people in this room.': 'Es gibt mehr Gäste als Personen in diesem Zimmer.',
  'A promo code is required.': 'Ein Aktionscode ist erforderlich.',
  'A voucher code is required.': 'Ein Gutscheincode ist erforderlich.',
  'This promo code is not valid.': 'Dieser Aktionscode ist nicht gültig.',
  'This gift voucher code is not valid.': 'Dieser Geschenkgutscheincode ist nicht gültig.',
  'A reservation number is required.': 'Eine Buchungsnummer ist erforderlich.',
  'Reservation number is required.': 'Die Buchungsnummer ist erforderlich.',
  'A reference is required.': 'Eine Referenz ist erforderlich.',
  'A code is required.': 'Ein Code ist erforderlich.',
  'An invoice number is required.': 'Eine Rechnungsnummer ist erforderlich.',
  'A card entered in the payment form is required.':
    'Eine im Zahlungsformular eingegebene Karte ist erforderlich.',
  'Please enter a card.': 'Bitte geben Sie eine Karte ein.',
  'A stored card is required.': 'Eine gespeicherte Karte ist erforderlich.',
  'This stored card was not found.': 'Diese gespeicherte Karte wurde nicht gefunden.',
  'This stored card has expired.': 'Diese gespeicherte Karte ist abgelaufen.',
  'Please choose a company.': 'Bitte wählen Sie ein Unternehmen.',
  'This is not the booking code of the company chosen.':
    'Dies ist nicht der Buchungscode des gewählten Unternehmens.',
  'A whole number is required.': 'Eine ganze Zahl ist erforderlich.',
  'This number is too large.': 'Diese Zahl ist zu groß.',
  'An amount has at most two decimals.': 'Ein Betrag hat höchstens zwei Nachkommastellen.',
  'This text is too long.': 'Dieser Text ist zu lang.',
  'This value is too long.': 'Dieser Wert ist zu lang.',
  'This value is not valid.': 'Dieser Wert ist nicht gültig.',
  'This text contains characters that are not allowed.': 'Dieser Text enthält nicht erlaubte Zeichen.',
  'This list is too long.': 'Diese Liste ist zu lang.',
  'The request is too large.': 'Die Anfrage ist zu groß.',
  'Not found.': 'Nicht gefunden.',
  'Please log in.': 'Bitte melden Sie sich an.',
  'You do not have access to this resource.': 'Sie haben keinen Zugriff auf diese Ressource.',
  'There is no booking with this reference.': 'Es gibt keine Buchung mit dieser Nummer.',
  'This property was not found.': 'Dieses Hotel wurde nicht gefunden.',
  'This room is not part of this reservation.': 'Dieses Zimmer gehört nicht zu dieser Buchung.',
  'This reservation is cancelled.': 'Diese Buchung ist storniert.',
  'This reservation is already cancelled.': 'Diese Buchung ist bereits storniert.',
  'This reservation can no longer be changed online. Please contact the hotel.':
    'Diese Buchung kann nicht mehr online geändert werden. Bitte wenden Sie sich an das Hotel.',
  'This reservation can no longer be cancelled online. Please contact the hotel.':
    'Diese Buchung kann nicht mehr online storniert werden. Bitte wenden Sie sich an das Hotel.',
  'This arrival date is too close to change online. Please contact the hotel.':
    'Das Anreisedatum ist zu nah, um online zu ändern. Bitte wenden Sie sich an das Hotel.',
  'This stay is over, so online check-in is closed.':
    'Dieser Aufenthalt ist vorbei, daher ist der Online-Check-in geschlossen.',
  'There is nothing left to pay.': 'Es ist nichts mehr zu bezahlen.',
  'Your card was declined. Nothing was charged: please try another card.':
    'Ihre Karte wurde abgelehnt. Es wurde nichts belastet: Bitte versuchen Sie es mit einer anderen Karte.',
  'Your bank did not confirm the payment, so nothing was charged. You can try again, or use another card.':
    'Ihre Bank hat die Zahlung nicht bestätigt, daher wurde nichts belastet. Sie können es erneut versuchen oder eine andere Karte verwenden.',
  'Your card has insufficient funds. Nothing was charged: please try another card.':
    'Ihre Karte ist nicht ausreichend gedeckt. Es wurde nichts belastet: Bitte versuchen Sie es mit einer anderen Karte.',
  'Your card has expired. Nothing was charged: please try another card.':
    'Ihre Karte ist abgelaufen. Es wurde nichts belastet: Bitte versuchen Sie es mit einer anderen Karte.',
  'The security code is incorrect. Nothing was charged: please check it or try another card.':
    'Die Kartenprüfnummer ist falsch. Es wurde nichts belastet: Bitte prüfen Sie sie oder verwenden Sie eine andere Karte.',
  'The card number is incorrect. Nothing was charged: please check it or try another card.':
    'Die Kartennummer ist falsch. Es wurde nichts belastet: Bitte prüfen Sie sie oder verwenden Sie eine andere Karte.',
  'Your bank could not process the card just now. Nothing was charged: please try again.':
    'Ihre Bank konnte die Karte gerade nicht verarbeiten. Es wurde nichts belastet: Bitte versuchen Sie es erneut.',
  'The payment was cancelled. Nothing was charged and the rooms are no longer held for you.':
    'Die Zahlung wurde abgebrochen. Es wurde nichts belastet, und die Zimmer sind nicht mehr für Sie reserviert.',
  'The card was not saved. Please try another card.':
    'Die Karte wurde nicht gespeichert. Bitte versuchen Sie es mit einer anderen Karte.',
  'The payment did not go through. Nothing was charged.':
    'Die Zahlung ist nicht durchgegangen. Es wurde nichts belastet.',
}
