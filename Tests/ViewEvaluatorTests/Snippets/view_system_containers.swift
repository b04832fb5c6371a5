NavigationStack {
    ScrollView(.horizontal) {
        Text("a")
        Text("b")
    }
    List(["x", "y"], id: \.self) { item in
        Text(item)
    }
    Form {
        Section("Header") {
            Toggle("On", isOn: .constant(true))
        }
    }
}
