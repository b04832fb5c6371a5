List(["Red", "Green", "Blue"], id: \.self) { name in
    Text(name)
}
