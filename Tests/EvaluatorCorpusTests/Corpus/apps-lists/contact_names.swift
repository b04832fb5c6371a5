List {
    Text("Ada")
    Text("Grace")
    Text("Linus")
    Text("Alan")
}
