import Foundation
import TestSupport

/// Runs the built `fieldguide` executable, which SwiftPM places next to the test bundle.
struct CommandRunner {
    struct Result: Sendable {
        let status: Int32
        let output: String
        let errors: String
    }

    static let repository = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The products folder: the one holding the running test bundle.
    static var executable: URL {
        let bundle = Bundle.main.executableURL ?? URL(fileURLWithPath: CommandLine.arguments[0])
        return bundle.deletingLastPathComponent().appendingPathComponent("fieldguide")
    }

    /// Runs the command to its end on a thread of its own, so waiting for it holds none of the
    /// cooperative pool's few threads that other tests (and their servers) need.
    static func run(_ arguments: [String], in folder: String? = nil) async throws -> Result {
        try await onDedicatedThread { try runBlocking(arguments, in: folder) }
    }

    private static func runBlocking(_ arguments: [String], in folder: String?) throws -> Result {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        if let folder { process.currentDirectoryURL = URL(fileURLWithPath: folder) }
        let output = Pipe(), errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        let outputData = output.fileHandleForReading.readDataToEndOfFile()
        let errorData = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Result(
            status: process.terminationStatus,
            output: String(decoding: outputData, as: UTF8.self),
            errors: String(decoding: errorData, as: UTF8.self))
    }

    /// Where the tests' folders go; folders of earlier runs more than an hour old are removed first.
    static let scratch: String = {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("fieldguide-cli-tests").path
        let stale = Date().addingTimeInterval(-3600)
        for entry in (try? FileManager.default.contentsOfDirectory(atPath: root)) ?? [] {
            let path = root + "/" + entry
            if let modified = try? FileManager.default.attributesOfItem(atPath: path)[.modificationDate] as? Date, modified < stale {
                try? FileManager.default.removeItem(atPath: path)
            }
        }
        return root
    }()

    /// Line and UTF-8 column of the first occurrence of `needle` in a file, so expected positions
    /// are read from the Markdown rather than written down.
    static func position(of needle: String, in file: String) throws -> (line: Int, column: Int) {
        let lines = try String(contentsOfFile: file, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false)
        guard let index = lines.firstIndex(where: { $0.contains(needle) }), let range = lines[index].range(of: needle) else {
            throw NotFound(needle: needle, file: file)
        }
        return (index + 1, lines[index].utf8.distance(from: lines[index].startIndex, to: range.lowerBound) + 1)
    }

    struct NotFound: Error {
        let needle: String
        let file: String
    }

    /// A new empty folder under `scratch`.
    static func temporaryFolder() throws -> String {
        let folder = scratch + "/" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        return folder
    }
}
