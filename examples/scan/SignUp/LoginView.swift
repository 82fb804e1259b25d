import SwiftUI

/// The SwiftUI login form.
struct LoginView: View {
  @State private var email = ""
  @State private var password = ""
  @State private var bio = ""

  var body: some View {
    Form {
      Section("Account") {
        TextField("Email", text: $email)
          .keyboardType(.emailAddress)
          .textContentType(.username)
          .submitLabel(.next)
        SecureField("Password", text: $password)
          .textContentType(.password)
          .submitLabel(.next)
      }
      Section("About you") {
        bioEditor
      }
    }
    .textInputAutocapitalization(.never)
    .disableAutocorrection(true)
  }

  private var bioEditor: some View {
    TextEditor(text: $bio)
  }
}

/// The search screen: a field for web searches.
struct SearchView: View {
  @State private var query = ""

  var body: some View {
    TextField("Search", text: $query)
      .keyboardType(.webSearch)
      .autocapitalization(.none)
      .autocorrectionDisabled()
      .submitLabel(.search)
  }
}
