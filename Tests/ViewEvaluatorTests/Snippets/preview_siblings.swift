let name = "siblings"
Text("First")
Text("Second \(name)")
    .font(.caption)
