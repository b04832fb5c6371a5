/// The bounding box of every point named in SVG path data (end points and control points; arcs
/// by their end points), enough to check where a path was drawn without trusting `ShapePath`.
struct PathBounds: Equatable {
    var minX = Double.infinity, minY = Double.infinity, maxX = -Double.infinity, maxY = -Double.infinity

    var width: Double { maxX - minX }
    var height: Double { maxY - minY }

    init(_ data: String) {
        var command: Character = "M"
        var numbers: [Double] = []
        var current = ""
        var x = 0.0, y = 0.0
        func flush() {
            if let value = Double(current) { numbers.append(value) }
            current = ""
        }
        func apply() {
            switch command {
            case "H": for v in numbers { x = v; add(x, y) }
            case "V": for v in numbers { y = v; add(x, y) }
            case "A": for i in stride(from: 0, to: numbers.count - 6, by: 7) { x = numbers[i + 5]; y = numbers[i + 6]; add(x, y) }
            default: for i in stride(from: 0, to: numbers.count - 1, by: 2) { x = numbers[i]; y = numbers[i + 1]; add(x, y) }
            }
            numbers = []
        }
        for character in data {
            if character.isLetter {
                flush(); apply(); command = character
            } else if character == " " || character == "," {
                flush()
            } else if character == "-", !current.isEmpty {
                flush(); current = "-"
            } else {
                current.append(character)
            }
        }
        flush(); apply()
    }

    private mutating func add(_ x: Double, _ y: Double) {
        minX = min(minX, x); maxX = max(maxX, x)
        minY = min(minY, y); maxY = max(maxY, y)
    }
}
