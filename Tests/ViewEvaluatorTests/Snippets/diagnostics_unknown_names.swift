VStack {
    MenuButton()
    Tetx("typo")
    ForEach(items) { item in
        Text(item.name)
    }
    Text(titel)
    Colr.red
}
