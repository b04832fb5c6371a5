VStack {
    42
    "text"
}
