import Foundation

/// The recorded oracle data in Fixtures/Fonts, found from this file's path.
enum FontFixtures {
    static func load<Value: Decodable>(_ name: String, as type: Value.Type = Value.self) throws -> Value {
        let root = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let data = try Data(contentsOf: root.appendingPathComponent("Fixtures/Fonts/\(name)"))
        return try JSONDecoder().decode(Value.self, from: data)
    }
}
