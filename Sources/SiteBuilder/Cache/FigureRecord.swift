import MarkdownTree

/// A block's figure as the figure cache stores it: the HTML, its findings, the number of previews
/// drawn and the SwiftUI names its code uses: everything `BlockRendering.Output` holds.
enum FigureRecord {
    /// Ties stored records to this layout; a record of another layout fails to read.
    private static let format = 1

    static func encode(_ output: BlockRendering.Output) -> [UInt8] {
        var writer = ByteRecordWriter()
        writer.write(format)
        writer.write(output.html)
        writer.write(output.previewCount)
        writer.write(output.vocabulary.sorted())
        writer.write(output.diagnostics.count)
        for diagnostic in output.diagnostics {
            writer.write(diagnostic.severity.rawValue)
            writer.write(diagnostic.id)
            writer.write(diagnostic.message)
            writer.write(diagnostic.file)
            writer.write(diagnostic.position.line)
            writer.write(diagnostic.position.column)
            writer.write(diagnostic.notes)
        }
        return writer.bytes
    }

    /// The output `encode` was given, or nil when the bytes are not a complete record.
    static func decode(_ bytes: [UInt8]) -> BlockRendering.Output? {
        var reader = ByteRecordReader(bytes)
        guard reader.readInt() == format, let html = reader.readString(), let previewCount = reader.readInt(),
              let vocabulary = reader.readStrings(), let count = reader.readInt(), count >= 0 else { return nil }
        var diagnostics: [SiteDiagnostic] = []
        for _ in 0..<min(count, bytes.count) {
            guard let severity = reader.readString().flatMap(SiteDiagnostic.Severity.init(rawValue:)),
                  let id = reader.readString(), let message = reader.readString(), let file = reader.readString(),
                  let line = reader.readInt(), let column = reader.readInt(), let notes = reader.readStrings() else { return nil }
            diagnostics.append(SiteDiagnostic(severity, id, message, file: file, at: SourcePosition(line: line, column: column), notes: notes))
        }
        guard diagnostics.count == count, reader.isAtEnd else { return nil }
        return BlockRendering.Output(html: html, diagnostics: diagnostics, previewCount: previewCount, vocabulary: Set(vocabulary))
    }
}
