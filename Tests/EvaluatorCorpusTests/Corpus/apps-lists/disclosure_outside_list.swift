VStack {
    DisclosureGroup("More", isExpanded: .constant(true)) {
        Text("Hidden")
    }
}
.frame(width: 200)
