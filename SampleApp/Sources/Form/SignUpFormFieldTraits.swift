import UIKit

/// The text traits of the sign-up form's fields, by placeholder: the keyboard each one needs,
/// what it holds (for AutoFill), how it capitalizes and what its return key says. GamepadKit's
/// controller keyboard follows the same traits as the system keyboard, so the whole form can be
/// filled in with a controller alone: A on a field, type, Menu for Next, and so on to Done.
enum SignUpFormFieldTraits {
    static func apply(to fields: [UITextField]) {
        for (index, field) in fields.enumerated() {
            field.returnKeyType = index == fields.count - 1 ? .done : .next
            field.autocapitalizationType = .words
            field.autocorrectionType = .no
            switch field.placeholder ?? "" {
            case "Name":
                field.textContentType = .name
            case "First name":
                field.textContentType = .givenName
            case "Last name":
                field.textContentType = .familyName
            case "Email":
                field.keyboardType = .emailAddress
                field.textContentType = .emailAddress
                field.autocapitalizationType = .none
            case "Phone":
                field.keyboardType = .phonePad
                field.textContentType = .telephoneNumber
            case "Street":
                field.textContentType = .streetAddressLine1
            case "Apartment, suite":
                field.textContentType = .streetAddressLine2
            case "City":
                field.textContentType = .addressCity
            case "Postcode":
                field.keyboardType = .numbersAndPunctuation
                field.textContentType = .postalCode
                field.autocapitalizationType = .allCharacters
            case "State or region":
                field.textContentType = .addressState
            case "Country":
                field.textContentType = .countryName
            case "Username":
                field.textContentType = .username
                field.autocapitalizationType = .none
            case "Password":
                field.textContentType = .newPassword
                field.isSecureTextEntry = true
                field.autocapitalizationType = .none
            case "Confirm password":
                field.textContentType = .newPassword
                field.isSecureTextEntry = true
                field.autocapitalizationType = .none
            case "Referral code":
                field.keyboardType = .asciiCapable
                field.autocapitalizationType = .allCharacters
            default:
                break
            }
        }
    }
}
