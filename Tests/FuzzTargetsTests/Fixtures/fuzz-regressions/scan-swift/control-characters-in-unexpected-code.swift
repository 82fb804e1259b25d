struct V: View {
  var body: some View { TextField("a", text: $t) }
  priv x
}
