import MarkdownTree

/// A block's figure as the figure cache stores it: the HTML, its findings, the number of previews
/// drawn, whether it was left unevaluated and the SwiftUI names its code uses: everything `BlockRendering.Output` holds.
enum FigureRecord {
    /// Ties stored records to this layout; a record of another layout fails to read.
    private static let format = 3

    static func encode(_ output: BlockRendering.Output) -> [UInt8] {
        var writer = ByteRecordWriter()
        writer.write(format)
        writer.write(output.html)
        writer.write(output.previewCount)
        writer.write(output.unevaluatedCount)
        writer.write(output.vocabulary.sorted())
        writer.write(output.diagnostics)
        return writer.bytes
    }

    /// The output `encode` was given, or nil when the bytes are not a complete record.
    static func decode(_ bytes: [UInt8]) -> BlockRendering.Output? {
        var reader = ByteRecordReader(bytes)
        guard reader.readInt() == format, let html = reader.readString(), let previewCount = reader.readInt(), let unevaluatedCount = reader.readInt(),
              let vocabulary = reader.readStrings(), let diagnostics = reader.readDiagnostics(), reader.isAtEnd else { return nil }
        return BlockRendering.Output(
            html: html, diagnostics: diagnostics, previewCount: previewCount, vocabulary: Set(vocabulary), unevaluatedCount: unevaluatedCount)
    }
}
