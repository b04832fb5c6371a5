Picker("Size") {
    Text("S").tag(1)
}
.pickerStyle(.segmented)
