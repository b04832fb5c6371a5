import Foundation

/// Writes a whole file with `fopen`/`fwrite`/`fclose`: no temporary file and no `fsync`, which
/// Foundation's `Data.write(to:)` and `FileManager.createFile` do for every file (a build calls
/// them thousands of times). A site still appears all at once, because the folder it is written
/// into is swapped in only when complete. Reads a whole file straight into bytes.
enum PlainFile {
    /// A regular file's bytes, read with `open`/`read` into the array the caller keeps
    /// (`FileManager.contents(atPath:)` fills a `Data` that then had to be copied: most of the
    /// time of opening a large site's article records); nil for anything else or a failed read.
    static func read(_ path: String) -> [UInt8]? {
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { return nil }
        var bytes = [UInt8](repeating: 0, count: Int(info.st_size) + 1), count = 0
        while true {
            if count == bytes.count { bytes += [UInt8](repeating: 0, count: bytes.count) }
            let got = bytes.withUnsafeMutableBytes { Foundation.read(descriptor, $0.baseAddress! + count, $0.count - count) }
            if got == 0 { break }
            if got < 0 {
                guard errno == EINTR else { return nil }
                continue
            }
            count += got
        }
        bytes.removeSubrange(count...)
        return bytes
    }

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
