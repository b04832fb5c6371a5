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

    /// Where the tests' folders go (`TestFolders.scratch`).
    static let scratch = TestFolders.scratch("fieldguide-cli-tests")

    /// Line and UTF-8 column of the first occurrence of `needle` in a file.
    static func position(of needle: String, in file: String) throws -> (line: Int, column: Int) {
        try TestFolders.position(of: needle, inFile: file)
    }

    /// A new empty folder under `scratch`.
    static func temporaryFolder() throws -> String {
        try TestFolders.newFolder(in: scratch)
    }
}
