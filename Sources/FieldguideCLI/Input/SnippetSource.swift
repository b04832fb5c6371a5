import ArgumentParser
import Foundation

/// The snippet `fieldguide layout` evaluates, read from a file or standard input. At most one byte
/// more than the evaluator accepts is read: a longer input is refused without holding it in memory
/// (2 GB piped in once took 3.9 GB before the limit applied; issue 17).
enum SnippetSource: Equatable {
    /// The whole input, no longer than the limit.
    case text(String)
    /// More bytes than the limit; only the first `limit + 1` were read.
    case tooLong

    /// Reads `file` (`-` for standard input); a file that cannot be opened or read is a usage error.
    static func read(_ file: String, limit: Int) throws -> SnippetSource {
        let handle = file == "-" ? FileHandle.standardInput : FileHandle(forReadingAtPath: file)
        guard let handle else { throw cannotRead(file) }
        defer { if file != "-" { try? handle.close() } }
        var bytes = Data()
        do {
            while bytes.count <= limit, let chunk = try handle.read(upToCount: limit + 1 - bytes.count), !chunk.isEmpty {
                bytes.append(chunk)
            }
        } catch {
            throw cannotRead(file)
        }
        return bytes.count > limit ? .tooLong : .text(String(decoding: bytes, as: UTF8.self))
    }

    /// How the input is named in messages: its path, or `<stdin>`.
    static func displayName(of file: String) -> String {
        file == "-" ? "<stdin>" : file
    }

    private static func cannotRead(_ file: String) -> Error {
        ValidationError("cannot read '\(file)': check the path")
    }
}
