// canvas: 200xfit

struct ProfileEditor: View {
    @State private var name = "Ada"
    @State private var bio = ""

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            LabeledContent("Member", value: "2019")
            TextField("Name", text: $name)
                .textFieldStyle(.roundedBorder)
            TextEditor(text: $bio)
                .frame(height: 60)
        }
        .font(.system(size: 10))
    }
}

ProfileEditor()
