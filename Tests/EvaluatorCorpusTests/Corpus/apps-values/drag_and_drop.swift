// canvas: 200xfit
Text("Card")
    .draggable("card-1")
    .dropDestination(for: String.self) { items, location in
        true
    }
    .onHover { hovering in }
    .font(.system(size: 10))
