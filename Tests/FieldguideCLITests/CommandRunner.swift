import Foundation
#if canImport(Glibc)
import Glibc
#endif
import TestSupport

/// Runs the built `fieldguide` executable, which SwiftPM places next to the test bundle.
struct CommandRunner {
    struct Result: Sendable {
        let status: Int32
        let output: String
        let errors: String
        /// Bytes of standard input the command took before it ended (all of them, unless it stopped reading).
        var inputBytesTaken = 0
    }

    /// What the command reads on standard input: `text`, then `padding` more bytes of `filler`,
    /// streamed, so a huge input costs the test no memory.
    struct Input: Sendable {
        var text: String
        var padding = 0
        var filler = UInt8(ascii: " ")
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
    static func run(_ arguments: [String], in folder: String? = nil, input: Input? = nil) async throws -> Result {
        try await onDedicatedThread { try runBlocking(arguments, in: folder, input: input) }
    }

    private static func runBlocking(_ arguments: [String], in folder: String?, input: Input?) throws -> Result {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        if let folder { process.currentDirectoryURL = URL(fileURLWithPath: folder) }
        let output = Pipe(), errors = Pipe(), standardInput = Pipe()
        process.standardOutput = output
        process.standardError = errors
        if input != nil { process.standardInput = standardInput }
        try process.run()
        // Only the command may hold the reading end, so writing fails once it stops reading.
        try? standardInput.fileHandleForReading.close()
        let fed = Feed()
        if let input {
            Thread.detachNewThread { fed.finish(feed(input, to: standardInput.fileHandleForWriting)) }
        }
        let outputData = output.fileHandleForReading.readDataToEndOfFile()
        let errorData = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Result(
            status: process.terminationStatus,
            output: String(decoding: outputData, as: UTF8.self),
            errors: String(decoding: errorData, as: UTF8.self),
            inputBytesTaken: input == nil ? 0 : fed.wait())
    }

    /// Writes the input until it is all written or the command stops reading (its end of the pipe
    /// closes); returns the bytes written, then closes the pipe so the command sees the end.
    private static func feed(_ input: Input, to handle: FileHandle) -> Int {
        signal(SIGPIPE, SIG_IGN)
        defer { try? handle.close() }
        var written = 0
        func write(_ bytes: [UInt8]) -> Bool {
            var offset = 0
            while offset < bytes.count {
                let count = bytes[offset...].withUnsafeBytes { Glibc.write(handle.fileDescriptor, $0.baseAddress, $0.count) }
                guard count > 0 else { return false }
                offset += count
                written += count
            }
            return true
        }
        guard write(Array(input.text.utf8)) else { return written }
        let chunk = [UInt8](repeating: input.filler, count: 1 << 16)
        var left = input.padding
        while left > 0, write(Array(chunk.prefix(left))) { left -= min(left, chunk.count) }
        return written
    }

    /// The byte count a feeding thread hands back.
    private final class Feed: @unchecked Sendable {
        private let done = DispatchSemaphore(value: 0)
        private var count = 0

        func finish(_ count: Int) {
            self.count = count
            done.signal()
        }

        func wait() -> Int {
            done.wait()
            return count
        }
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
