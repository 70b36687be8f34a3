/** Les messages d’erreur du serveur en français (decision 0122), indexés par leur texte anglais. */
import type { ErrorCatalogue } from '../en-gb/errors'

export const errors: ErrorCatalogue = {
  'The request is invalid.': 'La demande n’est pas valide.',
  'This field is required.': 'Ce champ est obligatoire.',
  'A valid email address is required.': 'Une adresse e-mail valide est obligatoire.',
  'A valid phone number is required.': 'Un numéro de téléphone valide est obligatoire.',
  'An e-mail address is required.': 'Une adresse e-mail est obligatoire.',
  'This e-mail address is too long.': 'Cette adresse e-mail est trop longue.',
  'First name is required.': 'Le prénom est obligatoire.',
  'Last name is required.': 'Le nom est obligatoire.',
  'A name is required.': 'Un nom est obligatoire.',
  'Guest name is required.': 'Le nom du voyageur est obligatoire.',
  'The guest name is required.': 'Le nom du voyageur est obligatoire.',
  'Street is required.': 'La rue est obligatoire.',
  'The street is required.': 'La rue est obligatoire.',
  'Town or city is required.': 'La ville est obligatoire.',
  'State or county is required.': 'La région est obligatoire.',
  'Post code is required.': 'Le code postal est obligatoire.',
  'The post code is required.': 'Le code postal est obligatoire.',
  'Country is required.': 'Le pays est obligatoire.',
  'A password is required.': 'Un mot de passe est obligatoire.',
  'Password is required.': 'Le mot de passe est obligatoire.',
  'A password needs at least ten characters.': 'Un mot de passe doit comporter au moins dix caractères.',
  'A password can have at most 200 characters.': 'Un mot de passe peut comporter au plus 200 caractères.',
  'A password needs at least one character that is not a letter or digit.':
    'Un mot de passe doit comporter au moins un caractère qui n’est ni une lettre ni un chiffre.',
  'This password is too long.': 'Ce mot de passe est trop long.',
  'Please confirm your password.': 'Veuillez confirmer votre mot de passe.',
  'The passwords do not match.': 'Les mots de passe ne correspondent pas.',
  'Use ten characters or more, with at least one non-alphanumeric character.':
    'Utilisez au moins dix caractères, dont au moins un caractère non alphanumérique.',
  'The current password is not right.': 'Le mot de passe actuel n’est pas correct.',
  'The new password must be different from the current one.':
    'Le nouveau mot de passe doit être différent de l’actuel.',
  'This link is not complete.': 'Ce lien est incomplet.',
  'The link code is required.': 'Le code du lien est obligatoire.',
  'A date must be written as YYYY-MM-DD.': 'Une date doit s’écrire AAAA-MM-JJ.',
  'This date does not exist.': 'Cette date n’existe pas.',
  'The first day of the search is after its last.': 'Le premier jour de la recherche est après le dernier.',
  'The end date is before the start date.': 'La date de fin est antérieure à la date de début.',
  'The date is in the past.': 'La date est passée.',
  'The room dates must lie within the booking dates.':
    'Les dates de la chambre doivent être comprises dans celles de la réservation.',
  'Use HH:MM.': 'Utilisez HH:MM.',
  'Please choose a time.': 'Veuillez choisir une heure.',
  'At least one room is required.': 'Au moins une chambre est obligatoire.',
  'Choose at least one room.': 'Choisissez au moins une chambre.',
  'Every room needs at least one guest.': 'Chaque chambre doit avoir au moins un voyageur.',
  'Too many guests for one room.': 'Trop de voyageurs pour une chambre.',
  'Too many extras for one room.': 'Trop d’extras pour une chambre.',
  'There are more guests than people in this room.':
    'Il y a plus de noms de voyageurs que de personnes dans cette chambre.',
  'A promo code is required.': 'Un code promo est obligatoire.',
  'A voucher code is required.': 'Un code de bon est obligatoire.',
  'This promo code is not valid.': 'Ce code promo n’est pas valide.',
  'This gift voucher code is not valid.': 'Ce code de bon cadeau n’est pas valide.',
  'A reservation number is required.': 'Un numéro de réservation est obligatoire.',
  'Reservation number is required.': 'Le numéro de réservation est obligatoire.',
  'A reference is required.': 'Une référence est obligatoire.',
  'A code is required.': 'Un code est obligatoire.',
  'An invoice number is required.': 'Un numéro de facture est obligatoire.',
  'A card entered in the payment form is required.':
    'Une carte saisie dans le formulaire de paiement est obligatoire.',
  'Please enter a card.': 'Veuillez saisir une carte.',
  'A stored card is required.': 'Une carte enregistrée est obligatoire.',
  'This stored card was not found.': 'Cette carte enregistrée est introuvable.',
  'This stored card has expired.': 'Cette carte enregistrée a expiré.',
  'Please choose a company.': 'Veuillez choisir une entreprise.',
  'This is not the booking code of the company chosen.':
    'Ce n’est pas le code de réservation de l’entreprise choisie.',
  'A whole number is required.': 'Un nombre entier est obligatoire.',
  'This number is too large.': 'Ce nombre est trop grand.',
  'An amount has at most two decimals.': 'Un montant a au plus deux décimales.',
  'This text is too long.': 'Ce texte est trop long.',
  'This value is too long.': 'Cette valeur est trop longue.',
  'This value is not valid.': 'Cette valeur n’est pas valide.',
  'This text contains characters that are not allowed.': 'Ce texte contient des caractères non autorisés.',
  'This list is too long.': 'Cette liste est trop longue.',
  'The request is too large.': 'La demande est trop volumineuse.',
  'Not found.': 'Introuvable.',
  'Please log in.': 'Veuillez vous connecter.',
  'You do not have access to this resource.': 'Vous n’avez pas accès à cette ressource.',
  'There is no booking with this reference.': 'Aucune réservation ne porte cette référence.',
  'This property was not found.': 'Cet établissement est introuvable.',
  'This room is not part of this reservation.': 'Cette chambre ne fait pas partie de cette réservation.',
  'This reservation is cancelled.': 'Cette réservation est annulée.',
  'This reservation is already cancelled.': 'Cette réservation est déjà annulée.',
  'This reservation can no longer be changed online. Please contact the hotel.':
    'Cette réservation ne peut plus être modifiée en ligne. Veuillez contacter l’hôtel.',
  'This reservation can no longer be cancelled online. Please contact the hotel.':
    'Cette réservation ne peut plus être annulée en ligne. Veuillez contacter l’hôtel.',
  'This arrival date is too close to change online. Please contact the hotel.':
    'Cette date d’arrivée est trop proche pour une modification en ligne. Veuillez contacter l’hôtel.',
  'This stay is over, so online check-in is closed.':
    'Ce séjour est terminé : l’enregistrement en ligne est donc fermé.',
  'There is nothing left to pay.': 'Il ne reste rien à payer.',
  'Your card was declined. Nothing was charged: please try another card.':
    'Votre carte a été refusée. Rien n’a été débité : veuillez essayer une autre carte.',
  'Your bank did not confirm the payment, so nothing was charged. You can try again, or use another card.':
    'Votre banque n’a pas confirmé le paiement, donc rien n’a été débité. Vous pouvez réessayer ou utiliser une autre carte.',
  'Your card has insufficient funds. Nothing was charged: please try another card.':
    'Le solde de votre carte est insuffisant. Rien n’a été débité : veuillez essayer une autre carte.',
  'Your card has expired. Nothing was charged: please try another card.':
    'Votre carte a expiré. Rien n’a été débité : veuillez essayer une autre carte.',
  'The security code is incorrect. Nothing was charged: please check it or try another card.':
    'Le code de sécurité est incorrect. Rien n’a été débité : veuillez le vérifier ou essayer une autre carte.',
  'The card number is incorrect. Nothing was charged: please check it or try another card.':
    'Le numéro de carte est incorrect. Rien n’a été débité : veuillez le vérifier ou essayer une autre carte.',
  'Your bank could not process the card just now. Nothing was charged: please try again.':
    'Votre banque n’a pas pu traiter la carte pour le moment. Rien n’a été débité : veuillez réessayer.',
  'The payment was cancelled. Nothing was charged and the rooms are no longer held for you.':
    'Le paiement a été annulé. Rien n’a été débité et les chambres ne vous sont plus réservées.',
  'The card was not saved. Please try another card.':
    'La carte n’a pas été enregistrée. Veuillez essayer une autre carte.',
  'The payment did not go through. Nothing was charged.': 'Le paiement n’a pas abouti. Rien n’a été débité.',
}
