VStack {
    Label("Z<<<REPEAŢ̖́REPEAT>>>", systemImage: "Z<<<REPEAŢ̖́REPEAT>>>")
    Button("Z<<<REPEAŢ̖́REPEAT>>>") { }
}
