Picker("<b>", selection: .constant(0)) {
    Text("</text><script>").tag(0)
}
