let wall = String(repeating: "brick ", count: 1_000_000)
Text(wall)
