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
        openRegularFile(path) { descriptor, info in
            // One byte more than the size, so a file that grew shows it; the pages are first touched by
            // `read` itself (zeroing them first cost as much as reading).
            var failed = false
            let expected = Int(info.st_size) + 1
            var bytes = [UInt8](unsafeUninitializedCapacity: expected) { buffer, initialized in
                initialized = readAll(descriptor, into: UnsafeMutableRawBufferPointer(start: buffer.baseAddress, count: expected), failed: &failed)
            }
            var filled = bytes.count == expected
            while !failed, filled {
                var chunk = [UInt8](repeating: 0, count: 1 << 16)
                let got = chunk.withUnsafeMutableBytes { readAll(descriptor, into: $0, failed: &failed) }
                bytes += chunk[..<got]
                filled = got == chunk.count
            }
            return failed ? nil : bytes
        }
    }

    /// The first `count` bytes of a regular file (fewer when it is shorter); nil for anything else
    /// or a failed read. For a header, without reading what follows it.
    static func head(_ path: String, count: Int) -> [UInt8]? {
        openRegularFile(path) { descriptor, _ in
            var failed = false
            let bytes = [UInt8](unsafeUninitializedCapacity: count) { buffer, initialized in
                initialized = readAll(descriptor, into: UnsafeMutableRawBufferPointer(start: buffer.baseAddress, count: count), failed: &failed)
            }
            return failed ? nil : bytes
        }
    }

    /// What `body` makes of the open file and its `fstat`; nil when `path` is not a regular file
    /// that can be opened (a pipe or a device is never read).
    private static func openRegularFile(_ path: String, _ body: (Int32, stat) -> [UInt8]?) -> [UInt8]? {
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { return nil }
        return body(descriptor, info)
    }

    /// Reads until `buffer` is full or the file ends; the count read.
    private static func readAll(_ descriptor: Int32, into buffer: UnsafeMutableRawBufferPointer, failed: inout Bool) -> Int {
        var count = 0
        while count < buffer.count {
            let got = Foundation.read(descriptor, buffer.baseAddress! + count, buffer.count - count)
            if got == 0 { break }
            if got < 0 {
                if errno == EINTR { continue }
                failed = true
                break
            }
            count += got
        }
        return count
    }

    /// Creates or replaces `path` with `bytes` (a `Data` or a byte array, written without a copy);
    /// throws the system's reason when that fails.
    static func write(_ bytes: some ContiguousBytes, to path: String) throws {
        guard let handle = fopen(path, "wb") else { throw failure() }
        let written = bytes.withUnsafeBytes { $0.isEmpty || fwrite($0.baseAddress, 1, $0.count, handle) == $0.count }
        let flushed = fflush(handle) == 0
        fclose(handle)
        guard written, flushed else { throw failure() }
    }

    private static func failure() -> SiteBuildError {
        SiteBuildError(String(cString: strerror(errno)))
    }
}
