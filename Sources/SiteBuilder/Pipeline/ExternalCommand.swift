import Foundation

/// Runs a tool the build borrows from the system (git, fontTools, woff2) and waits for it. A tool
/// that is missing or fails only leaves out what it serves (dates, font subsets), so its standard
/// error is dropped and the answer is nil.
enum ExternalCommand {
    /// Standard output of a run that exits with 0; `input` is written to its standard input first.
    static func output(_ executable: String, _ arguments: [String], input: Data? = nil) -> Data? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        let output = Pipe(), feed = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        process.standardInput = input == nil ? FileHandle.nullDevice : feed
        do { try process.run() } catch { return nil }
        if let input {
            feed.fileHandleForWriting.write(input)
            try? feed.fileHandleForWriting.close()
        }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return process.terminationStatus == 0 ? data : nil
    }
}
