Text("Hello, World!")
    .frame(width: .greatestFiniteMagnitude, height: .greatestFiniteMagnitude)
