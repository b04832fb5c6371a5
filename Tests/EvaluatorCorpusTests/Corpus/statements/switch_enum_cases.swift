// canvas: 200xfit
enum Direction {
    case north, south, east, west
}

func arrow(_ d: Direction) -> String {
    switch d {
    case .north: return "^"
    case .south: return "v"
    case .east, .west: return "<>"
    }
}

HStack(spacing: 0) {
    Text(arrow(.north))
    Text(arrow(.west))
}
.font(.system(size: 10))
