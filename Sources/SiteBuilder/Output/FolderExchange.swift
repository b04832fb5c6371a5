import Foundation

/// Swaps two folders in one step, so the output folder is never missing or half old, half new:
/// a server reading it, or a build killed at any instant, sees one complete site or the other.
enum FolderExchange {
    /// `renameat2`'s flag for swapping both names atomically (linux/fs.h), Linux 3.15 and later.
    private static let renameExchange: UInt32 = 1 << 1

    /// Exchanges the entries at `first` and `second`; false when either is missing or the system or
    /// its file system cannot swap, leaving both untouched.
    static func exchange(_ first: String, _ second: String) -> Bool {
        #if canImport(Darwin)
        return renamex_np(first, second, UInt32(RENAME_SWAP)) == 0
        #else
        // Swift's Glibc module does not declare `renameat2` (glibc 2.28 and later export it).
        typealias RenameAt2 = @convention(c) (Int32, UnsafePointer<CChar>, Int32, UnsafePointer<CChar>, UInt32) -> Int32
        guard let symbol = dlsym(nil, "renameat2") else { return false }
        let renameat2 = unsafeBitCast(symbol, to: RenameAt2.self)
        return renameat2(AT_FDCWD, first, AT_FDCWD, second, renameExchange) == 0
        #endif
    }
}
