import Foundation

/// Writes a whole file with `fopen`/`fwrite`/`fclose`: no temporary file and no `fsync`, which
/// Foundation's `Data.write(to:)` and `FileManager.createFile` do for every file (a build calls
/// them thousands of times). A site still appears all at once, because the folder it is written
/// into is swapped in only when complete.
enum PlainFile {
    /// Creates or replaces `path`; throws the system's reason when that fails.
    static func write(_ data: Data, to path: String) throws {
        guard let handle = fopen(path, "wb") else { throw failure() }
        let written = data.withUnsafeBytes { fwrite($0.baseAddress, 1, $0.count, handle) }
        let flushed = fflush(handle) == 0
        fclose(handle)
        guard written == data.count, flushed else { throw failure() }
    }

    private static func failure() -> SiteBuildError {
        SiteBuildError(String(cString: strerror(errno)))
    }
}
