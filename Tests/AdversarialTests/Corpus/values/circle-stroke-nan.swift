Circle().stroke(Color.red, lineWidth: .nan)
