enum Tint {
    case warm, cool
}

let t: Tint = .cold
Text("x")
