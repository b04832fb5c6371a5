import Foundation

/// The file of the program now running, which fingerprints name because a rebuilt tool may
/// evaluate, lay out or draw differently. Read from `/proc/self/exe` rather than `Bundle.main`:
/// the bundle lists the executable's whole folder first, which cost more than half of a
/// no-change build's start-up.
public enum RunningExecutable {
    public static let path: String = {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let length = readlink("/proc/self/exe", &buffer, buffer.count - 1)
        guard length > 0 else { return CommandLine.arguments[0] }
        return String(decoding: buffer[..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }()
}
