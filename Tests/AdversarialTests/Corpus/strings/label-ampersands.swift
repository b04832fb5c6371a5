VStack {
    Label("& &amp; &lt; &#60; &#x3c; &", systemImage: "& &amp; &lt; &#60; &#x3c; &")
    Button("& &amp; &lt; &#60; &#x3c; &") { }
}
