import Foundation
import Testing

/// The engine is pure computation: it imports only ViewTree and the bottom Diagnostics module (and
/// those import nothing else), so it can never touch files, sockets, swift-syntax or cmark; the
/// Markdown reader knows nothing about views.
@Suite struct ArchitectureTests {
    static let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Sources")

    @Test(arguments: [
        ("LayoutEngine", ["Diagnostics", "ViewTree"]), ("ViewTree", ["Diagnostics"]), ("Diagnostics", []),
        ("MarkdownTree", ["CCMark", "Diagnostics", "Yams"]),
    ])
    func importsOnly(_ target: String, _ allowed: [String]) throws {
        let folder = Self.sources.appendingPathComponent(target)
        let files = FileManager.default.enumerator(atPath: folder.path)?.compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") } ?? []
        #expect(!files.isEmpty)
        for file in files {
            let text = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
            let imports = text.split(separator: "\n").filter { $0.hasPrefix("import ") }.map { String($0.dropFirst(7)) }
            for module in imports {
                #expect(allowed.contains(module), "\(target)/\(file) imports \(module)")
            }
        }
    }
}
